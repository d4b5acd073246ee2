import { homePathForRole } from '@sinnro/access';
import { Loading, Navigate, usePermissions } from 'react-admin';
import { type ConsolePermissions } from '../providers/access';

/**
 * The dashboard route, and where react-admin sends a user a screen is not for (access denied):
 * on to their role's home.
 */
export const RoleHomeRedirect = () => {
  const { permissions, isPending } = usePermissions<ConsolePermissions>();
  if (isPending) return <Loading />;
  if (permissions === undefined) return null;
  return <Navigate to={homePathForRole(permissions)} replace />;
};
