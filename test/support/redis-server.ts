import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import Redis from 'ioredis';
import { freePort } from './free-port';

/** A real redis-server of the test's own, so a test can stop it without touching the shared one. */
export class DisposableRedis {
  private constructor(
    private process: ChildProcess,
    readonly url: string,
  ) {}

  static async start(): Promise<DisposableRedis> {
    const port = await freePort();
    const redis = new DisposableRedis(spawnRedis(port), `redis://127.0.0.1:${port}`);
    await redis.waitUntilAnswering();
    return redis;
  }

  /** Kills the server and starts a fresh one on the same port (clients must reconnect). */
  async restart(): Promise<void> {
    await this.stop();
    this.process = spawnRedis(Number(new URL(this.url).port));
    await this.waitUntilAnswering();
  }

  private async waitUntilAnswering(): Promise<void> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const client = new Redis(this.url, { lazyConnect: true, retryStrategy: () => null });
      client.on('error', () => undefined);
      try {
        await client.connect();
        if ((await client.ping()) === 'PONG') return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      } finally {
        client.disconnect();
      }
    }
    throw new Error('redis-server did not start');
  }

  async stop(): Promise<void> {
    if (this.process.exitCode !== null || this.process.signalCode !== null) return;
    this.process.kill('SIGKILL');
    await once(this.process, 'exit');
  }
}

function spawnRedis(port: number): ChildProcess {
  return spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
}
