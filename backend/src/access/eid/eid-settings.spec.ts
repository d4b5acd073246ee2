import { Environment } from 'src/config/environment';
import { eidSettings } from './eid-settings';

function environment(overrides: Partial<Environment>): Environment {
  return Object.assign(new Environment(), { JWT_SECRET: 'x'.repeat(32), ...overrides });
}

describe('e-ID settings', () => {
  it('uses the embedded issuer in development, under the API address', () => {
    const settings = eidSettings(environment({ PORT: 3700 }));
    expect(settings).toMatchObject({
      embedded: true,
      issuerUrl: 'http://localhost:3700/dev-eid',
      redirectUri: 'http://localhost:3700/api/v1/account/eid/callback',
      disabledReason: null,
      secureCookies: false,
    });
  });

  it('follows API_PUBLIC_URL', () => {
    const settings = eidSettings(environment({ API_PUBLIC_URL: 'https://api.example.com/' }));
    expect(settings.issuerUrl).toBe('https://api.example.com/dev-eid');
    expect(settings.redirectUri).toBe('https://api.example.com/api/v1/account/eid/callback');
    expect(settings.secureCookies).toBe(true);
  });

  it('uses an outside issuer when EID_ISSUER_URL is set', () => {
    const settings = eidSettings(environment({ EID_ISSUER_URL: 'https://eid.example.com/' }));
    expect(settings).toMatchObject({ embedded: false, issuerUrl: 'https://eid.example.com' });
  });

  it('never runs the embedded issuer in production', () => {
    const settings = eidSettings(environment({ NODE_ENV: 'production' }));
    expect(settings.embedded).toBe(false);
    expect(settings.issuerUrl).toBeNull();
    expect(settings.disabledReason).toMatch(/EID_ISSUER_URL/);
  });

  it('refuses the development client secret in production', () => {
    const production = {
      NODE_ENV: 'production' as const,
      EID_ISSUER_URL: 'https://eid.example.com',
    };
    expect(eidSettings(environment(production)).issuerUrl).toBeNull();
    expect(
      eidSettings(environment({ ...production, EID_CLIENT_SECRET: 'a-real-secret-0123456789' }))
        .issuerUrl,
    ).toBe('https://eid.example.com');
  });
});
