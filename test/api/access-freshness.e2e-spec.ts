import { UserPermissionGrant } from 'src/users/user-permission-grant.entity';
import { BackendProcess, childEnvironment } from '../support/backend-process';
import { freePort } from '../support/free-port';
import { createAccount } from '../support/test-accounts';
import { loginAs, seedDemo, startTestApp, type TestApp } from '../support/test-app';

/**
 * The caller's access is read anew on every request, in every API process: a change made through
 * one process (or straight in the database) counts on the very next request to another. Each case
 * first asks the second process once, so anything it might keep would be warm.
 */
describe('access changes across two API processes', () => {
  let api: TestApp;
  let other: BackendProcess;
  let otherBase: string;

  const ask = async (path: string, token: string): Promise<number> => {
    const response = await fetch(`${otherBase}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return response.status;
  };

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    const port = await freePort();
    other = new BackendProcess('main.js', childEnvironment({ PORT: String(port) }));
    await other.waitForOutput(/API listening on port/, 60_000);
    otherBase = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    other.child.kill('SIGTERM');
    await other.finished();
    await api.close();
  });

  it('refuses a blocked user on the next request', async () => {
    const user = await createAccount(api);
    const token = await loginAs(api, user.email);
    expect(await ask('/api/user-id', token)).toBe(200);
    const blocked = await api.request({
      method: 'PUT',
      url: `/api/users/${user.id}/block`,
      headers: { authorization: `Bearer ${await loginAs(api, 'admin@example.com')}` },
    });
    expect(blocked.statusCode).toBe(200);
    expect(await ask('/api/user-id', token)).toBe(401);
  });

  it('refuses a revoked token on the next request', async () => {
    const user = await createAccount(api);
    const token = await loginAs(api, user.email);
    expect(await ask('/api/user-id', token)).toBe(200);
    const logout = await api.request({
      method: 'GET',
      url: '/api/v1/account/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(await ask('/api/user-id', token)).toBe(401);
  });

  it('stops honouring a removed grant on the next request', async () => {
    const user = await createAccount(api);
    const em = api.orm.em.fork();
    em.create(UserPermissionGrant, { user: user.id, permission: 'insurance.read.[*]' });
    await em.flush();
    const token = await loginAs(api, user.email);
    const insurance = '/api/v1/insurance?national_id=198002022382';
    expect(await ask(insurance, token)).toBe(200);
    await em.nativeDelete(UserPermissionGrant, { user: user.id });
    expect(await ask(insurance, token)).toBe(403);
  });
});
