import { homePathForRole, type UiRequirement } from '@sinnro/access';
import { type ReactNode } from 'react';
import { Loading, Navigate, usePermissions } from 'react-admin';
import { canAccess, type ConsolePermissions } from '../providers/access';

/**
 * Shows a resource screen only to users who hold the requirement; others go to their own home.
 * The server enforces the real rule; this keeps the screen out of sight.
 */
export const RequireAccess = ({
  requirement,
  children,
}: {
  requirement: UiRequirement;
  children: ReactNode;
}) => {
  const { permissions, isPending } = usePermissions<ConsolePermissions>();
  if (isPending) return <Loading />;
  if (permissions === undefined) return null;
  if (!canAccess(permissions, requirement)) {
    return <Navigate to={homePathForRole(permissions)} replace />;
  }
  return <>{children}</>;
};

/** Whether the logged-in user holds the requirement (false while permissions load). */
export function useCanAccess(requirement: UiRequirement): boolean {
  const { permissions } = usePermissions<ConsolePermissions>();
  return canAccess(permissions, requirement);
}
