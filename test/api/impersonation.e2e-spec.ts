import { AuditEvent } from 'src/audit/audit-event.entity';
import { CompanyUnitMember } from 'src/companies/company-unit-member.entity';
import { CompanyUnit } from 'src/companies/company-unit.entity';
import { DEMO_COMPANY } from 'src/database/seeders/demo-accounts';
import { UserPermissionGrant } from 'src/users/user-permission-grant.entity';
import { User } from 'src/users/user.entity';
import { createAccount } from '../support/test-accounts';
import { loginAs, seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { decodePayload } from '../support/tokens';

interface ImpersonationAnswer {
  token: string;
  user: { uuid: string; role: string; impersonation: unknown };
  original_user_id: string;
  impersonating_as_id: string;
}

describe('impersonation', () => {
  let api: TestApp;
  let admin: User;
  let client: User;
  let adminToken: string;

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    const em = api.orm.em.fork();
    admin = await em.findOneOrFail(User, { email: 'admin@example.com' });
    client = await em.findOneOrFail(User, { email: 'client@example.com' });
    adminToken = await loginAs(api, 'admin@example.com');
  });
  afterAll(() => api.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const REASON = 'Support ticket 4711: the client cannot see their module';
  const start = (
    token: string,
    userUuid: string,
    language?: string,
    terms: { reason?: string; with_changes?: boolean } = { reason: REASON },
  ) =>
    api.request({
      method: 'POST',
      url: '/api/users/impersonate?action=start',
      payload: { user_uuid: userUuid, ...terms },
      headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
    });
  const stop = (token: string, payload?: Record<string, unknown>) =>
    api.request({
      method: 'POST',
      url: '/api/users/impersonate/stop?action=stop',
      payload,
      headers: bearer(token),
    });
  const profile = (token: string) =>
    api.request({
      method: 'GET',
      url: '/api/users/get-current-user-profile',
      headers: bearer(token),
    });
  const auditRows = (event: string, subjectUuid: string) =>
    api.orm.em
      .fork()
      .find(AuditEvent, { event, subjectId: subjectUuid }, { orderBy: { id: 'asc' } });

  it('lets an admin act as a client: the token names both, the profile is the client’s', async () => {
    const response = await start(adminToken, client.uuid);
    expect(response.statusCode).toBe(200);
    const body = response.json<ImpersonationAnswer>();
    expect(body).toMatchObject({
      original_user_id: admin.uuid,
      impersonating_as_id: client.uuid,
      user: { uuid: client.uuid, role: 'client' },
    });
    expect(decodePayload(body.token)).toMatchObject({
      sub: client.uuid,
      user: { uuid: client.uuid, roles: ['client'] },
      original_user_id: admin.uuid,
      impersonating_as_id: client.uuid,
      impersonation_read_only: true,
    });

    const seen = await profile(body.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      uuid: client.uuid,
      email: 'client@example.com',
      impersonation: {
        original_user_id: admin.uuid,
        impersonating_as_id: client.uuid,
        read_only: true,
      },
    });
    expect((await profile(adminToken)).json()).toMatchObject({
      uuid: admin.uuid,
      impersonation: null,
    });
  });

  it('refuses callers without user.impersonate (403)', async () => {
    for (const email of ['client@example.com', 'hc@example.com', 'company-admin@example.com']) {
      const response = await start(await loginAs(api, email), client.uuid);
      expect({ email, status: response.statusCode }).toEqual({ email, status: 403 });
    }
    expect((await start('', client.uuid)).statusCode).toBe(401);
  });

  it('refuses to impersonate an admin, or anyone who may impersonate (403)', async () => {
    const otherAdmin = await createAccount(api, { role: 'admin' });
    const response = await start(adminToken, otherAdmin.uuid, 'en');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Admins cannot impersonate other admins' });
    expect((await start(adminToken, admin.uuid)).statusCode).toBe(403);

    const granted = await createAccount(api, { role: 'hc' });
    const em = api.orm.em.fork();
    em.create(UserPermissionGrant, { user: granted.id, permission: 'user.impersonate.[*]' });
    await em.flush();
    const grantedAnswer = await start(adminToken, granted.uuid, 'en');
    expect(grantedAnswer.statusCode).toBe(403);
    expect(grantedAnswer.json()).toMatchObject({
      message: 'Users who can impersonate others cannot be impersonated',
    });
  });

  it('keeps a scoped impersonator within the scope of the grant (404 outside it)', async () => {
    const scoped = await createAccount(api, { role: 'hc' });
    const em = api.orm.em.fork();
    const ledning = await em.findOneOrFail(CompanyUnit, { uuid: DEMO_COMPANY.units[0].uuid });
    em.create(CompanyUnitMember, { unit: ledning, user: scoped.id });
    em.create(UserPermissionGrant, {
      user: scoped.id,
      permission: 'user.impersonate.[company-unit]',
    });
    await em.flush();
    const token = await loginAs(api, scoped.email);

    expect((await start(token, client.uuid)).statusCode).toBe(200); // client is in Ledning
    const outsider = await createAccount(api);
    expect((await start(token, outsider.uuid)).statusCode).toBe(404);
    const asRole = await api.request({
      method: 'GET',
      url: '/api/v1/account/impersonate/client',
      headers: bearer(token),
    });
    expect(asRole.statusCode).toBe(403);
  });

  it('refuses unknown (404) and blocked (400) targets', async () => {
    expect((await start(adminToken, '5e1d0c0a-0000-4000-8000-0000000000fe')).statusCode).toBe(404);
    const blocked = await createAccount(api, { blocked: true });
    expect((await start(adminToken, blocked.uuid)).statusCode).toBe(400);
    const malformed = await start(adminToken, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ errors: object }>().errors).toHaveProperty('user_uuid');
  });

  it('refuses to start an impersonation from an impersonating session', async () => {
    const target = await createAccount(api, { role: 'hc' });
    // With changes: a read-only session is refused any POST before this check (403).
    const session = (
      await start(adminToken, target.uuid, 'en', { reason: REASON, with_changes: true })
    ).json<ImpersonationAnswer>().token;
    // With the target's own grants, the route itself is closed to the impersonating session.
    expect((await start(session, client.uuid)).statusCode).toBe(403);

    // Even if the target gains user.impersonate meanwhile, nesting is refused.
    const em = api.orm.em.fork();
    em.create(UserPermissionGrant, { user: target.id, permission: 'user.impersonate.[*]' });
    await em.flush();
    const nested = await start(session, client.uuid, 'en');
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toMatchObject({
      message: 'You are already impersonating a user. Stop that first',
    });
  });

  it('stops: answers the admin’s session and the impersonation token stops working', async () => {
    const session = (await start(adminToken, client.uuid)).json<ImpersonationAnswer>().token;

    expect((await stop(session, { user_uuid: client.uuid })).statusCode).toBe(400);
    const stopped = await stop(session, { user_uuid: admin.uuid });
    expect(stopped.statusCode).toBe(200);
    const body = stopped.json<{ token: string; user: { uuid: string } }>();
    expect(body.user).toMatchObject({ uuid: admin.uuid, impersonation: null });
    const payload = decodePayload(body.token);
    expect(payload).toMatchObject({ sub: admin.uuid, user: { roles: ['admin'] } });
    expect(payload).not.toHaveProperty('original_user_id');

    expect((await profile(session)).statusCode).toBe(401);
    expect((await stop(session)).statusCode).toBe(401);
    expect((await profile(body.token)).statusCode).toBe(200);
  });

  it('refuses to stop without an impersonation (400)', async () => {
    const response = await stop(adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Du agerar inte som någon annan användare' });
  });

  it('audits start and stop under the admin', async () => {
    const target = await createAccount(api);
    const session = (await start(adminToken, target.uuid)).json<ImpersonationAnswer>().token;
    expect((await stop(session)).statusCode).toBe(200);

    const [started] = await auditRows('impersonation.start', target.uuid);
    const [stopped] = await auditRows('impersonation.stop', target.uuid);
    expect(started).toMatchObject({
      actorUuid: admin.uuid,
      subjectType: 'user',
      details: { via: 'user', role: 'client', reason: REASON, read_only: true },
    });
    expect(started?.requestId).toEqual(expect.any(String));
    expect(stopped).toMatchObject({ actorUuid: admin.uuid, subjectType: 'user' });
  });

  describe('with a reason, read-only unless with changes', () => {
    const updateProfile = (token: string, language = 'sv') =>
      api.request({
        method: 'POST',
        url: '/api/users/update-current-user-profile',
        payload: { first_name: client.firstName },
        headers: { ...bearer(token), 'accept-language': language },
      });

    it('needs a reason of at least 10 characters, said under the field in sv and en (400)', async () => {
      for (const [language, text] of [
        ['sv', 'Skriv varför du behöver visa kontot, minst 10 tecken'],
        ['en', 'Say why you need to view the account, at least 10 characters'],
      ] as const) {
        for (const terms of [{ reason: ' too short ' }, {}]) {
          const response = await start(adminToken, client.uuid, language, terms);
          expect(response.statusCode).toBe(400);
          expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
            reason: text,
          });
        }
      }
      const asRole = await api.request({
        method: 'GET',
        url: '/api/v1/account/impersonate/client',
        headers: bearer(adminToken),
      });
      expect(asRole.statusCode).toBe(400);
      expect(asRole.json<{ errors: object }>().errors).toHaveProperty('reason');
    });

    it('refuses every write of a read-only impersonation with a clear text (403); reads work', async () => {
      const session = (await start(adminToken, client.uuid)).json<ImpersonationAnswer>().token;
      const sv = await updateProfile(session);
      expect(sv.statusCode).toBe(403);
      expect(sv.json()).toMatchObject({
        message: 'Du visar kontot som användaren och kan inte ändra något. Avsluta visningen först',
      });
      expect((await updateProfile(session, 'en')).json()).toMatchObject({
        message:
          'You are viewing the account as the user and cannot change anything. End the view first',
      });
      const deleted = await api.request({
        method: 'DELETE',
        url: '/api/v1/users/link',
        headers: bearer(session),
      });
      expect(deleted.statusCode).toBe(403);
      // A GET that stores something (the language) counts as a write.
      const language = await api.request({
        method: 'GET',
        url: '/api/user/update_language/en',
        headers: bearer(session),
      });
      expect(language.statusCode).toBe(403);
      expect((await profile(session)).statusCode).toBe(200);
      // The hand-over to client-web and the way back still work.
      const handover = await api.request({
        method: 'POST',
        url: '/api/v1/account/handover',
        payload: { binding: 'n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg' },
        headers: bearer(session),
      });
      expect(handover.statusCode).toBe(200);
      expect((await stop(session)).statusCode).toBe(200);
    });

    it('lets a write through when started with changes, kept across a refresh, audited', async () => {
      const response = await start(adminToken, client.uuid, 'en', {
        reason: 'The client asked us to correct their name',
        with_changes: true,
      });
      expect(response.statusCode).toBe(200);
      const session = response.json<ImpersonationAnswer>().token;
      expect(decodePayload(session)).toMatchObject({ impersonation_read_only: false });
      expect((await updateProfile(session)).statusCode).toBe(200);
      const refreshed = await api.request({
        method: 'GET',
        url: '/api/v1/account/refresh',
        headers: bearer(session),
      });
      const next = refreshed.json<{ token: string }>().token;
      expect(decodePayload(next)).toMatchObject({ impersonation_read_only: false });
      expect((await updateProfile(next)).statusCode).toBe(200);
      const rows = await auditRows('impersonation.start', client.uuid);
      expect(rows.at(-1)).toMatchObject({
        actorUuid: admin.uuid,
        details: { reason: 'The client asked us to correct their name', read_only: false },
      });
    });

    it('refuses "with changes" to an impersonator without user/impersonation.update (403)', async () => {
      const scoped = await createAccount(api, { role: 'hc' });
      const em = api.orm.em.fork();
      em.create(UserPermissionGrant, { user: scoped.id, permission: 'user.impersonate.[*]' });
      await em.flush();
      const token = await loginAs(api, scoped.email);
      const target = await createAccount(api);
      const refused = await start(token, target.uuid, 'en', {
        reason: 'Checking what the client sees',
        with_changes: true,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        message: 'You may not make changes while viewing someone else’s account',
      });
      expect((await start(token, target.uuid)).statusCode).toBe(200);
    });

    it('shows the client the admin’s reads as an impersonation in their own log', async () => {
      const target = await createAccount(api);
      expect((await start(adminToken, target.uuid)).statusCode).toBe(200);
      const own = await api.request({
        method: 'GET',
        url: `/api/v1/users/${target.uuid}/access-log`,
        headers: bearer(await loginAs(api, target.email)),
      });
      expect(own.statusCode).toBe(200);
      expect(own.json<{ data: object[] }>().data[0]).toMatchObject({
        who: 'Administratör (visade kontot som dig)',
        impersonation: true,
        relation: 'impersonation',
        what: { key: 'accessLog.what.impersonation', text: 'Hela kontot, som du ser det' },
      });
      // The admin's full log names the admin and whom they acted as.
      const full = await api.request({
        method: 'GET',
        url: `/api/v1/users/${target.uuid}/access-log`,
        headers: bearer(adminToken),
      });
      expect(full.json<{ data: object[] }>().data[0]).toMatchObject({
        actor_uuid: admin.uuid,
        acting_as_uuid: target.uuid,
        resource: 'impersonation',
      });
    });
  });

  it('keeps the impersonation across a refresh', async () => {
    const session = (await start(adminToken, client.uuid)).json<ImpersonationAnswer>().token;
    const refreshed = await api.request({
      method: 'GET',
      url: '/api/v1/account/refresh',
      headers: bearer(session),
    });
    expect(refreshed.statusCode).toBe(200);
    expect(decodePayload(refreshed.json<{ token: string }>().token)).toMatchObject({
      original_user_id: admin.uuid,
      impersonating_as_id: client.uuid,
    });
  });

  it('ends the impersonation when the admin is blocked', async () => {
    const otherAdmin = await createAccount(api, { role: 'admin' });
    const session = (
      await start(await loginAs(api, otherAdmin.email), client.uuid)
    ).json<ImpersonationAnswer>().token;
    expect((await profile(session)).statusCode).toBe(200);

    await api.orm.em.fork().nativeUpdate(User, { id: otherAdmin.id }, { blockedAt: new Date() });
    expect((await profile(session)).statusCode).toBe(401);
  });

  describe('GET /api/v1/account/impersonate/:role', () => {
    const asRole = (token: string, role: string) =>
      api.request({
        method: 'GET',
        url: `/api/v1/account/impersonate/${role}`,
        headers: bearer(token),
      });

    it('acts as the oldest active user of the role, audited like a start', async () => {
      const oldest = await api.orm.em
        .fork()
        .findOneOrFail(
          User,
          { role: 'clinic-therapist', blockedAt: null },
          { orderBy: { id: 'asc' } },
        );
      const response = await asRole(adminToken, 'clinic-therapist');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        original_user_id: admin.uuid,
        impersonating_as_id: oldest.uuid,
        user: { uuid: oldest.uuid, role: 'clinic-therapist' },
      });
      const rows = await auditRows('impersonation.start', oldest.uuid);
      expect(rows.at(-1)).toMatchObject({ actorUuid: admin.uuid, details: { via: 'role' } });
    });

    it('refuses admin (403), unknown roles (400) and non-admin callers (403)', async () => {
      expect((await asRole(adminToken, 'admin')).statusCode).toBe(403);
      expect((await asRole(adminToken, 'wizard')).statusCode).toBe(400);
      expect((await asRole(await loginAs(api, 'hc@example.com'), 'client')).statusCode).toBe(403);
    });
  });
});
