import { homePathForRole } from './role-home';
import { ROLES } from './roles';

describe('homePathForRole', () => {
  it.each([
    ['admin', '/admin/users/list'],
    ['cc', '/cc/modules/list'],
    ['clinic-admin', '/services'],
    ['hc', '/clients'],
    ['clinic-therapist', '/clients'],
    ['therapist-premium', '/clients'],
    ['client', '/client/dashboard'],
  ])('sends %s to %s', (role, home) => {
    expect(homePathForRole({ role, permissions: [] })).toBe(home);
  });

  it('sends a client who may create user invitations to the services page', () => {
    expect(
      homePathForRole({ role: 'client', permissions: ['user-invitation.create.[company]'] }),
    ).toBe('/client/services');
  });

  it('sends a role outside the table to the clients list', () => {
    expect(homePathForRole({ role: 'some-future-role', permissions: [] })).toBe('/clients');
  });

  it('has a home for every role', () => {
    for (const role of ROLES) {
      expect(homePathForRole({ role, permissions: [] })).toMatch(/^\//);
    }
  });
});
