import { UserPermissionGrant } from 'src/users/user-permission-grant.entity';
import { BackendProcess, childEnvironment } from '../support/backend-process';
import { freePort } from '../support/free-port';
import { createAccount } from '../support/test-accounts';
import { loginAs, seedDemo, startTestApp, type TestApp } from '../support/test-app';

/**
 * A change of a caller's access made through one process (or straight in the database) counts on
 * the very next request to another, though each process keeps the grants it built per access
 * version. Each case first asks the second process, so what it keeps is warm.
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

  const sql = (statement: string, values: unknown[] = []) =>
    api.orm.em.getConnection().execute<Record<string, unknown>[]>(statement, values);

  it('honours a grant added straight in the database on the next request', async () => {
    const user = await createAccount(api);
    const token = await loginAs(api, user.email);
    const insurance = '/api/v1/insurance?national_id=198002022382';
    expect(await ask(insurance, token)).toBe(403);
    await sql(
      `insert into user_permission_grants (user_id, permission, created_at, updated_at)
      values (?, 'insurance.read.[*]', now(), now())`,
      [user.id],
    );
    expect(await ask(insurance, token)).toBe(200);
  });

  it('follows a changed role on the next request, both ways', async () => {
    const user = await createAccount(api, { role: 'client' });
    const token = await loginAs(api, user.email);
    const products = '/api/admin/products';
    expect(await ask(products, token)).toBe(403);
    await sql(`update users set role = 'admin' where id = ?`, [user.id]);
    expect(await ask(products, token)).toBe(200);
    await sql(`update users set role = 'client' where id = ?`, [user.id]);
    expect(await ask(products, token)).toBe(403);
  });

  it('follows a company membership given and taken on the next request', async () => {
    const user = await createAccount(api, { role: 'client' });
    const token = await loginAs(api, user.email);
    const company = '/api/admin/companies/5e1d0c0a-0000-4000-8000-000000000001';
    expect(await ask(company, token)).toBe(403);
    await sql(
      `insert into company_members (company_id, user_id, company_role, created_at, updated_at)
      values (1, ?, 'company-admin', now(), now())`,
      [user.id],
    );
    expect(await ask(company, token)).toBe(200);
    await sql('delete from company_members where user_id = ?', [user.id]);
    expect(await ask(company, token)).toBe(403);
  });

  it('raises the access version on every change grants are built from', async () => {
    const user = await createAccount(api, { role: 'client' });
    const version = async () =>
      Number(
        (await sql('select access_version from users where id = ?', [user.id]))[0]?.access_version,
      );
    const changes = [
      `insert into company_members (company_id, user_id, company_role, created_at, updated_at)
         values (1, ${user.id}, 'standard-user', now(), now())`,
      `update company_members set company_role = 'company-admin' where user_id = ${user.id}`,
      `insert into company_unit_members (unit_id, user_id, created_at, updated_at)
         values (1, ${user.id}, now(), now())`,
      `delete from company_unit_members where user_id = ${user.id}`,
      `insert into user_permission_grants (user_id, permission, created_at, updated_at)
         values (${user.id}, 'insurance.read.[*]', now(), now())`,
      `delete from user_permission_grants where user_id = ${user.id}`,
      `update users set role = 'hc' where id = ${user.id}`,
      `update users set role = 'client' where id = ${user.id}`,
      `delete from company_members where user_id = ${user.id}`,
    ];
    for (const change of changes) {
      const before = await version();
      await sql(change);
      expect({ change, raised: (await version()) > before }).toEqual({ change, raised: true });
    }
    const unchanged = await version();
    await sql(`update users set phone = '0701234567' where id = ?`, [user.id]);
    expect(await version()).toBe(unchanged);
  });
});
