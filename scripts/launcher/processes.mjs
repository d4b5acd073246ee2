// Child processes: spawn, prefix their output, keep their last lines, stop them in order.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { formatChildLine, fail } from './output.mjs';
import { signalProcess } from './pid-registry.mjs';
import { LauncherError, ProcessDiedError } from './errors.mjs';
import { findFreePort } from './ports.mjs';

const TAIL_LINES = 50;
const STOP_GRACE_MS = 10_000;

/**
 * One child process. Each runs in a process group of its own (`detached`), so the terminal's
 * Ctrl-C reaches only the launcher, which then stops everything in order.
 */
export class ManagedProcess {
  /**
   * @param {object} spec
   * @param {string} spec.name     label used in messages
   * @param {string} spec.tag      short tag printed before each output line
   * @param {string} spec.command
   * @param {string[]} spec.args
   * @param {boolean} spec.verbose print stdout too (stderr is printed unless `quiet`)
   * @param {boolean} [spec.quiet] hide stderr too, for programs that log everything there
   * @param {boolean} [spec.ipc]   open an IPC channel (service children written for the launcher)
   * @param {string} [spec.stopSignal]
   * @param {number} [spec.tailLines]
   */
  constructor(spec) {
    this.spec = spec;
    this.name = spec.name;
    this.tail = [];
    this.stopping = false;
    this.ready = false; // set by whoever started it, once it serves
    this.hasExited = false;
    this.messages = new Set();
    this.exitCode = undefined;
    this.exitSignal = undefined;
  }

  start() {
    const { command, args, cwd, env, uid, gid, ipc } = this.spec;
    this.child = spawn(command, args, {
      cwd,
      env,
      uid,
      gid,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc'] : [])],
    });
    this.exited = new Promise((resolve) => {
      this.child.once('error', (error) => {
        this.#record('stderr', `could not start ${command}: ${error.message}`);
        this.#markExited(null, null, resolve);
      });
      this.child.once('close', (code, signal) => this.#markExited(code, signal, resolve));
    });
    this.child.on('message', (message) => this.messages.add(message));
    this.#follow(this.child.stdout, 'stdout');
    this.#follow(this.child.stderr, 'stderr');
    return this;
  }

  /** Whether the child sent `message` over its IPC channel (our own servers send 'ready'). */
  said(message) {
    return this.messages.has(message);
  }

  get pid() {
    return this.child?.pid;
  }

  /** Describes how the process ended, e.g. "exited with code 1". */
  get exitDescription() {
    if (this.exitSignal) return `was killed by ${this.exitSignal}`;
    return `exited with code ${this.exitCode}`;
  }

  #markExited(code, signal, resolve) {
    if (this.hasExited) return;
    this.hasExited = true;
    this.exitCode = code;
    this.exitSignal = signal;
    resolve({ code, signal });
  }

  #follow(stream, streamName) {
    readline
      .createInterface({ input: stream, crlfDelay: Infinity })
      .on('line', (line) => this.#record(streamName, line));
  }

  #record(streamName, text) {
    const shown = this.spec.verbose || (streamName === 'stderr' && !this.spec.quiet);
    const line = { text, shown };
    this.tail.push(line);
    if (this.tail.length > (this.spec.tailLines ?? TAIL_LINES)) this.tail.shift();
    if (shown) this.#print(text);
  }

  #print(text) {
    console.log(formatChildLine(this.spec.tag, text));
  }

  /** Prints the remembered lines, oldest first. */
  printTail() {
    for (const line of this.tail) this.#print(line.text);
  }

  async stop(graceMs = STOP_GRACE_MS) {
    if (!this.child || this.hasExited) return;
    this.stopping = true;
    const stopSignal = this.spec.stopSignal ?? 'SIGTERM';
    signalProcess(this.pid, stopSignal, { group: stopSignal === 'SIGTERM' });
    const timedOut = await Promise.race([
      this.exited.then(() => false),
      sleep(graceMs).then(() => true),
    ]);
    if (timedOut) {
      signalProcess(this.pid, 'SIGKILL');
      await this.exited;
    }
  }

  kill() {
    if (!this.child || this.hasExited) return;
    this.stopping = true;
    signalProcess(this.pid, 'SIGKILL');
  }
}

/** Starts children, remembers them in the pid registry, and stops them in rank order. */
export class Supervisor {
  constructor({ registry, verbose, onCrash }) {
    this.registry = registry;
    this.verbose = verbose;
    this.onCrash = onCrash;
    this.processes = [];
    this.closed = false;
  }

  /**
   * A long-running child. `rank` orders the stop (lowest first); `marker` identifies it in
   * /proc/<pid>/cmdline when a later launcher cleans up. An exit we did not ask for calls onCrash,
   * except when `spec.retryOnPortClash` and it lost its port before it was ready: then the
   * starter tries again on another port (see startOnFreePort).
   */
  startService(spec) {
    const proc = this.#start(spec);
    // No pid when spawn failed (e.g. ENOENT): the 'error' event then ends the process at once.
    if (proc.pid !== undefined) {
      this.registry.add(spec.name, {
        pid: proc.pid,
        marker: spec.marker ?? [spec.command, ...spec.args].join(' '),
        stopSignal: spec.stopSignal,
        rank: spec.rank,
      });
    }
    void proc.exited.then(() => {
      this.registry.remove(spec.name);
      if (proc.stopping || this.closed) return;
      if (spec.retryOnPortClash && !proc.ready && diedOfPortClash(proc)) {
        this.#forget(proc);
        return;
      }
      this.onCrash(proc);
    });
    return proc;
  }

  /**
   * A command that runs to its end, e.g. the build; resolves to the finished process, or throws
   * when stopAll ended it early.
   */
  async runTask(spec) {
    // Quiet: the caller prints the output when the task fails.
    const proc = this.#start({ rank: -1, tailLines: 400, quiet: true, ...spec });
    await proc.exited;
    this.#forget(proc);
    if (proc.stopping) throw new LauncherError(`${spec.name} was stopped`);
    return proc;
  }

  #start(spec) {
    if (this.closed) throw new LauncherError('Stopping: not starting anything new.');
    const proc = new ManagedProcess({ verbose: this.verbose, ...spec }).start();
    this.processes.push(proc);
    return proc;
  }

  /** Drops a finished child from the list (in place: waits watch this very array). */
  #forget(proc) {
    const index = this.processes.indexOf(proc);
    if (index !== -1) this.processes.splice(index, 1);
  }

  /** Stops every child, rank by rank; children of one rank stop together. */
  async stopAll() {
    this.closed = true;
    const ranks = [...new Set(this.processes.map((proc) => proc.spec.rank ?? 0))].sort(
      (a, b) => a - b,
    );
    for (const rank of ranks) {
      const sameRank = this.processes.filter((proc) => (proc.spec.rank ?? 0) === rank);
      await Promise.all(sameRank.map((proc) => proc.stop()));
    }
  }

  killAll() {
    this.closed = true;
    for (const proc of this.processes) proc.kill();
  }
}

/** Prints why a child died and, unless all of it was shown already, its last lines in order. */
export function reportCrash(proc) {
  const unshown = proc.tail.some((line) => !line.shown);
  fail(`${proc.name} ${proc.exitDescription}${unshown ? '. Its last lines:' : '.'}`);
  if (unshown) proc.printTail();
}

const PORT_CLASH = /EADDRINUSE|address already in use/i;

function diedOfPortClash(proc) {
  return proc.hasExited && proc.tail.some((line) => PORT_CLASH.test(line.text));
}

/**
 * Runs `start(port)` on a free port. The port can still be taken between the check and the
 * server's bind (by another launcher starting at the same moment): then it tries another one.
 * `start` must spawn with `retryOnPortClash`, wait for readiness and set `proc.ready`.
 */
export async function startOnFreePort(preferred, takenPorts, start) {
  for (let attempt = 1; ; attempt += 1) {
    const port = await findFreePort(preferred, takenPorts);
    takenPorts.add(port);
    try {
      return await start(port);
    } catch (error) {
      const lostRace = error instanceof ProcessDiedError && diedOfPortClash(error.proc);
      if (!lostRace || attempt === 3) throw error;
    }
  }
}
