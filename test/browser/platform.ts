import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

export const REPOSITORY_ROOT = join(__dirname, '..', '..');

export interface PlatformUrls {
  api: string;
  console: string;
  client: string;
  /** The mail catcher's web inbox (maildev), where the platform's mails land. */
  inbox: string;
}

/** `npm start`'s launcher as a child process, until it prints its machine-readable ready line. */
export class RunningPlatform {
  private output = '';

  private constructor(private readonly launcher: ChildProcess) {
    launcher.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    launcher.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
  }

  static start(environment: NodeJS.ProcessEnv): RunningPlatform {
    const launcher = spawn(process.execPath, [join(REPOSITORY_ROOT, 'scripts', 'start.mjs')], {
      cwd: REPOSITORY_ROOT,
      env: environment,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new RunningPlatform(launcher);
  }

  async ready(timeoutMs = 240_000): Promise<PlatformUrls> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = /SINNRO_READY api=(\S+) console=(\S+) client=(\S+) inbox=(\S+)/.exec(
        this.output,
      );
      if (match) return { api: match[1], console: match[2], client: match[3], inbox: match[4] };
      if (this.launcher.exitCode !== null) throw new Error(`npm start exited:\n${this.output}`);
      if (Date.now() > deadline)
        throw new Error(`npm start was not ready in time:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async stop(): Promise<void> {
    if (this.launcher.exitCode !== null) return;
    this.launcher.kill('SIGTERM');
    const timer = setTimeout(() => this.launcher.kill('SIGKILL'), 30_000);
    await once(this.launcher, 'exit');
    clearTimeout(timer);
  }
}
