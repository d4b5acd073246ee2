/**
 * The specification's check for showing menus and buttons: a needed permission passes when its
 * first two dot-separated parts equal those of one of the user's permissions, or when the needed
 * role is the user's role. The server never relies on this: it enforces the whole string and scope.
 */
export interface UiSubject {
  role: string;
  permissions: readonly string[];
}

export interface UiRequirement {
  permission?: string;
  role?: string;
}

function resourceAndAction(permission: string): string {
  return permission.split('.').slice(0, 2).join('.');
}

export function hasUiPermission(user: UiSubject, needed: UiRequirement): boolean {
  if (needed.role !== undefined && needed.role === user.role) return true;
  if (needed.permission === undefined) return false;
  const wanted = resourceAndAction(needed.permission);
  return user.permissions.some((granted) => resourceAndAction(granted) === wanted);
}
