import fc from 'fast-check';
import {
  defineAbilityFor,
  scopedSubject,
  scopeFilter,
  type AccessContext,
  type OwnerUuids,
  type ScopedObject,
  type ScopeFilter,
} from './ability';
import {
  RESOURCES,
  SCOPES,
  actionsAllowedOn,
  PermissionSyntaxError,
  type Action,
  type Resource,
  type Scope,
} from './permission-grammar';

const alice: AccessContext = { userUuid: 'alice', companyUuids: ['acme'], unitUuids: ['acme-hr'] };
const loner: AccessContext = { userUuid: 'lone', companyUuids: [], unitUuids: [] };

function uuidsOf(value: OwnerUuids | undefined): readonly string[] {
  if (value === undefined || value === null) return [];
  return typeof value === 'string' ? [value] : value;
}

/** The scope rules written out independently of the ability builder. */
function scopeAdmits(scope: Scope, context: AccessContext, object: ScopedObject): boolean {
  const anyIn = (value: OwnerUuids | undefined, allowed: readonly string[]) =>
    uuidsOf(value).some((uuid) => allowed.includes(uuid));
  switch (scope) {
    case '*':
      return true;
    case 'company':
      return anyIn(object.companyUuid, context.companyUuids);
    case 'company-unit':
      return anyIn(object.unitUuid, context.unitUuids);
    case 'user':
      return anyIn(object.userUuid, [context.userUuid]);
    case 'therapist':
      return anyIn(object.therapistUuid, [context.userUuid]);
  }
}

function filterAdmits(filter: ScopeFilter, object: ScopedObject): boolean {
  if (filter.kind !== 'some') return filter.kind === 'all';
  const anyIn = (value: OwnerUuids | undefined, allowed: string[]) =>
    uuidsOf(value).some((uuid) => allowed.includes(uuid));
  return (
    anyIn(object.companyUuid, filter.companyUuids) ||
    anyIn(object.unitUuid, filter.unitUuids) ||
    anyIn(object.userUuid, filter.userUuids) ||
    anyIn(object.therapistUuid, filter.therapistUuids)
  );
}

// A small pool of uuids so that contexts and objects often share one.
const uuid = fc.constantFrom('u1', 'u2', 'u3', 'u4');
const uuids = fc.uniqueArray(uuid, { maxLength: 3 });
const context: fc.Arbitrary<AccessContext> = fc.record({
  userUuid: uuid,
  companyUuids: uuids,
  unitUuids: uuids,
});
const owner: fc.Arbitrary<OwnerUuids | undefined> = fc.oneof(
  { arbitrary: uuid, weight: 3 },
  uuids,
  fc.constantFrom(null, undefined),
);
const scopedObject: fc.Arbitrary<ScopedObject> = fc.record(
  { companyUuid: owner, unitUuid: owner, userUuid: owner, therapistUuid: owner },
  { requiredKeys: [] },
);
const resource = fc.constantFrom(...RESOURCES);
const grant = resource.chain((r) =>
  fc.record({
    resource: fc.constant(r),
    action: fc.constantFrom(...actionsAllowedOn(r)),
    scope: fc.constantFrom(...SCOPES),
  }),
);
// Few resources and actions, so that random grants and random checks often meet.
const checkedResource = fc.constantFrom<Resource>('user', 'company', 'user/document');
const checkedAction = fc.constantFrom<Action>('read', 'update', 'readAll');
const focusedGrant = fc.record({
  resource: checkedResource,
  action: fc.constantFrom<Action>('read', 'update'),
  scope: fc.constantFrom(...SCOPES),
});
const grants = fc.array(fc.oneof(focusedGrant, grant), { maxLength: 6 });
const randomCheck = fc.tuple(checkedAction, checkedResource);
/** Held grants and a check that, half of the time, asks for the action and resource of one. */
const grantsAndCheck = grants.chain((held) =>
  fc.tuple(
    fc.constant(held),
    held.length === 0
      ? randomCheck
      : fc.oneof(
          randomCheck,
          fc.constantFrom(...held).map((g) => [g.action, g.resource] as const),
        ),
  ),
);
const text = (g: { resource: Resource; action: Action; scope: Scope }) =>
  `${g.resource}.${g.action}.[${g.scope}]`;

describe('defineAbilityFor', () => {
  it('admits any object under [*]', () => {
    const ability = defineAbilityFor(['company.read.[*]'], loner);
    expect(ability.can('read', scopedSubject('company', { companyUuid: 'other' }))).toBe(true);
    expect(ability.can('read', scopedSubject('company', {}))).toBe(true);
    expect(ability.can('update', scopedSubject('company', {}))).toBe(false);
  });

  it('admits under [company] only the user’s companies', () => {
    const ability = defineAbilityFor(['company.read.[company]'], alice);
    expect(ability.can('read', scopedSubject('company', { companyUuid: 'acme' }))).toBe(true);
    expect(ability.can('read', scopedSubject('company', { companyUuid: 'globex' }))).toBe(false);
    expect(ability.can('read', scopedSubject('company', {}))).toBe(false);
    expect(ability.can('read', scopedSubject('company', { companyUuid: ['x', 'acme'] }))).toBe(
      true,
    );
  });

  it('gives a user without a company no [company] access, not even on the type', () => {
    const ability = defineAbilityFor(['company.read.[company]'], loner);
    expect(ability.can('read', 'company')).toBe(false);
    expect(ability.can('read', scopedSubject('company', { companyUuid: 'acme' }))).toBe(false);
  });

  it('checks [company-unit], [user] and [therapist] against their fields', () => {
    const ability = defineAbilityFor(
      ['user.read.[company-unit]', 'meeting.read.[user]', 'chat.read.[therapist]'],
      alice,
    );
    expect(ability.can('read', scopedSubject('user', { unitUuid: 'acme-hr' }))).toBe(true);
    expect(ability.can('read', scopedSubject('user', { companyUuid: 'acme' }))).toBe(false);
    expect(ability.can('read', scopedSubject('meeting', { userUuid: 'alice' }))).toBe(true);
    expect(ability.can('read', scopedSubject('meeting', { therapistUuid: 'alice' }))).toBe(false);
    expect(ability.can('read', scopedSubject('chat', { therapistUuid: 'alice' }))).toBe(true);
    expect(ability.can('read', scopedSubject('chat', { userUuid: 'alice' }))).toBe(false);
  });

  it('checks the resource the object is tagged with', () => {
    const ability = defineAbilityFor(['company.read.[*]'], alice);
    expect(ability.can('read', 'company')).toBe(true);
    expect(ability.can('read', scopedSubject('user', {}))).toBe(false);
  });

  it('throws on a malformed grant', () => {
    expect(() => defineAbilityFor(['user.read.[*]', 'user.read'], alice)).toThrow(
      PermissionSyntaxError,
    );
  });

  it('admits an object exactly when some grant’s scope admits it', () => {
    fc.assert(
      fc.property(grantsAndCheck, context, scopedObject, ([held, [action, r]], who, object) => {
        const ability = defineAbilityFor(held.map(text), who);
        const expected = held.some(
          (g) => g.resource === r && g.action === action && scopeAdmits(g.scope, who, object),
        );
        expect(ability.can(action, scopedSubject(r, object))).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('never admits under [company] an object of a company outside the context', () => {
    const companyGrants = fc.array(
      grant.map((g) => ({ ...g, scope: 'company' as const })),
      { minLength: 1, maxLength: 5 },
    );
    fc.assert(
      fc.property(companyGrants, context, scopedObject, (held, who, object) => {
        const foreign = { ...object, companyUuid: `not-${who.companyUuids.join('-')}` };
        const ability = defineAbilityFor(held.map(text), who);
        for (const g of held) {
          expect(ability.can(g.action, scopedSubject(g.resource, foreign))).toBe(false);
        }
      }),
    );
  });
});

describe('scopeFilter', () => {
  it('is the union of the matching grants, and all as soon as one is [*]', () => {
    const held = ['user.read.[company]', 'user.read.[therapist]', 'user.update.[*]'];
    expect(scopeFilter({ grants: held, context: alice }, 'read', 'user')).toEqual({
      kind: 'some',
      companyUuids: ['acme'],
      unitUuids: [],
      userUuids: [],
      therapistUuids: ['alice'],
    });
    expect(scopeFilter({ grants: held, context: alice }, 'update', 'user')).toEqual({
      kind: 'all',
    });
    expect(scopeFilter({ grants: held, context: alice }, 'delete', 'user')).toEqual({
      kind: 'none',
    });
    expect(
      scopeFilter({ grants: ['user.read.[company]'], context: loner }, 'read', 'user'),
    ).toEqual({ kind: 'none' });
  });

  it('refuses an ability it did not build', () => {
    const ability = defineAbilityFor(['user.read.[*]'], alice);
    ability.update([{ action: 'read', subject: 'user', inverted: true }]);
    expect(() => scopeFilter(ability, 'read', 'user')).toThrow('inverted');
  });

  it('agrees with can on every object (model-based)', () => {
    fc.assert(
      fc.property(
        grantsAndCheck,
        context,
        fc.array(scopedObject, { minLength: 1, maxLength: 8 }),
        ([held, [action, r]], who, objects) => {
          const ability = defineAbilityFor(held.map(text), who);
          const filter = scopeFilter(ability, action, r);
          expect(scopeFilter({ grants: held.map(text), context: who }, action, r)).toEqual(filter);
          for (const object of objects) {
            expect(filterAdmits(filter, object)).toBe(
              ability.can(action, scopedSubject(r, object)),
            );
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
