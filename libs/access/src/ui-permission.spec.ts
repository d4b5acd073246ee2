import fc from 'fast-check';
import { hasUiPermission } from './ui-permission';

describe('hasUiPermission', () => {
  it('compares only the first two dot-separated parts', () => {
    const user = { role: 'client', permissions: ['company.read.[company]'] };
    expect(hasUiPermission(user, { permission: 'company.read.[*]' })).toBe(true);
    expect(hasUiPermission(user, { permission: 'company.update.[company]' })).toBe(false);
  });

  it('passes on the needed role alone', () => {
    expect(hasUiPermission({ role: 'hc', permissions: [] }, { role: 'hc' })).toBe(true);
    expect(hasUiPermission({ role: 'cc', permissions: [] }, { role: 'hc' })).toBe(false);
  });

  it('denies when nothing is asked for', () => {
    expect(hasUiPermission({ role: 'admin', permissions: ['user.read.[*]'] }, {})).toBe(false);
  });

  it('grants any permission to a user holding it exactly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z-]{1,8}$/), { minLength: 1, maxLength: 4 }),
        (parts) => {
          const permission = parts.join('.');
          return hasUiPermission({ role: 'x', permissions: [permission] }, { permission });
        },
      ),
    );
  });
});
