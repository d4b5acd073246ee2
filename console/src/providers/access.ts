import {
  CONSOLE_ROLES,
  hasUiPermission,
  isRole,
  type UiRequirement,
  type UiSubject,
} from '@sinnro/access';

/** What getPermissions resolves to: the shape hasUiPermission checks against. */
export interface ConsolePermissions {
  role: string;
  permissions: string[];
}

/** Whether to show a screen, menu entry or button; the server enforces the real rule. */
export function canAccess(user: UiSubject | undefined, requirement: UiRequirement): boolean {
  return user !== undefined && hasUiPermission(user, requirement);
}

/** Only admin, cc and hc work in the console; every other role uses the client app. */
export function usesConsole(user: UiSubject): boolean {
  return CONSOLE_ROLES.some((role) => canAccess(user, { role }));
}

export function includesConsoleRole(roles: readonly string[]): boolean {
  return roles.some((role) => isRole(role) && CONSOLE_ROLES.includes(role));
}
