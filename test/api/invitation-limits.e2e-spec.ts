import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

/**
 * Every way of sending an invitation form counts against the one per-user limit of invitations
 * (RATE_LIMIT_INVITATIONS_PER_HOUR): creating and changing one, through the API and the console's
 * resource, refused calls included. Otherwise an inviter could probe, past the limit, for the
 * people it still answers "already exists" about.
 */
describe('the invitation limit', () => {
  let api: TestApp;
  let fixtures: UserFixtures;

  beforeAll(async () => {
    api = await startTestApp({ RATE_LIMIT_INVITATIONS_PER_HOUR: '3' });
    fixtures = new UserFixtures(api);
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await api.close();
  });

  it('counts create and update calls of both routes together, in the caller’s language', async () => {
    const admin = await fixtures.user(
      {
        email: `invitation-limit-${randomUUID().slice(0, 8)}@sinnro.test`,
        firstName: 'Gunnel',
        lastName: 'Gräns',
        role: 'admin',
      },
      { withPassword: true },
    );
    const missing = randomUUID();
    const statuses = [
      (await fixtures.as(admin, 'POST', '/api/admin/invitations', { payload: {} })).statusCode,
      (await fixtures.as(admin, 'PUT', `/api/v1/invitations/${missing}`, { payload: {} }))
        .statusCode,
      (await fixtures.as(admin, 'PUT', `/api/admin/invitations/${missing}`, { payload: {} }))
        .statusCode,
    ];
    expect(statuses).toEqual([400, 404, 404]);
    for (const [method, url] of [
      ['POST', '/api/v1/invitations'],
      ['POST', '/api/admin/invitations'],
      ['PUT', `/api/v1/invitations/${missing}`],
      ['PUT', `/api/admin/invitations/${missing}`],
    ] as const) {
      const response = await fixtures.as(admin, method, url, { payload: {}, language: 'sv' });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 429 });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toMatchObject({
        message: 'För många förfrågningar. Försök igen om en stund.',
      });
    }
  });
});
