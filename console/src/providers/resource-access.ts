import { type Action, type AppAbility, type Resource } from '@sinnro/access';

type Requirement = readonly [Action, Resource];

/**
 * The one map from the console's react-admin resources and actions to what the user must be able
 * to do (libs/access). The authProvider's canAccess answers from it for the menu, the screens and
 * react-admin's buttons; <CanAccessResource> for the console's own buttons. What is not listed is
 * not shown. The server enforces the real rule.
 */
export const RESOURCE_ACCESS = {
  users: { list: ['read', 'user'], impersonate: ['impersonate', 'user'] },
  companies: {
    list: ['read', 'company'],
    create: ['create', 'company'],
    edit: ['update', 'company'],
  },
  programs: {
    list: ['read', 'program'],
    create: ['create', 'program'],
    edit: ['update', 'program'],
    delete: ['delete', 'program'],
  },
} as const satisfies Record<string, Record<string, Requirement>>;

export type ConsoleResource = keyof typeof RESOURCE_ACCESS;

function isConsoleResource(resource: string): resource is ConsoleResource {
  return Object.hasOwn(RESOURCE_ACCESS, resource);
}

export function requirementFor(resource: string, action: string): Requirement | null {
  if (!isConsoleResource(resource)) return null;
  const actions: Partial<Record<string, Requirement>> = RESOURCE_ACCESS[resource];
  return Object.hasOwn(actions, action) ? (actions[action] ?? null) : null;
}

export function canAccessResource(ability: AppAbility, resource: string, action: string): boolean {
  const requirement = requirementFor(resource, action);
  return requirement !== null && ability.can(...requirement);
}
