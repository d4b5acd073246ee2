import { secretTokenHash } from 'src/access/password-reset/secret-token';
import { Invitation } from 'src/invitations/invitation.entity';
import { User } from 'src/users/user.entity';
import { createAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { decodePayload } from '../support/tokens';

const PASSWORD = 'Mitt-forsta-losenord-7';

describe('the invitation password step', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
  });
  afterAll(() => api.close());

  /** An invited account without a password and its invitation; answers the raw link token. */
  async function invite(
    options: { expiresInMinutes?: number; blocked?: boolean } = {},
  ): Promise<{ user: User; token: string }> {
    const user = await createAccount(api, {
      password: null,
      firstName: 'Ingrid',
      blocked: options.blocked,
    });
    const token = `invite-${user.uuid}-secret`;
    const em = api.orm.em.fork();
    em.create(Invitation, {
      user: user.id,
      role: 'client',
      tokenHash: secretTokenHash(token),
      expiresAt: new Date(Date.now() + (options.expiresInMinutes ?? 60 * 24) * 60_000),
    });
    await em.flush();
    return { user, token };
  }

  const check = (payload: Record<string, unknown>, language?: string) =>
    api.request({
      method: 'POST',
      url: '/api/check-invite',
      payload,
      headers: language ? { 'accept-language': language } : {},
    });
  const setPassword = (payload: Record<string, unknown>, language?: string) =>
    api.request({
      method: 'POST',
      url: '/api/update-new-user-password',
      payload,
      headers: language ? { 'accept-language': language } : {},
    });
  const withPassword = (token: string) =>
    setPassword({ token, password: PASSWORD, password_confirmation: PASSWORD });

  it('tells whom a valid invitation is for, and nothing more', async () => {
    const { user, token } = await invite();
    const response = await check({ token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true, email: user.email, first_name: 'Ingrid' });
  });

  it('refuses an unknown token (400) and an expired invitation (410)', async () => {
    const unknown = await check({ token: 'no-such-invitation' }, 'en');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'This invitation is not valid' });

    const { token } = await invite({ expiresInMinutes: -1 });
    const expired = await check({ token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      statusCode: 410,
      message: 'Inbjudan har gått ut. Be om en ny inbjudan',
    });
    expect((await withPassword(token)).statusCode).toBe(410);
  });

  it('refuses the invitation of a blocked account', async () => {
    const { token } = await invite({ blocked: true });
    expect((await check({ token })).statusCode).toBe(400);
    expect((await withPassword(token)).statusCode).toBe(400);
  });

  it('sets the password, activates the account, logs in, and works only once', async () => {
    const { user, token } = await invite();

    const short = await setPassword({ token, password: 'kort', password_confirmation: 'x' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      errors: {
        password: 'Lösenordet måste vara minst 10 tecken',
        password_confirmation: 'Lösenorden stämmer inte överens',
      },
    });

    const response = await withPassword(token);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; user: Record<string, unknown> }>();
    expect(decodePayload(body.token)).toMatchObject({ user: { uuid: user.uuid } });
    expect(body.user).toMatchObject({ uuid: user.uuid, email: user.email });
    expect(typeof body.user.activated_at).toBe('string');
    const profile = await api.request({
      method: 'GET',
      url: '/api/users/get-current-user-profile',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(profile.statusCode).toBe(200);

    const em = api.orm.em.fork();
    const invitation = await em.findOneOrFail(Invitation, { user: user.id });
    expect(invitation.acceptedAt).toBeInstanceOf(Date);
    expect((await em.findOneOrFail(User, user.id)).activatedAt).toBeInstanceOf(Date);

    const again = await withPassword(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      message: 'Inbjudan har redan använts. Logga in i stället',
    });
    expect((await check({ token })).statusCode).toBe(410);

    const login = await api.request({
      method: 'POST',
      url: '/client/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('accepts only one of two simultaneous uses', async () => {
    const { token } = await invite();
    const answers = await Promise.all([withPassword(token), withPassword(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
  });
});
