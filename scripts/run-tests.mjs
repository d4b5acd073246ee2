// `npm test`: everything CI checks. (Not named test.mjs: `node --test scripts/` would run it.)
// The build comes first (the API tests start the built worker). The checks that need no database
// then run side by side: single-threaded ones (eslint, tsc) one after the other would leave a core
// idle, and each workspace's unit tests are a step of their own so no step waits on the slowest.
// The API and browser tests follow alone: each keeps both cores busy.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { runStages, summary } from './steps/run-steps.mjs';

const npm = (name, ...args) => ({ name, command: 'npm', args: ['run', '--silent', ...args] });
const readPackage = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

/** One step per workspace that has unit tests (the root's test:unit runs them one by one). */
const unitSteps = readPackage('.')
  .workspaces.map((dir) => ({ dir, pkg: readPackage(dir) }))
  .filter(({ pkg }) => pkg.scripts?.['test:unit'])
  .map(({ dir, pkg }) => npm(`unit:${basename(dir)}`, 'test:unit', '-w', pkg.name));

const stages = [
  [npm('build', 'build')],
  [
    npm('eslint', 'lint:code'),
    npm('prettier', 'lint:format'),
    npm('typecheck', 'typecheck'),
    { name: 'unit:scripts', command: process.execPath, args: ['--test', 'scripts/'] },
    ...unitSteps,
  ],
  [npm('api', 'test:api')],
  [npm('browser', 'test:browser')],
];

const results = await runStages(stages);
const passed = results.length === stages.flat().length && results.every((r) => r.code === 0);
process.stdout.write(`\n${summary(results)}\n`);
process.exitCode = passed ? 0 : 1;
