import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { GENEROUS_RATE_LIMITS } from './test-environment';

export const BACKEND_DIST = join(__dirname, '..', '..', 'backend', 'dist');

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs a compiled backend entry point (main.js, worker.js, database/database-cli.js). */
export class BackendProcess {
  stdout = '';
  stderr = '';
  private readonly exited: Promise<Finished>;

  constructor(
    entry: string,
    environment: NodeJS.ProcessEnv,
    args: string[] = [],
    readonly child: ChildProcess = spawn(process.execPath, [join(BACKEND_DIST, entry), ...args], {
      env: environment,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  ) {
    child.stdout?.on('data', (chunk: Buffer) => (this.stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exited = once(child, 'exit').then(([code, signal]) => ({
      code: code as number | null,
      signal: signal as NodeJS.Signals | null,
      stdout: this.stdout,
      stderr: this.stderr,
    }));
  }

  finished(): Promise<Finished> {
    return this.exited;
  }

  async waitForOutput(pattern: RegExp, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(this.stdout + this.stderr)) {
      if (this.child.exitCode !== null)
        throw new Error(`Exited early:\n${this.stdout}${this.stderr}`);
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${pattern}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** The environment the API tests run with, minus anything the caller overrides or removes. */
export function childEnvironment(overrides: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL,
    QUEUE_PREFIX: process.env.QUEUE_PREFIX,
    JWT_SECRET: process.env.JWT_SECRET,
    NATIONAL_ID_KEYS: process.env.NATIONAL_ID_KEYS,
    NATIONAL_ID_KEY_ID: process.env.NATIONAL_ID_KEY_ID,
    NATIONAL_ID_INDEX_KEY: process.env.NATIONAL_ID_INDEX_KEY,
    ...GENEROUS_RATE_LIMITS,
  };
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete environment[name];
    else environment[name] = value;
  }
  return environment;
}
