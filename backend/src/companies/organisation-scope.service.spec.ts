import { type EntityManager } from '@mikro-orm/postgresql';
import { COMPANY_ROLE_PERMISSIONS, grantsFor, type Role } from '@sinnro/access';
import { CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { type User } from 'src/users/user.entity';
import { OrganisationScopeService } from './organisation-scope.service';

const COMPANY = 'company-1';
const PARENT = 'unit-parent';
const CHILD = 'unit-child';
const SIBLING = 'unit-sibling';

/** A company admin of these units of COMPANY (or a platform role without company). */
function caller(role: Role, unitUuids: string[] = []): CallerAccess {
  const context = { userUuid: 'caller', companyUuids: [COMPANY], unitUuids };
  const user = { uuid: 'caller', role } as User;
  const grants = unitUuids.length ? [...COMPANY_ROLE_PERMISSIONS['company-admin']] : [];
  return new CallerAccess(user, [{ grants: [...grantsFor({ role }), ...grants], context }]);
}

/** The service over a database whose recursive queries answer these rows. */
function scopeOver(rows: object[]): { scope: OrganisationScopeService; queries: unknown[][] } {
  const queries: unknown[][] = [];
  const execute = (_sql: string, params: unknown[]) => {
    queries.push(params);
    return Promise.resolve(rows);
  };
  const em = { getConnection: () => ({ execute }) } as unknown as EntityManager;
  return { scope: new OrganisationScopeService(em), queries };
}

describe('the organisation scope', () => {
  it('admits an object of the caller’s own unit without looking up its ancestors', async () => {
    const { scope, queries } = scopeOver([]);
    const object = { companyUuid: COMPANY, unitUuid: PARENT };
    expect(await scope.can(caller('client', [PARENT]), 'read', 'user-invitation', object)).toBe(
      true,
    );
    expect(queries).toEqual([]);
  });

  it('admits an object of a sub-unit through its chain of units', async () => {
    const { scope, queries } = scopeOver([{ uuid: CHILD }, { uuid: PARENT }]);
    const object = { companyUuid: COMPANY, unitUuid: [CHILD] };
    expect(await scope.can(caller('client', [PARENT]), 'read', 'user', object)).toBe(true);
    expect(queries).toEqual([[[CHILD]]]);
  });

  it('refuses an object above or beside the caller’s unit', async () => {
    const { scope } = scopeOver([{ uuid: SIBLING }]);
    const object = { companyUuid: COMPANY, unitUuid: SIBLING };
    await expect(
      scope.assertCan(caller('client', [CHILD]), 'read', 'user-invitation', object),
    ).rejects.toThrow(ApiException);
  });

  it('asks nothing of the database for a caller without unit grants', async () => {
    const { scope, queries } = scopeOver([]);
    const object = { companyUuid: 'other', unitUuid: CHILD };
    expect(await scope.can(caller('therapist-premium'), 'read', 'user', object)).toBe(false);
    expect(queries).toEqual([]);
  });

  it('lets lists reach the descendants of the caller’s units in the list’s own statement', () => {
    const { scope, queries } = scopeOver([]);
    const reach = scope.reach<object>(caller('client', [PARENT]), 'read', 'user-invitation', {
      company: (uuids) => ({ company: uuids }),
      unit: (tree) => ({ unit: tree.unitIds }),
    });
    const subquery = expect.objectContaining({
      sql: expect.stringContaining('with recursive') as string,
      params: [`{${PARENT}}`],
    }) as unknown;
    expect(reach).toEqual([{ unit: subquery }]);
    expect(queries).toEqual([]);
  });

  it('reaches every row for `[*]` and no row without a grant', () => {
    const { scope } = scopeOver([]);
    const paths = { company: (uuids: string[]) => uuids };
    expect(scope.reach(caller('admin'), 'read', 'user-invitation', paths)).toBe('all');
    expect(scope.reach(caller('cc'), 'read', 'user-invitation', paths)).toEqual([]);
  });
});
