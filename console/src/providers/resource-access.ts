import { type Action, type AppAbility, type Resource } from '@sinnro/access';

type Requirement = readonly [Action, Resource];

/**
 * The one map from the console's react-admin resources and actions to what the user must be able
 * to do (libs/access). The authProvider's canAccess answers from it for the menu, the screens and
 * react-admin's buttons; <CanAccessResource> for the console's own buttons. What is not listed is
 * not shown. The server enforces the real rule.
 */
export const RESOURCE_ACCESS = {
  users: {
    list: ['read', 'user'],
    show: ['read', 'user'],
    create: ['create', 'user'],
    edit: ['update', 'user'],
    block: ['update', 'user'],
    impersonate: ['impersonate', 'user'],
    // Impersonation "with changes" (read-only otherwise).
    impersonate_with_changes: ['update', 'user/impersonation'],
    access_log: ['read', 'access-log'],
    // GDPR: erasing an account and exporting a person's data for them are for admins (the only
    // holders of user.delete); the server checks the same.
    erase: ['delete', 'user'],
    export_data: ['delete', 'user'],
  },
  'user-subscriptions': {
    list: ['read', 'user/subscription'],
    create: ['create', 'user/subscription'],
    edit: ['update', 'user/subscription'],
  },
  'hc-clients': { list: ['read', 'user'] },
  // The access log's sample review (HSLF-FS 2016:40 4:9).
  'access-log-reviews': {
    list: ['read', 'access-log/review'],
    create: ['create', 'access-log/review'],
    edit: ['update', 'access-log/review'],
  },
  conversations: { list: ['read', 'chat'] },
  insurance: { check: ['read', 'insurance'] },
  companies: {
    list: ['read', 'company'],
    create: ['create', 'company'],
    edit: ['update', 'company'],
  },
  'company-units': {
    list: ['read', 'company-unit'],
    create: ['create', 'company-unit'],
    edit: ['update', 'company-unit'],
  },
  'company-users': { list: ['read', 'user'] },
  invitations: {
    list: ['read', 'user-invitation'],
    create: ['create', 'user-invitation'],
    edit: ['update', 'user-invitation'],
  },
  'consent-documents': {
    list: ['read', 'company'],
    create: ['update', 'company'],
    edit: ['update', 'company'],
  },
  'company-subscriptions': {
    list: ['read', 'company/subscription'],
    show: ['read', 'company/subscription'],
    create: ['create', 'company/subscription'],
    edit: ['update', 'company/subscription'],
  },
  programs: {
    list: ['read', 'program'],
    create: ['create', 'program'],
    edit: ['update', 'program'],
    delete: ['delete', 'program'],
  },
  modules: {
    list: ['read', 'module'],
    create: ['create', 'module'],
    edit: ['update', 'module'],
    delete: ['delete', 'module'],
    export: ['read', 'module'],
  },
  chapters: {
    create: ['create', 'module'],
    edit: ['update', 'module'],
    delete: ['delete', 'module'],
  },
  sections: {
    create: ['create', 'module'],
    edit: ['update', 'module'],
    delete: ['delete', 'module'],
  },
  pages: {
    list: ['read', 'module'],
    create: ['create', 'module'],
    edit: ['update', 'module'],
    delete: ['delete', 'module'],
    export: ['read', 'module'],
    // A question's risk marker (is_risk_item, risk_threshold): admins; read-only for others.
    risk_items: ['update', 'module/risk-item'],
  },
  // Authoring screens (admin, cc): module.read alone (hc, therapists) does not show them.
  tests: {
    list: ['update', 'module'],
    create: ['create', 'module'],
    edit: ['update', 'module'],
    delete: ['delete', 'module'],
    export: ['update', 'module'],
  },
  'report-templates': {
    list: ['update', 'module'],
    create: ['create', 'module'],
    edit: ['update', 'module'],
    delete: ['delete', 'module'],
    export: ['update', 'module'],
  },
  'reference-templates': {
    list: ['update', 'module'],
    create: ['create', 'module'],
    edit: ['update', 'module'],
    delete: ['delete', 'module'],
    export: ['update', 'module'],
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
