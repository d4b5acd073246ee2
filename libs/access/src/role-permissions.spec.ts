import { defineAbilityFor, scopedSubject } from './ability';
import { parsePermission } from './permission-grammar';
import { homePathForRole } from './role-home';
import { COMPANY_ROLE_PERMISSIONS, ROLE_PERMISSIONS, grantsFor } from './role-permissions';
import { COMPANY_ROLES, ROLES } from './roles';

const TABLE = [
  ...ROLES.map((role) => [role, ROLE_PERMISSIONS[role]] as const),
  ...COMPANY_ROLES.map((role) => [`company role ${role}`, COMPANY_ROLE_PERMISSIONS[role]] as const),
];

const holders = (prefix: string) =>
  TABLE.filter(([, grants]) => grants.some((grant) => grant.startsWith(prefix))).map(
    ([name]) => name,
  );

describe('the role permission table', () => {
  it.each(TABLE)('%s: every grant parses and none is listed twice', (_, grants) => {
    for (const grant of grants) expect(() => parsePermission(grant)).not.toThrow();
    expect(new Set(grants).size).toBe(grants.length);
  });

  it('lets only admin impersonate, and only admin with changes', () => {
    expect(holders('user.impersonate.')).toEqual(['admin']);
    expect(holders('user/impersonation.')).toEqual(['admin']);
  });

  it('shows the access log to admins, and to a client only their own', () => {
    expect(holders('access-log.')).toEqual(['client', 'admin']);
    expect(ROLE_PERMISSIONS.client).toContain('access-log.read.[user]');
  });

  it('gives a client no unscoped write grant, so no write on another user', () => {
    const unscoped = ROLE_PERMISSIONS.client.map(parsePermission).filter((p) => p.scope === '*');
    expect(unscoped.filter((p) => p.action !== 'read')).toEqual([]);
    const carol = { userUuid: 'carol', companyUuids: ['acme'], unitUuids: ['acme-hr'] };
    const ability = defineAbilityFor(ROLE_PERMISSIONS.client, carol);
    const other = scopedSubject('user', {
      userUuid: 'dave',
      companyUuid: 'acme',
      unitUuid: 'acme-hr',
    });
    expect(ability.can('update', other)).toBe(false);
    expect(ability.can('update', scopedSubject('user', { userUuid: 'carol' }))).toBe(true);
  });

  it('lets a client read and change only their own payments; admins read every one', () => {
    expect(holders('payment.')).toEqual(['client', 'admin']);
    expect(holders('payment/plan.')).toEqual(['admin']);
    expect(holders('payment/promotion-code.')).toEqual(['admin']);
    const carol = { userUuid: 'carol', companyUuids: [], unitUuids: [] };
    const client = defineAbilityFor(ROLE_PERMISSIONS.client, carol);
    expect(client.can('read', scopedSubject('payment', { userUuid: 'carol' }))).toBe(true);
    expect(client.can('read', scopedSubject('payment', { userUuid: 'dave' }))).toBe(false);
    expect(client.can('update', scopedSubject('payment', { userUuid: 'dave' }))).toBe(false);
    const admin = defineAbilityFor(ROLE_PERMISSIONS.admin, carol);
    expect(admin.can('read', scopedSubject('payment', { userUuid: 'dave' }))).toBe(true);
  });

  it('lets admins review samples of every read, clinic admins those of their clinic only', () => {
    expect(holders('access-log/review.')).toEqual(['admin', 'clinic-admin']);
    expect(ROLE_PERMISSIONS['clinic-admin']).toEqual(
      expect.arrayContaining([
        'access-log/review.create.[company]',
        'access-log/review.read.[company]',
        'access-log/review.update.[company]',
      ]),
    );
    const clinic = { userUuid: 'ann', companyUuids: ['clinic'], unitUuids: [] };
    const ability = defineAbilityFor(ROLE_PERMISSIONS['clinic-admin'], clinic);
    expect(ability.can('read', scopedSubject('access-log/review', { companyUuid: 'clinic' }))).toBe(
      true,
    );
    expect(ability.can('read', scopedSubject('access-log/review', { companyUuid: 'other' }))).toBe(
      false,
    );
  });

  it('lets admins only mark risk items (content creators author modules, not risk detection)', () => {
    expect(holders('module/risk-item.')).toEqual(['admin']);
    expect(ROLE_PERMISSIONS.cc).toContain('module.update.[*]');
  });

  it('shows the job queue board to admins only', () => {
    expect(holders('queue.')).toEqual(['admin']);
  });

  it('shows uploaded user documents to company admins only', () => {
    expect(holders('user/document.')).toEqual(['company role company-admin']);
    const document = scopedSubject('user/document', {
      companyUuid: 'acme',
      unitUuid: 'acme-hr',
      userUuid: 'carol',
      therapistUuid: 'tess',
    });
    const context = (userUuid: string) => ({ userUuid, companyUuids: ['acme'], unitUuids: [] });
    const reader = (userUuid: string, grants: string[]) =>
      defineAbilityFor(grants, context(userUuid)).can('read', document);
    expect(reader('carol', grantsFor({ role: 'client', companyRoles: ['standard-user'] }))).toBe(
      false,
    );
    expect(reader('tess', grantsFor({ role: 'clinic-therapist' }))).toBe(false);
    expect(reader('tess', grantsFor({ role: 'therapist-premium' }))).toBe(false);
    expect(reader('boss', grantsFor({ role: 'client', companyRoles: ['company-admin'] }))).toBe(
      true,
    );
  });

  it('matches the menus of the specification', () => {
    expect(holders('insurance.read.')).toEqual(['admin']);
    expect(holders('faq.read.')).toEqual(['clinic-therapist']);
    expect(holders('user.update.[user]')).toEqual(['client']);
    expect(ROLE_PERMISSIONS.cc).toEqual(
      expect.arrayContaining(['module.read.[*]', 'program.read.[*]']),
    );
    expect(ROLE_PERMISSIONS.client).toContain('meeting.read.[user]');
    expect(COMPANY_ROLE_PERMISSIONS['standard-user']).toEqual(['chat.read.[company]']);
  });

  it('sends a client to /client/services only as a company admin', () => {
    const home = (companyRoles: ('standard-user' | 'company-admin')[]) =>
      homePathForRole({ role: 'client', permissions: grantsFor({ role: 'client', companyRoles }) });
    expect(home(['company-admin'])).toBe('/client/services');
    expect(home(['standard-user'])).toBe('/client/dashboard');
  });
});

describe('grantsFor', () => {
  it('merges role, company roles and extra grants, without duplicates, sorted', () => {
    const grants = grantsFor({
      role: 'client',
      companyRoles: ['standard-user', 'standard-user'],
      extraGrants: ['module.read.[*]', 'faq.read.[therapist]'],
    });
    expect(grants).toEqual([...new Set(grants)].sort());
    expect(grants).toContain('chat.read.[company]');
    expect(grants).toContain('faq.read.[therapist]');
    expect(grants.filter((grant) => grant === 'module.read.[*]')).toHaveLength(1);
  });

  it('is the role’s own grants when nothing else is given', () => {
    expect(grantsFor({ role: 'cc' })).toEqual([...ROLE_PERMISSIONS.cc].sort());
  });
});
