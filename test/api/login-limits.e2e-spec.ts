import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { luhnCheckDigit } from 'src/access/eid/personal-number';
import { PasswordResetToken } from 'src/access/password-reset-token.entity';
import { newSecretToken, secretTokenHash } from 'src/access/password-reset/secret-token';
import { DEFAULT_SEED_PASSWORD } from 'src/database/seeders/demo-accounts';
import { OutgoingMail } from 'src/mail/outgoing-mail.entity';
import { RedisClient } from 'src/redis/redis.module';
import { User } from 'src/users/user.entity';
import { EidBrowser } from '../support/eid-browser';
import { createAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { nationalIdColumns } from '../support/national-ids';

/**
 * The password login limits: per (account, address) pair, per address, and the per-account
 * ceiling that locks password login until a password reset or e-ID login. Addresses come from
 * the documentation ranges (192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24), used by no other file.
 */

interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

const WRONG = 'not-the-password';
const TOO_MANY_SV = /^För många inloggningsförsök\. Försök igen om \d+ minuter$/;
const LOCKED_SV =
  /^För många misslyckade inloggningar på kontot\. Försök igen om \d+ minuter, återställ lösenordet eller logga in med e-legitimation$/;
const LOCKED_EN =
  /^Too many failed logins on this account\. Try again in \d+ minutes, reset your password or log in with e-ID$/;

function login(
  api: TestApp,
  email: string,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) {
  return api.request({
    method: 'POST',
    url: '/client/login',
    payload: { email, password },
    remoteAddress,
    headers,
  });
}

/** The status of each attempt, in order (one after the other: each is counted before the next). */
async function statuses(attempts: (() => ReturnType<typeof login>)[]): Promise<number[]> {
  const answers: number[] = [];
  for (const attempt of attempts) answers.push((await attempt()).statusCode);
  return answers;
}

const times = <T>(count: number, make: (index: number) => T): T[] =>
  Array.from({ length: count }, (_, index) => make(index));

/** A valid personal number no other test uses (born in the 1950s–90s; serials at random). */
function freshPersonalNumber(): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  const nine = `${pad(randomInt(50, 100), 2)}${pad(randomInt(1, 13), 2)}${pad(randomInt(1, 29), 2)}${pad(randomInt(0, 1000), 3)}`;
  return `19${nine}${luhnCheckDigit(nine)}`;
}

describe('the per-account limit counts per address, so a guesser cannot lock the owner out', () => {
  let api: TestApp;

  beforeAll(async () => {
    // The defaults: 5 failures per account and address, 50 per account from all addresses.
    api = await startTestApp();
  });
  afterAll(() => api.close());

  it('stops a guesser at 5 wrong passwords from one address; the owner logs in from another', async () => {
    const { email } = await createAccount(api);
    const guesser = '192.0.2.1';
    expect(await statuses(times(5, () => () => login(api, email, WRONG, guesser)))).toEqual(
      times(5, () => 401),
    );

    const stopped = await login(api, email, WRONG, guesser);
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    const body = stopped.json<ErrorBody>();
    expect(body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(body.message).toMatch(TOO_MANY_SV);
    // Not even the right password gets through from that address for this account…
    expect((await login(api, email, DEFAULT_SEED_PASSWORD, guesser)).statusCode).toBe(429);

    // …but the owner, elsewhere, is not locked out.
    expect((await login(api, email, DEFAULT_SEED_PASSWORD, '192.0.2.2')).statusCode).toBe(200);
  });

  it("lets the owner in after other addresses' failures, below the account ceiling", async () => {
    const { email } = await createAccount(api);
    const guessers = ['192.0.2.11', '192.0.2.12', '192.0.2.13', '192.0.2.14'];
    const attempts = guessers.flatMap((address) =>
      times(5, () => () => login(api, email, WRONG, address)),
    );
    expect(await statuses(attempts)).toEqual(times(20, () => 401));

    expect((await login(api, email, DEFAULT_SEED_PASSWORD, '192.0.2.15')).statusCode).toBe(200);
  });

  it("clears an address's count for the account when the password is right there", async () => {
    const { email } = await createAccount(api);
    const address = '192.0.2.21';
    expect(await statuses(times(4, () => () => login(api, email, WRONG, address)))).toEqual(
      times(4, () => 401),
    );
    expect((await login(api, email, DEFAULT_SEED_PASSWORD, address)).statusCode).toBe(200);
    expect(await statuses(times(6, () => () => login(api, email, WRONG, address)))).toEqual([
      ...times(5, () => 401),
      429,
    ]);
  });

  it('answers the same for an account that does not exist', async () => {
    const email = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    expect(await statuses(times(6, () => () => login(api, email, WRONG, '192.0.2.31')))).toEqual([
      ...times(5, () => 401),
      429,
    ]);
    expect((await login(api, email, WRONG, '192.0.2.32')).statusCode).toBe(401);
  });
});

describe('the per-account ceiling across all addresses', () => {
  const CEILING = 8;
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ LOGIN_FAILURES_BEFORE_LOCK: String(CEILING) });
  });
  afterAll(() => api.close());

  /** CEILING failures from four addresses (two each, below the per-address pair limit). */
  async function failFromEverywhere(email: string, block: number): Promise<void> {
    const attempts = times(
      CEILING,
      (index) => () => login(api, email, WRONG, `198.51.100.${block + (index % 4)}`),
    );
    expect(await statuses(attempts)).toEqual(times(CEILING, () => 401));
  }

  async function expectLocked(email: string, address: string): Promise<void> {
    const refused = await login(api, email, DEFAULT_SEED_PASSWORD, address);
    expect(refused.statusCode).toBe(429);
    const body = refused.json<ErrorBody>();
    expect(body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
    expect(body.message).toMatch(LOCKED_SV);
    // Bounded: the first lock lasts 15 minutes (LOGIN_LOCK_MINUTES' first value).
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const english = await login(api, email, DEFAULT_SEED_PASSWORD, address, {
      'accept-language': 'en',
    });
    expect(english.json<ErrorBody>().message).toMatch(LOCKED_EN);
  }

  async function withNationalId(email: string): Promise<string> {
    const nationalId = freshPersonalNumber();
    const em = api.orm.em.fork();
    await em.nativeUpdate(User, { email }, nationalIdColumns(nationalId));
    return nationalId;
  }

  it('refuses password login for everyone, even with the right password, until a password reset', async () => {
    const user = await createAccount(api);
    await failFromEverywhere(user.email, 1);
    await expectLocked(user.email, '198.51.100.50');
    await expectLocked(user.email, '203.0.113.7');

    // The owner resets the password (the mailed link's token, made here as the mail would).
    const token = newSecretToken();
    const em = api.orm.em.fork();
    em.create(PasswordResetToken, {
      user: user.id,
      tokenHash: secretTokenHash(token),
      expiresAt: new Date(Date.now() + 60 * 60_000),
    });
    await em.flush();
    const newPassword = 'Ett-nytt-lösenord-2026';
    const reset = await api.request({
      method: 'POST',
      url: '/api/update-reset-password',
      payload: { token, password: newPassword, password_confirmation: newPassword },
    });
    expect(reset.statusCode).toBe(200);

    expect((await login(api, user.email, newPassword, '198.51.100.50')).statusCode).toBe(200);
  });

  it('is lifted by an e-ID login', async () => {
    const user = await createAccount(api);
    const nationalId = await withNationalId(user.email);
    await failFromEverywhere(user.email, 11);
    await expectLocked(user.email, '198.51.100.60');

    const landing = await new EidBrowser(api).loginWithEid(nationalId);
    expect(landing.token).toBeTruthy();

    expect((await login(api, user.email, DEFAULT_SEED_PASSWORD, '198.51.100.60')).statusCode).toBe(
      200,
    );
  });

  it('locks an address without an account the same way (the lock tells nothing)', async () => {
    const email = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    await failFromEverywhere(email, 21);
    const refused = await login(api, email, WRONG, '198.51.100.70');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().message).toMatch(LOCKED_SV);
  });
});

describe('account locks: bounded, growing, told to the owner once, lifted by a reset', () => {
  const CEILING = 4;
  let api: TestApp;
  let redis: RedisClient;
  let nextBlock = 0;

  beforeAll(async () => {
    api = await startTestApp({ LOGIN_FAILURES_BEFORE_LOCK: String(CEILING) });
    redis = api.app.get(RedisClient);
  });
  afterAll(() => api.close());

  /** The Redis key of an account's lock, made as the limiter makes it (an HMAC of the address). */
  function lockKey(email: string): string {
    const digest = createHmac('sha256', api.environment.JWT_SECRET)
      .update(`lock:${email.trim().toLowerCase()}`)
      .digest('base64url');
    return `${api.environment.QUEUE_PREFIX}:auth:login:lock:${digest}`;
  }

  /** CEILING failures from fresh addresses, then the attempt that sets the lock: its answer. */
  async function lock(email: string) {
    nextBlock += 1;
    const attempts = times(
      CEILING,
      (index) => () => login(api, email, WRONG, `203.0.113.${100 + nextBlock * 2 + (index % 2)}`),
    );
    expect(await statuses(attempts)).toEqual(times(CEILING, () => 401));
    return login(api, email, WRONG, `203.0.113.${100 + nextBlock * 2}`);
  }

  /** The lock's Retry-After, checked against the key's expiry in Redis. */
  async function lockSeconds(email: string): Promise<number> {
    const refused = await lock(email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().message).toMatch(LOCKED_SV);
    const retryAfter = Number(refused.headers['retry-after']);
    const ttl = await redis.ttl(lockKey(email));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(retryAfter);
    return retryAfter;
  }

  /** The lock runs out (its key expires; here at once instead of after minutes). */
  async function lockRunsOut(email: string): Promise<void> {
    expect(await redis.del(lockKey(email))).toBe(1);
    expect((await login(api, email, DEFAULT_SEED_PASSWORD, '203.0.113.99')).statusCode).toBe(200);
  }

  async function lockMails(email: string): Promise<OutgoingMail[]> {
    return api.orm.em
      .fork()
      .find(OutgoingMail, { recipient: email }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** Waits until the account has this many lock mails (sent after the answer, not awaited). */
  async function waitForLockMails(email: string, count: number): Promise<OutgoingMail[]> {
    for (let round = 0; round < 100; round += 1) {
      const mails = await lockMails(email);
      if (mails.length >= count) return mails;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return lockMails(email);
  }

  it('lasts 15 min, 1 h, 4 h, then 24 h at most, and never longer', async () => {
    const { email } = await createAccount(api);
    const bounds = [15, 60, 240, 1440, 1440].map((minutes) => minutes * 60);
    for (const [index, bound] of bounds.entries()) {
      const seconds = await lockSeconds(email);
      expect(seconds).toBeLessThanOrEqual(bound);
      expect(seconds).toBeGreaterThan(bound - 60);
      if (index < bounds.length - 1) await lockRunsOut(email);
    }
  });

  it('cuts a lock set without expiry, or longer than the longest, down to 24 h', async () => {
    const { email } = await createAccount(api);
    await redis.set(lockKey(email), '1', 'EX', 30 * 24 * 60 * 60); // as the old 30-day lock
    const refused = await login(api, email, DEFAULT_SEED_PASSWORD, '203.0.113.98');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(24 * 60 * 60);
    expect(await redis.ttl(lockKey(email))).toBeLessThanOrEqual(24 * 60 * 60);
  });

  it('mails the owner once per lock, and answers a caller the same without an account', async () => {
    const { email } = await createAccount(api);
    const nobody = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const [withAccount, withoutAccount] = [await lock(email), await lock(nobody)];
    expect(withoutAccount.statusCode).toBe(withAccount.statusCode);
    expect(withoutAccount.body).toBe(withAccount.body);
    expect(withoutAccount.headers['retry-after']).toBe(withAccount.headers['retry-after']);

    // Further attempts while locked send nothing more.
    expect((await login(api, email, WRONG, '203.0.113.97')).statusCode).toBe(429);
    const mails = await waitForLockMails(email, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: 'Inloggningen med lösenord till ditt Sinnro-konto är tillfälligt låst',
    });
    expect(mails[0]?.text).toContain('låst i 15 minuter');
    expect(mails[0]?.text).toContain('/session/forgot-password');
    // No address of the attempts, nothing but how long and the ways out.
    expect(mails[0]?.text).not.toMatch(/203\.0\.113/);
    expect(await lockMails(nobody)).toHaveLength(0);

    await lockRunsOut(email);
    await lock(email);
    const both = await waitForLockMails(email, 2);
    expect(both.map((mail) => /låst i (\d+) minuter/.exec(mail.text)?.[1]).sort()).toEqual([
      '15',
      '60',
    ]);
  });

  it('is lifted by a password reset, which also starts the growth again', async () => {
    const user = await createAccount(api);
    expect(await lockSeconds(user.email)).toBeLessThanOrEqual(15 * 60);
    await lockRunsOut(user.email);
    expect(await lockSeconds(user.email)).toBeGreaterThan(15 * 60); // the second lock: 1 h

    const token = newSecretToken();
    const em = api.orm.em.fork();
    em.create(PasswordResetToken, {
      user: user.id,
      tokenHash: secretTokenHash(token),
      expiresAt: new Date(Date.now() + 60 * 60_000),
    });
    await em.flush();
    const newPassword = 'Ett-annat-lösenord-2026';
    const reset = await api.request({
      method: 'POST',
      url: '/api/update-reset-password',
      payload: { token, password: newPassword, password_confirmation: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    expect(await redis.exists(lockKey(user.email))).toBe(0);
    expect((await login(api, user.email, newPassword, '203.0.113.96')).statusCode).toBe(200);

    // The next lock is a first one again.
    expect(await lockSeconds(user.email)).toBeLessThanOrEqual(15 * 60);
  });
});

describe('X-Forwarded-For and the per-address limit', () => {
  const LIMIT = 50;
  const socket = '203.0.113.1';
  const unknownEmail = (index: number) => `nobody-${index}-${randomUUID().slice(0, 8)}@example.com`;
  const forwarded = (index: number) => ({
    'x-forwarded-for': `100.64.${index >> 8}.${index % 256}`,
  });

  it('ignores the header without TRUSTED_PROXIES: rotating it does not escape the limit', async () => {
    const api = await startTestApp({ LOGIN_ATTEMPTS_PER_ADDRESS: String(LIMIT) });
    try {
      const answers = await statuses(
        times(
          LIMIT + 5,
          (index) => () => login(api, unknownEmail(index), WRONG, socket, forwarded(index)),
        ),
      );
      expect(answers).toEqual([...times(LIMIT, () => 401), ...times(5, () => 429)]);
    } finally {
      await api.close();
    }
  });

  it('believes the header from a trusted proxy, counting each client address', async () => {
    const proxy = '203.0.113.2';
    const api = await startTestApp({
      LOGIN_ATTEMPTS_PER_ADDRESS: String(LIMIT),
      TRUSTED_PROXIES: `${proxy},10.0.0.0/8`,
    });
    try {
      const rotating = await statuses(
        times(
          LIMIT + 5,
          (index) => () => login(api, unknownEmail(index), WRONG, proxy, forwarded(1000 + index)),
        ),
      );
      expect(rotating).toEqual(times(LIMIT + 5, () => 401));

      const client = { 'x-forwarded-for': '100.65.0.1' };
      const fixed = await statuses(
        times(LIMIT + 1, (index) => () => login(api, unknownEmail(index), WRONG, proxy, client)),
      );
      expect(fixed).toEqual([...times(LIMIT, () => 401), 429]);
    } finally {
      await api.close();
    }
  });
});
