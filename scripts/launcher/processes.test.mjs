import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ManagedProcess, startOnFreePort } from './processes.mjs';
import { ProcessDiedError } from './errors.mjs';

function node(script, extra = {}) {
  return new ManagedProcess({
    name: 'test',
    tag: 'api',
    command: process.execPath,
    args: ['-e', script],
    verbose: false,
    quiet: true,
    tailLines: 3,
    ...extra,
  }).start();
}

test('keeps only the last lines of output', async () => {
  const proc = node('for (let i = 1; i <= 5; i++) console.log("line " + i)');
  await proc.exited;
  assert.deepEqual(
    proc.tail.map((line) => line.text),
    ['line 3', 'line 4', 'line 5'],
  );
  assert.equal(proc.exitDescription, 'exited with code 0');
});

test('stop escalates to SIGKILL when SIGTERM is ignored', async () => {
  const proc = node(
    'process.on("SIGTERM", () => {}); console.log("up"); setInterval(() => {}, 1000)',
  );
  while (proc.tail.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  await proc.stop(300);
  assert.equal(proc.exitSignal, 'SIGKILL');
});

test('a program that cannot start ends with its reason in the tail', async () => {
  const proc = new ManagedProcess({
    name: 'missing',
    tag: 'api',
    command: '/nonexistent/program',
    args: [],
    quiet: true,
  }).start();
  await proc.exited;
  assert.match(proc.tail[0].text, /ENOENT/);
});

function fakeDeadProcess(lastLine) {
  return {
    name: 'redis',
    hasExited: true,
    exitDescription: 'exited with code 1',
    tail: [{ text: lastLine }],
  };
}

test('startOnFreePort tries another port when the server lost its port', async () => {
  const tried = [];
  const port = await startOnFreePort(40200, new Set(), async (candidate) => {
    tried.push(candidate);
    if (tried.length === 1) {
      throw new ProcessDiedError(fakeDeadProcess('bind: Address already in use'), 'redis');
    }
    return candidate;
  });
  assert.equal(tried.length, 2);
  assert.equal(port, tried[1]);
  assert.notEqual(tried[1], tried[0]);
});

test('startOnFreePort does not retry other failures', async () => {
  let attempts = 0;
  await assert.rejects(
    startOnFreePort(40201, new Set(), async () => {
      attempts += 1;
      throw new ProcessDiedError(
        fakeDeadProcess('FATAL: data directory has wrong ownership'),
        'db',
      );
    }),
    /exited with code 1/,
  );
  assert.equal(attempts, 1);
});
