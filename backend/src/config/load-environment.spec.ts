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

  it('requires mail and front-end addresses in production', () => {
    const problems = problemsOf({ ...valid, NODE_ENV: 'production' });
    expect(problems).toEqual([
      expect.stringContaining('SMTP_URL is missing'),
      expect.stringContaining('CONSOLE_URL is missing'),
      expect.stringContaining('CLIENT_WEB_URL is missing'),
    ]);
  });
});
