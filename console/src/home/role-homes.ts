import { CONSOLE_ROLES, homePathForRole, type Role } from '@sinnro/access';

export interface RoleHome {
  role: Role;
  path: string;
}

/** One landing page per console role, at the path the access library gives that role. */
export const ROLE_HOMES: readonly RoleHome[] = CONSOLE_ROLES.map((role) => ({
  role,
  path: homePathForRole({ role, permissions: [] }),
}));
