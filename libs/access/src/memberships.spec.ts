import fc from 'fast-check';
import { defineAbility, scopedSubject, scopeFilter, type ScopedObject } from './ability';
import { allGrantsOf, type CompanyMembership, grantSetsFor } from './memberships';
import { type Action, type Resource } from './permission-grammar';
import { COMPANY_ROLE_PERMISSIONS } from './role-permissions';
import { COMPANY_ROLES, ROLES } from './roles';

const adminOfA: CompanyMembership = {
  companyUuid: 'a',
  companyRole: 'company-admin',
  unitUuids: ['a-hr'],
};
const memberOfB: CompanyMembership = {
  companyUuid: 'b',
  companyRole: 'standard-user',
  unitUuids: ['b-sales'],
};

/** Every resource and action any company role grants: what a membership could reach. */
const companyChecks: [Action, Resource][] = [
  ...new Set(Object.values(COMPANY_ROLE_PERMISSIONS).flatMap((grants) => grants)),
].map((grant) => {
  const [resource, action] = grant.split('.') as [Resource, Action];
  return [action, resource];
});

describe('grantSetsFor', () => {
  it('scopes a company admin’s rights to that company, not to another where they are a member', () => {
    const ability = defineAbility(
      grantSetsFor({ userUuid: 'me', role: 'client', memberships: [adminOfA, memberOfB] }),
    );
    const inA = { companyUuid: 'a', unitUuid: 'a-hr' };
    const inB = { companyUuid: 'b', unitUuid: 'b-sales' };
    expect(ability.can('read', scopedSubject('user/document', inA))).toBe(true);
    expect(ability.can('read', scopedSubject('user/document', inB))).toBe(false);
    expect(ability.can('read', scopedSubject('user', inA))).toBe(true);
    expect(ability.can('read', scopedSubject('user', inB))).toBe(false);
    expect(ability.can('create', scopedSubject('user-invitation', inB))).toBe(false);
    expect(ability.can('read', scopedSubject('chat', inB))).toBe(true);
  });

  it('lists only the admin’s own company and units in scope filters', () => {
    const sets = grantSetsFor({
      userUuid: 'me',
      role: 'client',
      memberships: [adminOfA, memberOfB],
    });
    expect(scopeFilter(defineAbility(sets), 'read', 'user')).toMatchObject({
      kind: 'some',
      companyUuids: [],
      unitUuids: ['a-hr'],
    });
    expect(scopeFilter(defineAbility(sets), 'read', 'company')).toMatchObject({
      companyUuids: ['a'],
    });
  });

  it('binds an invitation’s grant to its company', () => {
    const ability = defineAbility(
      grantSetsFor({
        userUuid: 'me',
        role: 'client',
        memberships: [memberOfB, { ...adminOfA, companyRole: 'standard-user' }],
        extraGrants: [{ permission: 'company/credit.read.[company]', companyUuid: 'a' }],
      }),
    );
    expect(ability.can('read', scopedSubject('company/credit', { companyUuid: 'a' }))).toBe(true);
    expect(ability.can('read', scopedSubject('company/credit', { companyUuid: 'b' }))).toBe(false);
  });

  it('lets a platform role act in the companies administrators placed the user in only', () => {
    const clinic: CompanyMembership = { ...memberOfB, companyUuid: 'clinic' };
    const linked: CompanyMembership = { ...memberOfB, companyUuid: 'linked', selfService: true };
    const ability = defineAbility(
      grantSetsFor({ userUuid: 'me', role: 'clinic-admin', memberships: [clinic, linked] }),
    );
    expect(ability.can('read', scopedSubject('user', { companyUuid: 'clinic' }))).toBe(true);
    expect(ability.can('read', scopedSubject('user', { companyUuid: 'linked' }))).toBe(false);
  });

  it('keeps unscoped and own-user grants of the platform role', () => {
    const ability = defineAbility(grantSetsFor({ userUuid: 'me', role: 'admin', memberships: [] }));
    expect(ability.can('read', scopedSubject('company', { companyUuid: 'any' }))).toBe(true);
    const client = defineAbility(grantSetsFor({ userUuid: 'me', role: 'client', memberships: [] }));
    expect(client.can('read', scopedSubject('user', { userUuid: 'me' }))).toBe(true);
  });

  it('gives in a company exactly what that membership alone gives, whatever else the user holds', () => {
    const role = fc.constantFrom(...ROLES);
    const companyRole = fc.constantFrom(...COMPANY_ROLES);
    const units = fc.uniqueArray(fc.constantFrom('x1', 'x2'), { maxLength: 2 });
    const elsewhere = fc.array(
      fc.record({
        companyUuid: fc.constantFrom('a', 'b', 'c'),
        companyRole,
        unitUuids: fc.uniqueArray(fc.constantFrom('a1', 'b1', 'c1'), { maxLength: 2 }),
      }),
      { maxLength: 3 },
    );
    const object = fc.record<ScopedObject>({
      companyUuid: fc.constant('x'),
      unitUuid: fc.constantFrom('x1', 'x2', null),
    });
    fc.assert(
      fc.property(role, companyRole, units, elsewhere, object, (r, cr, unitUuids, others, obj) => {
        const inX: CompanyMembership = {
          companyUuid: 'x',
          companyRole: cr,
          unitUuids,
        };
        const alone = defineAbility(grantSetsFor({ userUuid: 'me', role: r, memberships: [inX] }));
        const withOthers = defineAbility(
          grantSetsFor({ userUuid: 'me', role: r, memberships: [inX, ...others] }),
        );
        for (const [action, resource] of companyChecks) {
          expect(withOthers.can(action, scopedSubject(resource, obj))).toBe(
            alone.can(action, scopedSubject(resource, obj)),
          );
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('allGrantsOf', () => {
  it('is every grant once, sorted', () => {
    const sets = grantSetsFor({
      userUuid: 'me',
      role: 'client',
      memberships: [adminOfA, memberOfB],
    });
    const grants = allGrantsOf(sets);
    expect(grants).toEqual([...new Set(grants)].sort());
    expect(grants).toContain('user/document.read.[company]');
    expect(grants).toContain('chat.read.[company]');
  });
});

describe('grants an administrator gave without a company', () => {
  const placedGrant = { permission: 'user.read.[company]', companyUuid: null };

  it('reach the memberships and units administrators made', () => {
    const ability = defineAbility(
      grantSetsFor({
        userUuid: 'me',
        role: 'hc',
        memberships: [memberOfB],
        looseUnitUuids: ['c-unit'],
        extraGrants: [
          placedGrant,
          { permission: 'user.impersonate.[company-unit]', companyUuid: null },
        ],
      }),
    );
    expect(ability.can('read', scopedSubject('user', { companyUuid: 'b' }))).toBe(true);
    expect(ability.can('impersonate', scopedSubject('user', { unitUuid: 'c-unit' }))).toBe(true);
  });

  it('never reach a company the user joined through the e-mail link', () => {
    const linked: CompanyMembership = { ...memberOfB, companyUuid: 'linked', selfService: true };
    const ability = defineAbility(
      grantSetsFor({
        userUuid: 'me',
        role: 'client',
        memberships: [memberOfB, linked],
        extraGrants: [placedGrant],
      }),
    );
    expect(ability.can('read', scopedSubject('user', { companyUuid: 'b' }))).toBe(true);
    expect(ability.can('read', scopedSubject('user', { companyUuid: 'linked' }))).toBe(false);
  });
});
