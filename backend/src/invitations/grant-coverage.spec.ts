import { COMPANY_ROLE_PERMISSIONS } from '@sinnro/access';
import { uncoveredGrants } from './grant-coverage';

describe('uncoveredGrants', () => {
  const companyAdmin = COMPANY_ROLE_PERMISSIONS['company-admin'];

  it('lets a holder give the same grant or a narrower scope of it', () => {
    expect(uncoveredGrants(companyAdmin, ['user.read.[company-unit]'])).toEqual([]);
    expect(uncoveredGrants(['company.read.[company]'], ['company.read.[company-unit]'])).toEqual(
      [],
    );
    expect(
      uncoveredGrants(['user.read.[*]'], ['user.read.[therapist]', 'user.read.[user]']),
    ).toEqual([]);
  });

  it('names every grant that reaches further than the holder’s own', () => {
    expect(
      uncoveredGrants(companyAdmin, [
        'user.read.[company]',
        'user.impersonate.[*]',
        'user/credit.read.[company-unit]',
      ]),
    ).toEqual(['user.read.[company]', 'user.impersonate.[*]']);
  });

  it('does not mix up actions, resources or named scopes', () => {
    expect(uncoveredGrants(['user.read.[*]'], ['user.update.[company-unit]'])).toEqual([
      'user.update.[company-unit]',
    ]);
    expect(uncoveredGrants(['company.read.[*]'], ['company-unit.read.[company]'])).toEqual([
      'company-unit.read.[company]',
    ]);
    expect(uncoveredGrants(['user.read.[therapist]'], ['user.read.[user]'])).toEqual([
      'user.read.[user]',
    ]);
  });
});
