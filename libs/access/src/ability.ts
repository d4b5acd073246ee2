import {
  createMongoAbility,
  subject,
  type ForcedSubject,
  type MongoAbility,
  type MongoQuery,
  type RawRuleOf,
} from '@casl/ability';
import { parsePermission, type Action, type Resource, type Scope } from './permission-grammar';

/** Who is asking: the user and the companies and units the user belongs to. */
export interface AccessContext {
  userUuid: string;
  companyUuids: readonly string[];
  unitUuids: readonly string[];
}

/** One uuid, or several when the object belongs to more than one (a client with two therapists). */
export type OwnerUuids = string | readonly string[] | null;

/**
 * The fields a scope is checked against. Check an object as
 * `subject(resource, { companyUuid, unitUuid, userUuid, therapistUuid })` (or `scopedSubject`):
 * `[company]` looks at companyUuid, `[company-unit]` at unitUuid, `[user]` at userUuid (the user the
 * object belongs to) and `[therapist]` at therapistUuid (the client's assigned therapist, a
 * meeting's therapist). A missing or null field admits nothing; a list admits when any of its
 * uuids is in scope.
 */
export interface ScopedObject {
  companyUuid?: OwnerUuids;
  unitUuid?: OwnerUuids;
  userUuid?: OwnerUuids;
  therapistUuid?: OwnerUuids;
}

export type ScopedSubject = ScopedObject & ForcedSubject<Resource>;

export type AppAbility = MongoAbility<[Action, Resource | ScopedSubject]>;

type AppRule = RawRuleOf<AppAbility>;

/** A fresh tagged copy: CASL's `subject` tags the object it is given and refuses to retag it. */
export function scopedSubject(resource: Resource, owners: ScopedObject): ScopedSubject {
  return subject(resource, { ...owners });
}

/** The condition a scope puts on the checked object; null when it can admit nothing. */
function conditionFor(scope: Scope, context: AccessContext): MongoQuery | undefined | null {
  switch (scope) {
    case '*':
      return undefined;
    case 'company':
      return context.companyUuids.length > 0
        ? { companyUuid: { $in: [...context.companyUuids] } }
        : null;
    case 'company-unit':
      return context.unitUuids.length > 0 ? { unitUuid: { $in: [...context.unitUuids] } } : null;
    case 'user':
      return context.userUuid !== '' ? { userUuid: context.userUuid } : null;
    case 'therapist':
      return context.userUuid !== '' ? { therapistUuid: context.userUuid } : null;
  }
}

/**
 * Builds the CASL ability for a user's grants. Throws PermissionSyntaxError on a malformed grant.
 * A scope that can admit nothing (`[company]` for a user without a company) adds no rule, so even
 * the type-level check `can('read', 'company')` is false for that user.
 */
export function defineAbilityFor(grants: readonly string[], context: AccessContext): AppAbility {
  return defineAbility([{ grants, context }]);
}

/**
 * The ability of several grant sets, each scoped by its own context (grants belong to a
 * membership: see grantSetsFor). A set's `[company]` grant reaches only that set's companies.
 */
export function defineAbility(sets: readonly GrantsInContext[]): AppAbility {
  const rules: AppRule[] = [];
  for (const { grants, context } of sets) {
    for (const grant of grants) {
      const { resource, action, scope } = parsePermission(grant);
      const conditions = conditionFor(scope, context);
      if (conditions === null) continue;
      rules.push(
        conditions === undefined
          ? { action, subject: resource }
          : { action, subject: resource, conditions },
      );
    }
  }
  return createMongoAbility<AppAbility>(rules);
}

/** Which objects a list query may return; services turn it into SQL (OR of the four IN lists). */
export type ScopeFilter =
  | { kind: 'all' }
  | { kind: 'none' }
  | {
      kind: 'some';
      companyUuids: string[];
      unitUuids: string[];
      userUuids: string[];
      therapistUuids: string[];
    };

export interface GrantsInContext {
  grants: readonly string[];
  context: AccessContext;
}

const LIST_FOR_FIELD = {
  companyUuid: 'companyUuids',
  unitUuid: 'unitUuids',
  userUuid: 'userUuids',
  therapistUuid: 'therapistUuids',
} as const;

type OwnerField = keyof typeof LIST_FOR_FIELD;

type OwnerList = (typeof LIST_FOR_FIELD)[OwnerField];

function isOwnerField(field: string): field is OwnerField {
  return Object.hasOwn(LIST_FOR_FIELD, field);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Reads back a condition built by conditionFor; any other shape is refused rather than guessed. */
function ownerCondition(conditions: object): { field: OwnerField; uuids: string[] } {
  const entries: [string, unknown][] = Object.entries(conditions);
  const [entry] = entries;
  if (entries.length === 1 && entry !== undefined && isOwnerField(entry[0])) {
    const [field, value] = entry;
    if (typeof value === 'string') return { field, uuids: [value] };
    if (typeof value === 'object' && value !== null && '$in' in value && isStringList(value.$in)) {
      return { field, uuids: value.$in };
    }
  }
  throw new Error(`scopeFilter cannot translate the condition ${JSON.stringify(conditions)}`);
}

/**
 * The union of the scopes of every rule that lets the user do `action` on `resource`: any
 * unconditional (`[*]`) rule gives 'all', no rule gives 'none'. Only understands abilities built by
 * defineAbilityFor (no inverted rules, no other conditions) and throws on anything else.
 */
export function scopeFilter(
  source: AppAbility | GrantsInContext,
  action: Action,
  resource: Resource,
): ScopeFilter {
  const ability = 'grants' in source ? defineAbilityFor(source.grants, source.context) : source;
  const lists: Record<OwnerList, Set<string>> = {
    companyUuids: new Set(),
    unitUuids: new Set(),
    userUuids: new Set(),
    therapistUuids: new Set(),
  };
  let all = false;
  for (const rule of ability.rulesFor(action, resource)) {
    if (rule.inverted) throw new Error('scopeFilter cannot translate an inverted (cannot) rule');
    if (rule.conditions === undefined) {
      all = true;
      continue;
    }
    const { field, uuids } = ownerCondition(rule.conditions);
    for (const uuid of uuids) lists[LIST_FOR_FIELD[field]].add(uuid);
  }
  if (all) return { kind: 'all' };
  if (Object.values(lists).every((uuids) => uuids.size === 0)) return { kind: 'none' };
  return {
    kind: 'some',
    companyUuids: [...lists.companyUuids].sort(),
    unitUuids: [...lists.unitUuids].sort(),
    userUuids: [...lists.userUuids].sort(),
    therapistUuids: [...lists.therapistUuids].sort(),
  };
}
