import { ConfigurationError, loadEnvironment } from './load-environment';

const valid = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/sinnro',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_SECRET: 'x'.repeat(40),
};

function problemsOf(source: NodeJS.ProcessEnv): string[] {
  try {
    loadEnvironment(source);
  } catch (error) {
    if (error instanceof ConfigurationError) return error.problems;
    throw error;
  }
  return [];
}

const PRODUCTION_NATIONAL_ID_KEYS = {
  NATIONAL_ID_KEYS: `p1:${Buffer.alloc(32, 1).toString('base64')}`,
  NATIONAL_ID_KEY_ID: 'p1',
  NATIONAL_ID_INDEX_KEY: Buffer.alloc(32, 2).toString('base64'),
};

describe('loadEnvironment', () => {
  it('accepts a minimal environment and fills the defaults', () => {
    const environment = loadEnvironment(valid);
    expect(environment.PORT).toBe(3000);
    expect(environment.NODE_ENV).toBe('development');
    expect(environment.SMTP_URL).toBe('smtp://127.0.0.1:1025');
  });

  it('reads numbers from strings', () => {
    expect(loadEnvironment({ ...valid, PORT: '4100' }).PORT).toBe(4100);
  });

  it('names a missing variable and what it expects, in one line', () => {
    const problems = problemsOf({ ...valid, DATABASE_URL: undefined });
    expect(problems).toEqual([
      'Configuration error: DATABASE_URL is missing; expected a PostgreSQL URL such as postgres://user:password@127.0.0.1:5432/sinnro.',
    ]);
  });

  it('treats an empty value as missing', () => {
    expect(problemsOf({ ...valid, REDIS_URL: '' })).toEqual([
      expect.stringContaining('REDIS_URL is missing'),
    ]);
  });

  it('names an invalid port without echoing the value', () => {
    const problems = problemsOf({ ...valid, PORT: 'eighty' });
    expect(problems).toEqual([expect.stringContaining('PORT is invalid; expected a TCP port')]);
    expect(problems[0]).not.toContain('eighty');
  });

  it('rejects a short JWT secret without printing it', () => {
    const problems = problemsOf({ ...valid, JWT_SECRET: 'short-secret' });
    expect(problems).toEqual([expect.stringContaining('JWT_SECRET is invalid')]);
    expect(problems[0]).not.toContain('short-secret');
  });

  it('lists every bad variable', () => {
    expect(problemsOf({})).toHaveLength(3);
  });

  it('trusts no proxy by default, and reads a list of addresses and ranges', () => {
    expect(loadEnvironment(valid).TRUSTED_PROXIES).toEqual([]);
    expect(
      loadEnvironment({ ...valid, TRUSTED_PROXIES: '10.0.0.1, 10.1.0.0/16,fd00::/8,::1' })
        .TRUSTED_PROXIES,
    ).toEqual(['10.0.0.1', '10.1.0.0/16', 'fd00::/8', '::1']);
  });

  it('names a bad proxy address without echoing it', () => {
    for (const value of ['10.0.0.1,proxy.internal', '10.0.0.0/33', '10.0.0.1/8/8', 'fd00::/129']) {
      const problems = problemsOf({ ...valid, TRUSTED_PROXIES: value });
      expect(problems).toEqual([
        'Configuration error: TRUSTED_PROXIES is invalid; expected proxy addresses or CIDR ranges, comma-separated, such as 10.0.0.1,10.1.0.0/16.',
      ]);
      expect(problems[0]).not.toContain(value);
    }
  });

  it('reads the account lock ceiling and API_DOCS', () => {
    expect(loadEnvironment(valid).LOGIN_FAILURES_BEFORE_LOCK).toBe(50);
    expect(
      loadEnvironment({ ...valid, LOGIN_FAILURES_BEFORE_LOCK: '20' }).LOGIN_FAILURES_BEFORE_LOCK,
    ).toBe(20);
    expect(problemsOf({ ...valid, LOGIN_FAILURES_BEFORE_LOCK: '0' })).toEqual([
      expect.stringContaining('LOGIN_FAILURES_BEFORE_LOCK is invalid'),
    ]);
    expect(loadEnvironment(valid).API_DOCS).toBeUndefined();
    expect(loadEnvironment({ ...valid, API_DOCS: 'true' }).API_DOCS).toBe('true');
    expect(problemsOf({ ...valid, API_DOCS: 'yes' })).toEqual([
      'Configuration error: API_DOCS is invalid; expected true or false.',
    ]);
  });

  it('reads the account lock lengths: minutes, at most a day each', () => {
    expect(loadEnvironment(valid).LOGIN_LOCK_MINUTES).toEqual(['15', '60', '240', '1440']);
    expect(loadEnvironment({ ...valid, LOGIN_LOCK_MINUTES: '5, 30' }).LOGIN_LOCK_MINUTES).toEqual([
      '5',
      '30',
    ]);
    for (const value of ['0', '1441', '15,forever', ',']) {
      expect(problemsOf({ ...valid, LOGIN_LOCK_MINUTES: value })).toEqual([
        expect.stringContaining('LOGIN_LOCK_MINUTES is invalid'),
      ]);
    }
  });

  it('requires mail and front-end addresses in production', () => {
    const problems = problemsOf({ ...valid, NODE_ENV: 'production' });
    expect(problems).toEqual([
      expect.stringContaining('SMTP_URL is missing'),
      expect.stringContaining('CONSOLE_URL is missing'),
      expect.stringContaining('CLIENT_WEB_URL is missing'),
      'Configuration error: JITSI_JWT_SECRET is missing; expected the Jitsi token secret (at least 16 characters).',
      expect.stringContaining('NATIONAL_ID_KEYS is missing'),
      expect.stringContaining('NATIONAL_ID_KEY_ID is missing'),
      expect.stringContaining('NATIONAL_ID_INDEX_KEY is missing'),
    ]);
  });

  it('requires the Jitsi token secret in production only', () => {
    const production = {
      ...valid,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.com:587',
      CONSOLE_URL: 'https://console.example.com',
      CLIENT_WEB_URL: 'https://app.example.com',
      ...PRODUCTION_NATIONAL_ID_KEYS,
    };
    expect(problemsOf(production)).toEqual([
      expect.stringContaining('JITSI_JWT_SECRET is missing'),
    ]);
    expect(problemsOf({ ...production, JITSI_JWT_SECRET: 'j'.repeat(32) })).toEqual([]);
    for (const NODE_ENV of ['development', 'test']) {
      expect(loadEnvironment({ ...valid, NODE_ENV }).JITSI_JWT_SECRET).toBeUndefined();
    }
  });

  it('checks the personal-number keys together, and names no key in its answer', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadEnvironment(valid).NATIONAL_ID_KEY_ID).toBe('dev1');
    expect(problemsOf({ ...valid, ...PRODUCTION_NATIONAL_ID_KEYS })).toEqual([]);
    const wrongCurrent = problemsOf({
      ...valid,
      NATIONAL_ID_KEYS: `a:${key}`,
      NATIONAL_ID_KEY_ID: 'b',
    });
    expect(wrongCurrent).toEqual([expect.stringContaining('NATIONAL_ID_KEYS is invalid')]);
    const short = problemsOf({ ...valid, NATIONAL_ID_KEYS: `dev1:${key.slice(0, 20)}` });
    expect(short).toEqual([expect.stringContaining('NATIONAL_ID_KEYS is invalid')]);
    expect(short.join()).not.toContain(key.slice(0, 20));
    expect(problemsOf({ ...valid, NATIONAL_ID_INDEX_KEY: 'short' })).toEqual([
      expect.stringContaining('NATIONAL_ID_INDEX_KEY is invalid'),
    ]);
  });
});
