import { grantsFor, type Role } from '@sinnro/access';
import { CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { type User } from './user.entity';
import { assignableRoles, reachesEveryUser, staffReadScope } from './user-scope';

function callerWith(role: Role, context: { companyUuids?: string[]; unitUuids?: string[] } = {}) {
  const grants = grantsFor({
    role,
    companyRoles: context.unitUuids?.length ? ['company-admin'] : [],
  });
  const access = {
    userUuid: 'caller-uuid',
    companyUuids: context.companyUuids ?? [],
    unitUuids: context.unitUuids ?? [],
  };
  const user = { uuid: 'caller-uuid', role } as User;
  return new CallerAccess(user, [{ grants, context: access }]);
}

describe('user scopes', () => {
  it('lets admins and health coaches list everyone', () => {
    expect(staffReadScope(callerWith('admin'))).toEqual({ kind: 'all' });
    expect(staffReadScope(callerWith('hc'))).toEqual({ kind: 'all' });
  });

  it('limits a therapist to their clients and a company admin to their units', () => {
    expect(staffReadScope(callerWith('therapist-premium'))).toMatchObject({
      kind: 'some',
      therapistUuids: ['caller-uuid'],
    });
    expect(
      staffReadScope(callerWith('client', { companyUuids: ['c1'], unitUuids: ['u1'] })),
    ).toMatchObject({ kind: 'some', unitUuids: ['u1'], userUuids: ['caller-uuid'] });
  });

  it('refuses lists to a client, whose scope is their own account', () => {
    expect(() => staffReadScope(callerWith('client'))).toThrow(ApiException);
    expect(() => staffReadScope(callerWith('clinic-admin'))).toThrow(ApiException);
  });

  it('gives every role to admins and clients only to others', () => {
    expect(assignableRoles(callerWith('admin'))).toContain('hc');
    expect(assignableRoles(callerWith('hc'))).toEqual(['client']);
    expect(reachesEveryUser(callerWith('hc'), 'update')).toBe(true);
    expect(reachesEveryUser(callerWith('therapist-premium'), 'update')).toBe(false);
  });
});
