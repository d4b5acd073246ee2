import { CONSOLE_ROLES, isRole, type UiSubject } from '@sinnro/access';
import { abilitySourceOf, type AbilitySource, type CurrentUser } from '@sinnro/web-session';

/** What getPermissions resolves to: the role, and what the UI's ability is built from. */
export interface ConsolePermissions extends AbilitySource {
  role: string;
}

export function permissionsOf(user: CurrentUser): ConsolePermissions {
  return { role: user.role, ...abilitySourceOf(user) };
}

/** Only admin, cc and hc work in the console; every other role uses the client app. */
export function usesConsole(user: UiSubject): boolean {
  return CONSOLE_ROLES.some((role) => role === user.role);
}

export function includesConsoleRole(roles: readonly string[]): boolean {
  return roles.some((role) => isRole(role) && CONSOLE_ROLES.includes(role));
}
