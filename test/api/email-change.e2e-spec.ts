import { randomUUID } from 'node:crypto';
import { PasswordResetToken } from 'src/access/password-reset-token.entity';
import { secretTokenHash } from 'src/access/password-reset/secret-token';
import { OutgoingMail } from 'src/mail/outgoing-mail.entity';
import { PendingEmailChange } from 'src/users/email-change/pending-email-change.entity';
import { User } from 'src/users/user.entity';
import { type MailCatcher } from '../support/mail-catcher';
import { type MailPlatform, startMailPlatform } from '../support/mail-platform';
import { seedDemo, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface AccountChanges {
  pending_email: string | null;
  pending_expires_at: string | null;
  changes: {
    change: string;
    by_owner: boolean;
    changed_by_name: string | null;
    occurred_at: string;
  }[];
}

/**
 * An account's e-mail changes only when the new address confirms it: staff (a therapist, a health
 * coach, an admin) and the owner alike only ask; the old address is told; every step is audited,
 * and phone and personal number changes by staff too, which the owner sees on their account.
 */
describe('e-mail changes wait for the new address', () => {
  let platform: MailPlatform;
  let catcher: MailCatcher;
  let api: TestApp;
  let fixtures: UserFixtures;
  let premium: User;

  beforeAll(async () => {
    platform = await startMailPlatform();
    ({ catcher, api } = platform);
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    premium = await api.orm.em
      .fork()
      .findOneOrFail(User, { email: 'therapist-premium@example.com' });
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await platform.close();
  });

  const address = (label: string) => `${label}-${randomUUID().slice(0, 8)}@sinnro.test`;
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.orm.em.getConnection().execute<T[]>(query, params);
  const auditOf = (user: User) =>
    sql<{ actor_uuid: string; event: string; details: Record<string, unknown> | null }>(
      `select actor_uuid, event, details from audit_events
       where subject_type = 'user' and subject_id = ? order by id`,
      [user.uuid],
    );
  const storedEmail = async (user: User) =>
    (await api.orm.em.fork().findOneOrFail(User, user.id)).email;
  const mailsTo = (email: string) =>
    api.orm.em.fork().find(OutgoingMail, { recipient: email }, { orderBy: { createdAt: 'asc' } });
  const confirm = (token: string, language: 'sv' | 'en' = 'en') =>
    api.request({
      method: 'POST',
      url: '/api/v1/users/email-change/confirm',
      payload: { token },
      headers: { 'accept-language': language },
    });
  const requestReset = (email: string) =>
    api.request({ method: 'POST', url: '/api/password/reset', payload: { email } });

  /** The token in the confirmation link mailed (and delivered) to the new address. */
  async function confirmationToken(newEmail: string): Promise<string> {
    const mail = await catcher.waitFor((caught) => caught.to.some((to) => to.address === newEmail));
    const base = api.environment.CLIENT_WEB_URL.replace(/\/+$/, '');
    const escaped = base.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const match = new RegExp(`${escaped}/session/confirm-email/([A-Za-z0-9_-]{43})`).exec(
      mail.text ?? '',
    );
    if (!match?.[1]) throw new Error(`No confirmation link in: ${mail.text}`);
    return match[1];
  }

  /** A client of the premium therapist who has logged in (a password and a personal number). */
  async function activeClient(): Promise<User> {
    return fixtures.user(
      {
        email: address('client'),
        firstName: 'Klara',
        lastName: 'Klient',
        phone: '0701234567',
        healthCoach: premium,
        activatedAt: new Date(),
      },
      { withPassword: true },
    );
  }

  it('keeps a therapist’s change of a client’s e-mail waiting until the new address confirms', async () => {
    const client = await activeClient();
    const oldEmail = client.email;
    const attacker = address('x-evil');

    const put = await fixtures.as(
      'therapist-premium@example.com',
      'PUT',
      `/api/users/${client.id}`,
      { payload: { email: attacker } },
    );
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ email: oldEmail, pending_email: attacker });
    expect(await storedEmail(client)).toBe(oldEmail);

    // The old address is told (no link, not the new address); the new one gets the link.
    const notice = await catcher.waitFor((caught) =>
      caught.to.some((to) => to.address === oldEmail),
    );
    expect(notice.subject).toBe('Någon vill ändra e-postadressen för ditt Sinnro-konto');
    expect(notice.text).toContain('av personal i Sinnro');
    expect(notice.text).not.toContain(attacker);
    expect(notice.text).not.toContain('/session/');
    const token = await confirmationToken(attacker);
    const rows = await api.orm.em.fork().find(PendingEmailChange, { user: client.id });
    expect(rows.map((row) => [row.email, row.tokenHash])).toEqual([
      [attacker, secretTokenHash(token)],
    ]);

    // Until then, a reset to the new address does nothing, and the old address still logs in.
    expect((await requestReset(attacker)).statusCode).toBe(200);
    expect(await api.orm.em.fork().count(PasswordResetToken, { user: client.id })).toBe(0);
    expect((await mailsTo(attacker)).map((mail) => mail.subject)).toEqual([
      'Bekräfta din nya e-postadress i Sinnro',
    ]);
    await expect(fixtures.login(oldEmail)).resolves.toEqual(expect.any(String));

    // The link changes the address, once.
    const confirmed = await confirm(token, 'sv');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      status: 'Success',
      message: 'E-postadressen är ändrad. Logga in med den nya adressen.',
    });
    expect(await storedEmail(client)).toBe(attacker);
    expect(await api.orm.em.fork().count(PendingEmailChange, { user: client.id })).toBe(0);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: 'The link is invalid, already used or has expired',
    });
    expect((await mailsTo(oldEmail)).map((mail) => mail.subject)).toEqual([
      'Någon vill ändra e-postadressen för ditt Sinnro-konto',
      'E-postadressen för ditt Sinnro-konto har ändrats',
    ]);

    const events = await auditOf(client);
    expect(events).toEqual([
      {
        actor_uuid: premium.uuid,
        event: 'user.email-change.request',
        details: { change_uuid: rows[0]?.uuid, by_owner: false },
      },
      {
        actor_uuid: client.uuid,
        event: 'user.email-change.confirm',
        details: { change_uuid: rows[0]?.uuid, by_owner: false },
      },
    ]);
  });

  it('lets a health coach and an admin only ask, too', async () => {
    for (const staff of ['hc@example.com', 'admin@example.com']) {
      const client = await activeClient();
      const wanted = address('staff');
      const put = await fixtures.as(staff, 'PUT', `/api/users/${client.id}`, {
        payload: { email: wanted, first_name: 'Kerstin' },
      });
      expect({ staff, status: put.statusCode }).toEqual({ staff, status: 200 });
      expect(put.json()).toMatchObject({ email: client.email, first_name: 'Kerstin' });
      expect(await storedEmail(client)).toBe(client.email);
      expect((await auditOf(client)).map((event) => event.event)).toEqual([
        'user.email-change.request',
      ]);
    }
  });

  it('makes the owner’s own change wait for the new address as well', async () => {
    const client = await activeClient();
    const oldEmail = client.email;
    const wanted = address('own');
    const own = (email: string) =>
      fixtures.as(client, 'POST', '/api/v1/users/email-change', { payload: { email } });

    const same = await own(oldEmail.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      errors: { email: 'That is already the account’s e-mail' },
    });

    const requested = await own(wanted);
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toEqual({
      status: 'Success',
      message: `We have sent a link to ${wanted}. The e-mail changes once the link has been opened.`,
    });
    expect(await storedEmail(client)).toBe(oldEmail);
    const notice = await catcher.waitFor(
      (caught) =>
        caught.to.some((to) => to.address === oldEmail) &&
        caught.subject === 'Någon vill ändra e-postadressen för ditt Sinnro-konto',
    );
    expect(notice.text).toContain('från ditt konto');

    const pending = await fixtures.as(client, 'GET', '/api/v1/users/account-changes');
    expect(pending.json<AccountChanges>()).toMatchObject({
      pending_email: wanted,
      changes: [{ change: 'email-change-requested', by_owner: true, changed_by_name: null }],
    });

    expect((await confirm(await confirmationToken(wanted))).statusCode).toBe(200);
    expect(await storedEmail(client)).toBe(wanted);
    expect(
      (await auditOf(client)).map(({ actor_uuid, event, details }) => ({
        actor_uuid,
        event,
        by_owner: details?.by_owner,
      })),
    ).toEqual([
      { actor_uuid: client.uuid, event: 'user.email-change.request', by_owner: true },
      { actor_uuid: client.uuid, event: 'user.email-change.confirm', by_owner: true },
    ]);
    await expect(fixtures.login(wanted)).resolves.toEqual(expect.any(String));
  });

  it('refuses a new address another account took meanwhile, and an unknown token, in Swedish', async () => {
    const client = await activeClient();
    const wanted = address('taken');
    await fixtures.as(client, 'POST', '/api/v1/users/email-change', { payload: { email: wanted } });
    const token = await confirmationToken(wanted);
    await fixtures.user({ email: wanted, firstName: 'Annan', lastName: 'Person' });

    const taken = await confirm(token, 'sv');
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      message: 'Adressen används redan av ett annat konto. E-postadressen ändrades inte.',
    });
    expect(await storedEmail(client)).toBe(client.email);
    expect((await confirm('x'.repeat(43), 'sv')).json()).toMatchObject({
      message: 'Länken är ogiltig, redan använd eller har gått ut',
    });
  });

  it('audits phone and personal number changes by staff and shows them to the owner; only an admin sets the personal number of an account in use', async () => {
    const client = await activeClient();
    const nationalId = `1980${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    // A personal number is an e-ID login to the account: a therapist setting one they control
    // would take the account over.
    for (const language of ['sv', 'en'] as const) {
      const refused = await fixtures.as(
        'therapist-premium@example.com',
        'PUT',
        `/api/users/${client.id}`,
        { payload: { national_id: nationalId }, language },
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        message:
          language === 'sv'
            ? 'Personnumret på ett konto som används kan bara ändras av en administratör'
            : 'Only an administrator can change the personal number of an account in use',
      });
    }
    const put = await fixtures.as(
      'therapist-premium@example.com',
      'PUT',
      `/api/users/${client.id}`,
      { payload: { phone: '0709876543', last_name: 'Klient' } },
    );
    expect(put.statusCode).toBe(200);
    const byAdmin = await fixtures.as('admin@example.com', 'PUT', `/api/users/${client.id}`, {
      payload: { national_id: nationalId },
    });
    expect(byAdmin.statusCode).toBe(200);
    const admin = await api.orm.em.fork().findOneOrFail(User, { email: 'admin@example.com' });
    expect(
      (await auditOf(client)).map(({ actor_uuid, event, details }) => ({
        actor_uuid,
        event,
        details,
      })),
    ).toEqual([
      { actor_uuid: premium.uuid, event: 'user.phone-change', details: null },
      { actor_uuid: admin.uuid, event: 'user.national-id-change', details: null },
    ]);

    const seen = await fixtures.as(client, 'GET', '/api/v1/users/account-changes');
    expect(seen.statusCode).toBe(200);
    expect(seen.json<AccountChanges>()).toMatchObject({
      pending_email: null,
      changes: [
        { change: 'national-id-changed', by_owner: false, changed_by_name: 'Astrid Andersson' },
        { change: 'phone-changed', by_owner: false, changed_by_name: 'Petra Berg' },
      ],
    });
    // The values themselves are in neither the audit log nor the list.
    expect(seen.body).not.toContain('0709876543');
    expect(seen.body).not.toContain(nationalId);
  });

  it('audits a phone change by an admin acting as the owner, not the owner’s own', async () => {
    const client = await activeClient();
    const own = await fixtures.as(client, 'POST', '/api/users/update-current-user-profile', {
      payload: { phone: '0701111111' },
    });
    expect(own.statusCode).toBe(200);
    const started = await fixtures.as(
      'admin@example.com',
      'POST',
      '/api/users/impersonate?action=start',
      {
        // With changes: a read-only impersonation could not change the phone at all.
        payload: {
          user_uuid: client.uuid,
          reason: 'The client asked for help with their phone number',
          with_changes: true,
        },
      },
    );
    const token = started.json<{ token: string }>().token;
    const acting = await api.request({
      method: 'POST',
      url: '/api/users/update-current-user-profile',
      payload: { phone: '0702222222' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(acting.statusCode).toBe(200);
    const admin = await api.orm.em.fork().findOneOrFail(User, { email: 'admin@example.com' });
    const changes = (await auditOf(client)).filter(({ event }) => event.startsWith('user.'));
    expect(changes).toEqual([
      { actor_uuid: admin.uuid, event: 'user.phone-change', details: null },
    ]);
  });

  it('corrects a never used account’s e-mail directly, audited', async () => {
    const invited = await fixtures.user({
      email: address('typo'),
      firstName: 'Ny',
      lastName: 'Ny',
    });
    const corrected = address('right');
    const put = await fixtures.as('admin@example.com', 'PUT', `/api/users/${invited.id}`, {
      payload: { email: corrected },
    });
    expect(put.json()).toMatchObject({ email: corrected, pending_email: null });
    expect(await storedEmail(invited)).toBe(corrected);
    expect((await auditOf(invited)).map((event) => event.event)).toEqual([
      'user.email-change.direct',
    ]);
  });

  it('treats an account with a password or a personal number as in use', async () => {
    const withPassword = await fixtures.user(
      { email: address('pw'), firstName: 'Pia', lastName: 'Lösen' },
      { withPassword: true },
    );
    const withNationalId = await fixtures.user({
      email: address('eid'),
      firstName: 'Eid',
      lastName: 'Person',
      nationalId: `1970${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    });
    for (const account of [withPassword, withNationalId]) {
      const wanted = address('later');
      const put = await fixtures.as('admin@example.com', 'PUT', `/api/users/${account.id}`, {
        payload: { email: wanted },
      });
      expect(put.json()).toMatchObject({ email: account.email, pending_email: wanted });
      expect(await storedEmail(account)).toBe(account.email);
    }
  });

  it('lets one account ask for five changes an hour', async () => {
    const client = await activeClient();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await fixtures.as(client, 'POST', '/api/v1/users/email-change', {
        payload: { email: address(`many${attempt}`) },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.headers['retry-after']).toBe('3600');
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect(await api.orm.em.fork().count(PendingEmailChange, { user: client.id })).toBe(1);
  });
});
