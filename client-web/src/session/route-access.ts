import { homePathForRole, type Role, type UiSubject, hasUiPermission } from '@sinnro/access';
import { matchPath } from 'react-router';

export interface ProtectedRoute {
  path: string;
  /** The roles that may open the path; 'any' for every logged-in user. */
  roles: readonly Role[] | 'any';
  /** A permission the user also needs (compared as the UI does: resource and action). */
  permission?: string;
}

/** The role homes (client/specialist specification, section 2); the real screens come later. */
export const ROLE_HOME_ROUTES: readonly ProtectedRoute[] = [
  { path: '/client/dashboard', roles: ['client'] },
  { path: '/client/services', roles: ['client'], permission: 'user-invitation.create' },
  { path: '/clients', roles: ['hc', 'clinic-therapist', 'therapist-premium', 'clinic-admin'] },
  { path: '/services', roles: ['clinic-admin'] },
  { path: '/admin/users/list', roles: ['admin'] },
  { path: '/cc/modules/list', roles: ['cc'] },
];

/** Pages of links mailed to a user, whatever their role; they need only a login. */
export const SIGNED_IN_ROUTES: readonly ProtectedRoute[] = [
  { path: '/session/confirm-company-email/:token', roles: 'any' },
];

function allows(route: ProtectedRoute, user: UiSubject): boolean {
  const roleAllowed =
    route.roles === 'any' || (route.roles as readonly string[]).includes(user.role);
  const permissionHeld =
    route.permission === undefined || hasUiPermission(user, { permission: route.permission });
  return roleAllowed && permissionHeld;
}

/** Whether the user may open the path; a user's own home is always allowed. */
export function mayVisit(user: UiSubject, pathname: string): boolean {
  if (matchPath(homePathForRole(user), pathname) !== null) return true;
  return [...ROLE_HOME_ROUTES, ...SIGNED_IN_ROUTES].some(
    (route) => matchPath(route.path, pathname) !== null && allows(route, user),
  );
}
