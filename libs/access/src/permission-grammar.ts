/**
 * The permission grammar of the specification: a grant is `resource.action.[scope]`, what a route
 * needs is `resource.action`. Both are checked against the catalogues below; anything else is
 * rejected with a PermissionSyntaxError naming the bad part.
 */

/**
 * The specification writes both `company-unit` and `companyUnit` (`companyUnit.read` gates the
 * "my organization unit" menu). They are kept as two distinct resources, as written.
 */
export const RESOURCES = [
  'user',
  'company-unit',
  'company',
  'role',
  'user-invitation',
  'company/credit',
  'user/credit',
  'user/usage-record',
  'company/subscription',
  'user/subscription',
  'user/document',
  'module',
  'program',
  'insurance',
  'faq',
  'meeting',
  'chat',
  'companyUnit',
  'access-log',
  // The care provider's sample review of the access log (HSLF-FS 2016:40 4:9): drawing a sample of
  // reads, reading it, marking entries reviewed. Apart from access-log.read, which reads one
  // person's whole log.
  'access-log/review',
  'queue',
  // Marking a question as a risk item (PHQ-9 item 9) and its threshold: apart from module.update,
  // so that authoring content never switches risk detection off.
  'module/risk-item',
  // Changing anything while impersonating (`user/impersonation.update`): an impersonation is
  // read-only unless the admin holds this grant for the target and asks for it at the start.
  'user/impersonation',
  // Payment records (a client's own; admins read every one and refund), pricing plans and
  // promotion codes (admins manage them in the console).
  'payment',
  'payment/plan',
  'payment/promotion-code',
] as const;

export type Resource = (typeof RESOURCES)[number];

export const ACTIONS = [
  'create',
  'read',
  'update',
  'delete',
  'readAll',
  'createAll',
  'updateAll',
  'impersonate',
] as const;

export type Action = (typeof ACTIONS)[number];

export const SCOPES = ['*', 'company', 'company-unit', 'therapist', 'user'] as const;

export type Scope = (typeof SCOPES)[number];

export interface Requirement {
  resource: Resource;
  action: Action;
}

export interface Permission extends Requirement {
  scope: Scope;
}

/** Compile-time shape of a grant; whether the action fits the resource is checked at run time. */
export type PermissionString = `${Resource}.${Action}.[${Scope}]`;

const CRUD_ACTIONS: readonly Action[] = ['create', 'read', 'update', 'delete'];

const EXTRA_ACTIONS: Partial<Record<Resource, readonly Action[]>> = {
  company: ['readAll', 'createAll', 'updateAll'],
  user: ['impersonate'],
};

export function actionsAllowedOn(resource: Resource): readonly Action[] {
  return [...CRUD_ACTIONS, ...(EXTRA_ACTIONS[resource] ?? [])];
}

export function isResource(value: unknown): value is Resource {
  return typeof value === 'string' && (RESOURCES as readonly string[]).includes(value);
}

export function isAction(value: unknown): value is Action {
  return typeof value === 'string' && (ACTIONS as readonly string[]).includes(value);
}

export function isScope(value: unknown): value is Scope {
  return typeof value === 'string' && (SCOPES as readonly string[]).includes(value);
}

export class PermissionSyntaxError extends Error {
  override readonly name = 'PermissionSyntaxError';

  constructor(
    message: string,
    /** The whole text that was rejected. */
    readonly text: string,
  ) {
    super(message);
  }
}

const PERMISSION_SHAPE = 'expected resource.action.[scope]';
const REQUIREMENT_SHAPE = 'expected resource.action';

function fail(message: string, text: string): never {
  throw new PermissionSyntaxError(message, text);
}

function splitChecked(text: unknown, shape: string): string[] {
  if (typeof text !== 'string') fail(`Not a string: ${shape}`, String(text));
  if (text === '') fail(`Empty string: ${shape}`, text);
  if (/\s/.test(text)) fail(`Whitespace is not allowed in "${text}"`, text);
  return text.split('.');
}

function checkResourceAndAction(parts: string[], text: string, shape: string): Requirement {
  const [resource = '', action = ''] = parts;
  if (resource === '') fail(`Missing resource in "${text}": ${shape}`, text);
  if (!isResource(resource)) fail(`Unknown resource "${resource}" in "${text}"`, text);
  if (action === '') fail(`Missing action in "${text}": ${shape}`, text);
  if (!isAction(action)) fail(`Unknown action "${action}" in "${text}"`, text);
  if (!actionsAllowedOn(resource).includes(action)) {
    fail(`Action "${action}" is not allowed on resource "${resource}" in "${text}"`, text);
  }
  return { resource, action };
}

function checkScope(parts: string[], text: string): Scope {
  // Everything after the second dot, so that "[company.unit]" is reported as one unknown scope.
  const scopeText = parts.slice(2).join('.');
  if (scopeText === '') fail(`Missing scope in "${text}": ${PERMISSION_SHAPE}`, text);
  const close = scopeText.indexOf(']');
  if (!scopeText.startsWith('[') || close === -1) {
    if (parts.length > 3) {
      fail(`Unexpected part "${parts[2]}" in "${text}": ${PERMISSION_SHAPE}`, text);
    }
    fail(
      `Scope "${scopeText}" must be written in square brackets, e.g. [company], in "${text}"`,
      text,
    );
  }
  const scope = scopeText.slice(1, close);
  const rest = scopeText.slice(close + 1);
  if (rest !== '') {
    fail(`Unexpected "${rest}" after scope "[${scope}]" in "${text}": ${PERMISSION_SHAPE}`, text);
  }
  if (!isScope(scope)) fail(`Unknown scope "[${scope}]" in "${text}"`, text);
  return scope;
}

/** Parses a grant such as `company.read.[company]`; throws PermissionSyntaxError otherwise. */
export function parsePermission(text: string): Permission {
  const parts = splitChecked(text, PERMISSION_SHAPE);
  const { resource, action } = checkResourceAndAction(parts, text, PERMISSION_SHAPE);
  return { resource, action, scope: checkScope(parts, text) };
}

/** Parses what a route needs, such as `company.read` (no scope). */
export function parseRequirement(text: string): Requirement {
  const parts = splitChecked(text, REQUIREMENT_SHAPE);
  const requirement = checkResourceAndAction(parts, text, REQUIREMENT_SHAPE);
  if (parts.length > 2) {
    const extra = parts.slice(2).join('.');
    fail(`Unexpected "${extra}" in requirement "${text}": ${REQUIREMENT_SHAPE}`, text);
  }
  return requirement;
}

/** The inverse of parsePermission; throws for a combination it would reject. */
export function formatPermission(permission: Permission): PermissionString {
  const text: PermissionString = `${permission.resource}.${permission.action}.[${permission.scope}]`;
  parsePermission(text);
  return text;
}

export function formatRequirement(requirement: Requirement): string {
  const text = `${requirement.resource}.${requirement.action}`;
  parseRequirement(text);
  return text;
}

export function isPermissionString(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  try {
    parsePermission(text);
    return true;
  } catch (error) {
    if (error instanceof PermissionSyntaxError) return false;
    throw error;
  }
}
