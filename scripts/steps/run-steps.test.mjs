import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { rmSync } from 'node:fs';
import { after, test } from 'node:test';
import { runStages, summary } from './run-steps.mjs';

const node = (name, source) => ({ name, command: process.execPath, args: ['-e', source] });

function collector() {
  let text = '';
  const output = new Writable({
    write(chunk, _encoding, done) {
      text += chunk;
      done();
    },
  });
  return { output, text: () => text };
}

test('runs the steps of a stage side by side, prefixing their lines', async () => {
  const sink = collector();
  // Each step waits until the other has written its marker file: run one after the other, the
  // first would wait forever (the test's own timeout ends it).
  const marker = `/tmp/run-steps-${process.pid}-`;
  after(() => ['a', 'b'].forEach((name) => rmSync(`${marker}${name}`, { force: true })));
  const waitFor = (me, other) =>
    `const fs=require('fs');fs.writeFileSync('${marker}${me}','');` +
    `const t=setInterval(()=>{if(fs.existsSync('${marker}${other}')){clearInterval(t);console.log('saw ${other}')}},10)`;
  const results = await runStages([[node('a', waitFor('a', 'b')), node('b', waitFor('b', 'a'))]], {
    output: sink.output,
  });
  assert.deepEqual(
    results.map((result) => [result.name, result.code]),
    [
      ['a', 0],
      ['b', 0],
    ],
  );
  assert.match(sink.text(), /^\[a\] saw b$/m);
  assert.match(sink.text(), /^\[b\] saw a$/m);
});

test('stops after a stage with a failed step and reports it', async () => {
  const sink = collector();
  const results = await runStages(
    [[node('fails', 'process.exit(3)')], [node('never', 'console.log("ran")')]],
    { output: sink.output },
  );
  assert.deepEqual(
    results.map((result) => [result.name, result.code]),
    [['fails', 3]],
  );
  assert.doesNotMatch(sink.text(), /ran/);
  assert.match(sink.text(), /^fails FAILED in \d+\.\d s$/m);
  assert.match(summary(results), /^fails\s+\d+\.\d s {2}FAILED$/);
});

test('counts a step killed by a signal as failed', async () => {
  const sink = collector();
  const [result] = await runStages([[node('killed', 'process.kill(process.pid, "SIGKILL")')]], {
    output: sink.output,
  });
  assert.equal(result.code, 1);
});
