import { describe, expect, it } from 'vitest';
import { type CompanyUser, usersCsv } from './company-users-api';

describe('company users CSV', () => {
  it('writes names and units that are formulas as inert text', () => {
    const member = {
      first_name: '=HYPERLINK("https://evil.example","Klicka")',
      last_name: '@Berg',
      email: 'anna@acme.se',
      role: 'client',
      company_role: 'standard-user',
      units: [{ name: '-Ledning' }],
      services: [{ name: 'Samtal' }],
      credits: { available: 3 },
    } as unknown as CompanyUser;
    expect(
      usersCsv(
        [member],
        [
          'Förnamn',
          'Efternamn',
          'E-post',
          'Roll',
          'Företagsroll',
          'Enheter',
          'Tjänster',
          'Krediter',
        ],
      ),
    ).toBe(
      [
        'Förnamn,Efternamn,E-post,Roll,Företagsroll,Enheter,Tjänster,Krediter',
        `"'=HYPERLINK(""https://evil.example"",""Klicka"")",'@Berg,anna@acme.se,client,standard-user,'-Ledning,Samtal,3`,
      ].join('\n'),
    );
  });
});
