import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { commandLineOf, isAlive, isOurProcess, PidRegistry } from './pid-registry.mjs';

const SLEEPER = 'setInterval(() => {}, 1000) // launcher-registry-test';

function startSleeper() {
  const child = spawn(process.execPath, ['-e', SLEEPER], { detached: true, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, exited };
}

test('isOurProcess checks the command line, not just the pid', () => {
  assert.equal(isOurProcess(process.pid, process.argv[1] ?? 'node'), true);
  assert.equal(isOurProcess(process.pid, 'certainly-not-this-command'), false);
});

test('stopLeftovers stops what a killed launcher left, and only that', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'launcher-registry-'));
  const file = path.join(dataDir, 'launcher.json');
  const { child, exited } = startSleeper();
  const bystander = startSleeper();
  try {
    const previous = {
      launcherPid: 999_999_999,
      processes: {
        api: { pid: child.pid, marker: 'launcher-registry-test', rank: 1 },
        // Same pid reused by another program: its command line does not match, so it lives.
        redis: { pid: bystander.child.pid, marker: 'redis-server 127.0.0.1:63790', rank: 3 },
      },
    };
    fs.writeFileSync(file, JSON.stringify(previous));
    const stopped = await new PidRegistry(file).stopLeftovers();
    await exited;
    assert.deepEqual(stopped, ['api']);
    assert.equal(isAlive(bystander.child.pid), true);
    assert.equal(fs.existsSync(file), false);
  } finally {
    bystander.child.kill('SIGKILL');
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a launcher still running on the same data directory is not disturbed', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'launcher-registry-'));
  const file = path.join(dataDir, 'launcher.json');
  const { child } = startSleeper();
  try {
    // Until exec completes, the child still shows our own command line.
    while (!isOurProcess(child.pid, 'launcher-registry-test')) await sleep(10);
    const launcher = { launcherPid: child.pid, launcherCommand: commandLineOf(child.pid) };
    fs.writeFileSync(file, JSON.stringify({ ...launcher, processes: {} }));
    await assert.rejects(new PidRegistry(file).stopLeftovers(), /Another launcher/);
    assert.equal(fs.existsSync(file), true);
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
