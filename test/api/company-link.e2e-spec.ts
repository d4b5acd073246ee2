import { randomUUID } from 'node:crypto';
import { type LightMyRequestResponse } from 'fastify';
import { startMailPlatform, type MailPlatform } from '../support/mail-platform';
import { seedDemo, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

describe('the company e-mail link', () => {
  let platform: MailPlatform;
  let api: TestApp;
  let fixtures: UserFixtures;
  let domain: string;
  let company: { uuid: string; id: number; name: string };
  let otherDomain: string;
  let otherCompany: { uuid: string; id: number };

  const sql = <T>(query: string, params: unknown[] = []) =>
    api.orm.em.getConnection().execute<T[]>(query, params);

  /** A fresh account that can log in (fixture e-mails end in .test). */
  const newUser = async () => {
    const email = `linker-${randomUUID().slice(0, 8)}@sinnro.test`;
    const user = await fixtures.user(
      { email, firstName: 'Lina', lastName: 'Länk' },
      { withPassword: true },
    );
    return { email, id: user.id, uuid: user.uuid };
  };

  const call = (
    as: string,
    method: 'POST' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse> => fixtures.as(as, method, url, { payload });

  /** The token of the newest confirmation mail to this address. */
  const mailedToken = async (address: string, count = 1): Promise<string> => {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const mails = (await platform.catcher.inbox()).filter((mail) =>
        mail.to.some((to) => to.address === address),
      );
      if (mails.length >= count) {
        const token = /\/session\/confirm-company-email\/([A-Za-z0-9_-]+)/.exec(
          mails.at(-1)?.text ?? '',
        );
        if (token?.[1]) return token[1];
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No confirmation mail to ${address}`);
  };

  const membership = (userId: number, companyId: number) =>
    sql<{ company_role: string }>(
      'select company_role from company_members where user_id = ? and company_id = ?',
      [userId, companyId],
    );

  beforeAll(async () => {
    platform = await startMailPlatform();
    api = platform.api;
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    const suffix = randomUUID().slice(0, 8);
    domain = `link-${suffix}.example.org`;
    otherDomain = `other-${suffix}.example.org`;
    const created = await fixtures.company(`Länkbolaget ${suffix}`, ['Kontoret']);
    const other = await fixtures.company(`Andra länkbolaget ${suffix}`, []);
    await sql('update companies set email_domain = ? where id = ?', [domain, created.company.id]);
    await sql('update companies set email_domain = ? where id = ?', [
      otherDomain,
      other.company.id,
    ]);
    company = { uuid: created.company.uuid, id: created.company.id, name: created.company.name };
    otherCompany = { uuid: other.company.uuid, id: other.company.id };
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await platform.close();
  });

  it('mails a link to the work address; confirming makes the user a standard member', async () => {
    const user = await newUser();
    const workEmail = `Lina.Lank@${domain.toUpperCase()}`;
    const requested = await call(user.email, 'POST', '/api/v1/users/link', { email: workEmail });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({
      status: 'Success',
      message: `We have sent a confirmation link to lina.lank@${domain}`,
      company_uuid: company.uuid,
      company_name: company.name,
    });
    const token = await mailedToken(`lina.lank@${domain}`);
    const [row] = await sql<{ token_hash: string }>(
      'select token_hash from company_email_links where user_id = ?',
      [user.id],
    );
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(token);
    expect(await membership(user.id, company.id)).toEqual([]);

    const confirmed = await call(user.email, 'POST', '/api/v1/users/link/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      uuid: company.uuid,
      name: company.name,
      company_email: `lina.lank@${domain}`,
      company_role: 'standard-user',
    });
    expect(await membership(user.id, company.id)).toEqual([{ company_role: 'standard-user' }]);
    const profile = await fixtures.as(user.email, 'GET', '/api/users/get-current-user-profile');
    expect(profile.json<{ companies: unknown[] }>().companies).toEqual([
      expect.objectContaining({ uuid: company.uuid, company_email: `lina.lank@${domain}` }),
    ]);

    const again = await call(user.email, 'POST', '/api/v1/users/link/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message:
        'This confirmation link is invalid, already used or expired. Please link the e-mail again',
    });
  });

  it('answers a clear error when no company has the domain', async () => {
    const user = await newUser();
    const response = await call(user.email, 'POST', '/api/v1/users/link', {
      email: 'someone@no-company-here.example.net',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'No company is registered for the e-mail domain no-company-here.example.net',
      errors: {
        email: 'No company is registered for the e-mail domain no-company-here.example.net',
      },
    });
    const invalid = await call(user.email, 'POST', '/api/v1/users/link', { email: 'nope' });
    expect(invalid.json()).toMatchObject({ errors: { email: 'Invalid email' } });
  });

  it('only confirms for the account that asked, and not after expiry', async () => {
    const owner = await newUser();
    const stranger = await newUser();
    await call(owner.email, 'POST', '/api/v1/users/link', { email: `owner@${domain}` });
    const token = await mailedToken(`owner@${domain}`);
    const stolen = await call(stranger.email, 'POST', '/api/v1/users/link/confirm', { token });
    expect(stolen.statusCode).toBe(400);
    expect(await membership(stranger.id, company.id)).toEqual([]);

    await sql(
      `update company_email_links set expires_at = now() - interval '1 minute' where user_id = ?`,
      [owner.id],
    );
    const late = await call(owner.email, 'POST', '/api/v1/users/link/confirm', { token });
    expect(late.statusCode).toBe(400);
    expect(await membership(owner.id, company.id)).toEqual([]);
  });

  it('keeps one confirmed address per account, and a new request replaces a pending one', async () => {
    const first = await newUser();
    const second = await newUser();
    await call(first.email, 'POST', '/api/v1/users/link', { email: `shared@${domain}` });
    const firstToken = await mailedToken(`shared@${domain}`);
    expect(
      (await call(first.email, 'POST', '/api/v1/users/link/confirm', { token: firstToken }))
        .statusCode,
    ).toBe(200);

    // Asking for a linked address is answered as for any other (it tells nobody whose it is);
    // the mailed link's confirmation refuses it.
    const untaken = await call(second.email, 'POST', '/api/v1/users/link', {
      email: `unshared@${domain}`,
    });
    const taken = await call(second.email, 'POST', '/api/v1/users/link', {
      email: `shared@${domain}`,
    });
    const answer = (response: LightMyRequestResponse) => {
      const { expires_at: _expires, message, ...rest } = response.json<Record<string, string>>();
      return { status: response.statusCode, ...rest, message: message.replace(/\S+@\S+/, '…') };
    };
    expect(answer(taken)).toEqual(answer(untaken));
    expect(taken.statusCode).toBe(200);
    const takenToken = await mailedToken(`shared@${domain}`, 2);
    const refused = await call(second.email, 'POST', '/api/v1/users/link/confirm', {
      token: takenToken,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'This e-mail is already linked to another account',
    });
    expect(await membership(second.id, company.id)).toEqual([]);

    await call(second.email, 'POST', '/api/v1/users/link', { email: `second-a@${domain}` });
    const replaced = await mailedToken(`second-a@${domain}`);
    await call(second.email, 'POST', '/api/v1/users/link', { email: `second-b@${domain}` });
    const current = await mailedToken(`second-b@${domain}`);
    expect(
      (await call(second.email, 'POST', '/api/v1/users/link/confirm', { token: replaced }))
        .statusCode,
    ).toBe(400);
    const confirmed = await call(second.email, 'POST', '/api/v1/users/link/confirm', {
      token: current,
    });
    expect(confirmed.json()).toMatchObject({ company_email: `second-b@${domain}` });
  });

  it('unlinking ends the membership the link made', async () => {
    const user = await newUser();
    await call(user.email, 'POST', '/api/v1/users/link', { email: `leaver@${domain}` });
    const token = await mailedToken(`leaver@${domain}`);
    await call(user.email, 'POST', '/api/v1/users/link/confirm', { token });
    expect(await membership(user.id, company.id)).toHaveLength(1);

    const removed = await call(user.email, 'DELETE', '/api/v1/users/link');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      status: 'Success',
      message: 'The company link has been removed',
      company_uuid: company.uuid,
      membership_ended: true,
    });
    expect(await membership(user.id, company.id)).toEqual([]);
    expect(await sql('select 1 from company_email_links where user_id = ?', [user.id])).toEqual([]);

    const nothing = await call(user.email, 'DELETE', '/api/v1/users/link');
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json()).toMatchObject({
      message: 'No company e-mail is linked to your account',
    });
  });

  it('keeps a membership the user had before linking (e.g. company admin by invitation)', async () => {
    const user = await newUser();
    await fixtures.member(user.id, company.uuid, { companyRole: 'company-admin' });
    await call(user.email, 'POST', '/api/v1/users/link', { email: `boss@${domain}` });
    const token = await mailedToken(`boss@${domain}`);
    const confirmed = await call(user.email, 'POST', '/api/v1/users/link/confirm', { token });
    expect(confirmed.json()).toMatchObject({ company_role: 'company-admin' });

    const removed = await call(
      user.email,
      'DELETE',
      `/api/v1/users/link?company_uuid=${company.uuid}`,
    );
    expect(removed.json()).toMatchObject({ membership_ended: false });
    expect(await membership(user.id, company.id)).toEqual([{ company_role: 'company-admin' }]);
  });

  it('asks which company to unlink when several are linked', async () => {
    const user = await newUser();
    for (const address of [`many@${domain}`, `many@${otherDomain}`]) {
      await call(user.email, 'POST', '/api/v1/users/link', { email: address });
      const token = await mailedToken(address);
      expect(
        (await call(user.email, 'POST', '/api/v1/users/link/confirm', { token })).statusCode,
      ).toBe(200);
    }
    const ambiguous = await call(user.email, 'DELETE', '/api/v1/users/link');
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json()).toMatchObject({
      errors: { company_uuid: 'You have several linked companies: give company_uuid' },
    });
    const removed = await call(
      user.email,
      'DELETE',
      `/api/v1/users/link?company_uuid=${otherCompany.uuid}`,
    );
    expect(removed.json()).toMatchObject({
      company_uuid: otherCompany.uuid,
      membership_ended: true,
    });
    expect(await membership(user.id, otherCompany.id)).toEqual([]);
    expect(await membership(user.id, company.id)).toHaveLength(1);
  });

  it('needs a logged-in caller', async () => {
    for (const [method, url] of [
      ['POST', '/api/v1/users/link'],
      ['POST', '/api/v1/users/link/confirm'],
      ['DELETE', '/api/v1/users/link'],
    ] as const) {
      const response = await api.request({ method, url, payload: {} });
      expect(response.statusCode).toBe(401);
    }
  });
});
