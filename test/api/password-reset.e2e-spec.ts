import { PasswordResetToken } from 'src/access/password-reset-token.entity';
import { secretTokenHash } from 'src/access/password-reset/secret-token';
import { DEFAULT_SEED_PASSWORD } from 'src/database/seeders/demo-accounts';
import { OutgoingMail } from 'src/mail/outgoing-mail.entity';
import { type User } from 'src/users/user.entity';
import { type MailCatcher } from '../support/mail-catcher';
import { type MailPlatform, startMailPlatform } from '../support/mail-platform';
import { createAccount, nextSecond } from '../support/test-accounts';
import { loginAs, type TestApp } from '../support/test-app';

const NEW_PASSWORD = 'Ett-nytt-losenord-42';

describe('password reset', () => {
  let platform: MailPlatform;
  let catcher: MailCatcher;
  let api: TestApp;

  beforeAll(async () => {
    platform = await startMailPlatform();
    ({ catcher, api } = platform);
  });
  afterAll(() => platform.close());

  const requestReset = (email: string, language?: string) =>
    api.request({
      method: 'POST',
      url: '/api/password/reset',
      payload: { email },
      headers: language ? { 'accept-language': language } : {},
    });
  const updatePassword = (payload: Record<string, unknown>, language?: string) =>
    api.request({
      method: 'POST',
      url: '/api/update-reset-password',
      payload,
      headers: language ? { 'accept-language': language } : {},
    });
  const withNewPassword = (token: string) =>
    updatePassword({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
  const login = (email: string, password: string) =>
    api.request({ method: 'POST', url: '/client/login', payload: { email, password } });
  const profile = (token: string) =>
    api.request({
      method: 'GET',
      url: '/api/users/get-current-user-profile',
      headers: { authorization: `Bearer ${token}` },
    });

  /** The link of the newest stored reset mail to this address (the worker sends the same text). */
  async function storedResetToken(email: string): Promise<string> {
    const [mail] = await api.orm.em
      .fork()
      .find(OutgoingMail, { recipient: email }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    if (!mail) throw new Error(`No reset mail was stored for ${email}`);
    return tokenInLink(mail.text);
  }

  function tokenInLink(text: string | undefined): string {
    const base = api.environment.CLIENT_WEB_URL.replace(/\/+$/, '');
    const escaped = base.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const match = new RegExp(`${escaped}/session/reset-password/([A-Za-z0-9_-]{43})`).exec(
      text ?? '',
    );
    if (!match?.[1]) throw new Error(`No reset link in: ${text}`);
    return match[1];
  }

  const storedMails = (email: string) =>
    api.orm.em.fork().count(OutgoingMail, { recipient: email });

  it('answers the same, in comparable time, for an existing and an unknown e-mail', async () => {
    const user = await createAccount(api);
    await requestReset(`warm-up-${user.email}`); // first request warms up connections

    const timed = async (email: string) => {
      const started = Date.now();
      const response = await requestReset(email);
      return { response, ms: Date.now() - started };
    };
    const existing = await timed(user.email);
    const unknown = await timed(`nobody-${user.email}`);

    expect(existing.response.statusCode).toBe(200);
    expect(unknown.response.statusCode).toBe(200);
    expect(existing.response.body).toBe(unknown.response.body);
    expect(existing.response.json()).toEqual({
      status: 'Success',
      message: 'E-postmeddelandet har skickats!',
    });
    // Both wait out the service's 300 ms floor, which hides the real work either way. (No upper
    // bound: wall-clock limits in tests fail on a loaded machine.)
    expect(existing.ms).toBeGreaterThanOrEqual(290);
    expect(unknown.ms).toBeGreaterThanOrEqual(290);
    expect(await storedMails(user.email)).toBe(1);
    expect(await storedMails(`nobody-${user.email}`)).toBe(0);

    const english = await requestReset(`nobody-${user.email}`, 'en');
    expect(english.json()).toEqual({ status: 'Success', message: 'Email Sent Successfully!' });
  });

  it('mails a working link through the queue, in the user’s language, storing only a hash', async () => {
    const user = await createAccount(api, { defaultLang: 'en', firstName: 'Robin' });
    expect((await requestReset(user.email.toUpperCase())).statusCode).toBe(200);

    const mail = await catcher.waitFor((caught) =>
      caught.to.some((to) => to.address === user.email),
    );
    expect(mail.subject).toBe('Reset your Sinnro password');
    expect(mail.text).toContain('Hi Robin,');
    const token = tokenInLink(mail.text);

    const rows = await api.orm.em.fork().find(PasswordResetToken, { user: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(secretTokenHash(token));
    expect(rows[0]?.tokenHash).not.toContain(token);
    const minutesValid = ((rows[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesValid).toBeGreaterThan(59);
    expect(minutesValid).toBeLessThanOrEqual(60);

    const reset = await withNewPassword(token);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: 'Success', message: 'Nytt lösenord sparat! Logga in!' });
  });

  it('mails Swedish to a Swedish user', async () => {
    const user = await createAccount(api, { firstName: 'Klara' });
    await requestReset(user.email);
    const mail = await catcher.waitFor((caught) =>
      caught.to.some((to) => to.address === user.email),
    );
    expect(mail.subject).toBe('Återställ ditt lösenord för Sinnro');
    expect(mail.text).toContain('Hej Klara!');
  });

  it('sets the new password once, ends the old sessions, and the new password logs in', async () => {
    const user = await createAccount(api);
    const oldSession = await loginAs(api, user.email);
    await requestReset(user.email);
    const token = await storedResetToken(user.email);

    const reset = await updatePassword(
      { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      'en',
    );
    expect(reset.json()).toEqual({
      status: 'Success',
      message: 'New Password Updated! Please login!',
    });

    expect((await profile(oldSession)).statusCode).toBe(401);
    expect((await login(user.email, DEFAULT_SEED_PASSWORD)).statusCode).toBe(401);
    await nextSecond(); // a token from the same second as the reset is refused too
    const newLogin = await login(user.email, NEW_PASSWORD);
    expect(newLogin.statusCode).toBe(200);
    expect((await profile(newLogin.json<{ token: string }>().token)).statusCode).toBe(200);

    const again = await updatePassword({
      token,
      password: 'Ytterligare-ett-losen-1',
      password_confirmation: 'Ytterligare-ett-losen-1',
    });
    expect(again.statusCode).toBe(400);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses unknown and expired tokens with a clear message', async () => {
    const unknown = await withNewPassword('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      statusCode: 400,
      message:
        'Länken för att återställa lösenordet är ogiltig, redan använd eller har gått ut. Begär en ny länk',
    });

    const user = await createAccount(api);
    const token = 'expired-token-for-the-test-abcdefghijklmnop';
    const em = api.orm.em.fork();
    em.create(PasswordResetToken, {
      user: user.id,
      tokenHash: secretTokenHash(token),
      expiresAt: new Date(Date.now() - 1000),
    });
    await em.flush();
    const expired = await withNewPassword(token);
    expect(expired.statusCode).toBe(400);
    expect((await login(user.email, DEFAULT_SEED_PASSWORD)).statusCode).toBe(200);
  });

  it('checks the password rules, with a message per field', async () => {
    const user = await createAccount(api);
    await requestReset(user.email);
    const token = await storedResetToken(user.email);

    const short = await updatePassword(
      { token, password: 'kort', password_confirmation: 'kort' },
      'en',
    );
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      errors: { password: 'The password must be at least 10 characters' },
    });

    const mismatch = await updatePassword({
      token,
      password: NEW_PASSWORD,
      password_confirmation: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      errors: { password_confirmation: 'Lösenorden stämmer inte överens' },
    });
    const missing = await updatePassword({ token });
    expect(Object.keys(missing.json<{ errors: object }>().errors).sort()).toEqual([
      'password',
      'password_confirmation',
    ]);

    // The refused attempts did not use the token up.
    expect((await withNewPassword(token)).statusCode).toBe(200);
  });

  it('invalidates an earlier link when a new one is requested', async () => {
    const user = await createAccount(api);
    await requestReset(user.email);
    const first = await storedResetToken(user.email);
    await requestReset(user.email);
    const second = await storedResetToken(user.email);
    expect(second).not.toBe(first);

    expect((await withNewPassword(first)).statusCode).toBe(400);
    expect((await withNewPassword(second)).statusCode).toBe(200);
  });

  it('sends at most 3 mails per address in 15 minutes, answering the same', async () => {
    const user = await createAccount(api);
    const answers = [];
    for (let request = 0; request < 5; request++) answers.push(await requestReset(user.email));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await storedMails(user.email)).toBe(3);
  });

  it('sends nothing to a blocked account, and refuses its token', async () => {
    const blocked: User = await createAccount(api, { blocked: true });
    const answer = await requestReset(blocked.email);
    expect(answer.statusCode).toBe(200);
    expect(await storedMails(blocked.email)).toBe(0);

    // A link issued before the account was blocked no longer works either.
    const token = 'blocked-account-token-abcdefghijklmnopqrstu';
    const em = api.orm.em.fork();
    em.create(PasswordResetToken, {
      user: blocked.id,
      tokenHash: secretTokenHash(token),
      expiresAt: new Date(Date.now() + 60_000),
    });
    await em.flush();
    expect((await withNewPassword(token)).statusCode).toBe(400);
  });

  it('takes only one of two simultaneous uses of a token', async () => {
    const user = await createAccount(api);
    await requestReset(user.email);
    const token = await storedResetToken(user.email);
    const answers = await Promise.all([withNewPassword(token), withNewPassword(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });
});
