// .data/launcher.json remembers the processes this launcher started, so that the next start can
// clean up after a launcher that was killed with SIGKILL (which leaves its children running).
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { LauncherError } from './errors.mjs';

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The command line of a running process, or undefined when it is gone. */
export function commandLineOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    if (fs.existsSync('/proc/self')) return undefined;
  }
  try {
    // No /proc (macOS): ask ps.
    return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

/** True when `pid` still runs the command we started, not an unrelated process that reused the pid. */
export function isOurProcess(pid, marker) {
  const commandLine = commandLineOf(pid);
  return commandLine !== undefined && commandLine.includes(marker);
}

/** Signals the process group the launcher created for the child, or the process alone. */
export function signalProcess(pid, signal, { group = true } = {}) {
  if (group) {
    try {
      process.kill(-pid, signal);
      return;
    } catch {
      // Not a group leader: signal the process alone.
    }
  }
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

async function terminate({ pid, marker, stopSignal = 'SIGTERM' }, graceMs = 10_000) {
  // PostgreSQL wants SIGINT (fast shutdown) on the postmaster alone, not on its backends.
  signalProcess(pid, stopSignal, { group: stopSignal === 'SIGTERM' });
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!isOurProcess(pid, marker)) return;
    await sleep(100);
  }
  signalProcess(pid, 'SIGKILL');
}

export class PidRegistry {
  constructor(file) {
    this.file = file;
    this.entries = new Map();
    this.launcherCommand = commandLineOf(process.pid);
  }

  /** `marker` is a part of the command line; `rank` orders the stops (apps before databases). */
  add(name, { pid, marker, stopSignal = 'SIGTERM', rank = 0 }) {
    this.entries.set(name, { pid, marker, stopSignal, rank });
    this.#save();
  }

  remove(name) {
    if (this.entries.delete(name)) this.#save();
  }

  delete() {
    this.entries.clear();
    fs.rmSync(this.file, { force: true });
  }

  #save() {
    const processes = Object.fromEntries(this.entries);
    const content = { launcherPid: process.pid, launcherCommand: this.launcherCommand, processes };
    fs.writeFileSync(this.file, `${JSON.stringify(content, null, 2)}\n`);
  }

  #readPrevious() {
    try {
      return JSON.parse(fs.readFileSync(this.file, 'utf8'));
    } catch {
      return undefined;
    }
  }

  /**
   * Stops the processes a previous launcher left behind. Refuses to start when that launcher is
   * still running: two launchers must not share one data directory.
   * Returns the names of the processes it stopped.
   */
  async stopLeftovers() {
    const previous = this.#readPrevious();
    if (!previous) return [];
    const { launcherPid, launcherCommand, processes = {} } = previous;
    const launcherAlive = launcherCommand && commandLineOf(launcherPid) === launcherCommand;
    if (launcherPid !== process.pid && launcherAlive) {
      throw new LauncherError(
        `Another launcher (pid ${launcherPid}) is running on this data directory.`,
        { details: 'Stop it first, or give this copy its own DATA_DIR and ports.' },
      );
    }
    const leftovers = Object.entries(processes)
      .filter(([, { pid, marker }]) => isOurProcess(pid, marker))
      .sort(([, a], [, b]) => (a.rank ?? 0) - (b.rank ?? 0));
    for (const rank of new Set(leftovers.map(([, entry]) => entry.rank ?? 0))) {
      const sameRank = leftovers.filter(([, entry]) => (entry.rank ?? 0) === rank);
      await Promise.all(sameRank.map(([, entry]) => terminate(entry)));
    }
    fs.rmSync(this.file, { force: true });
    return leftovers.map(([name]) => name);
  }

  /** Writes the file with our pid, so that a second launcher on this data directory backs off. */
  claim() {
    this.#save();
  }
}
