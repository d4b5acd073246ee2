// `npm test`: everything CI checks. (Not named test.mjs: `node --test scripts/` would run it.) The build comes first (the API tests start the built
// worker); lint, the type checks and the unit tests then run side by side (each of them leaves
// a core idle much of the time on a two-core machine); the API and browser tests follow alone,
// since each of them keeps both cores busy.
import { runStages, summary } from './steps/run-steps.mjs';

const npm = (name, ...args) => ({ name, command: 'npm', args: ['run', '--silent', ...args] });

const stages = [
  [npm('build', 'build')],
  [
    npm('eslint', 'lint:code'),
    npm('prettier', 'lint:format'),
    npm('typecheck', 'typecheck'),
    npm('unit', 'test:unit'),
  ],
  [npm('api', 'test:api')],
  [npm('browser', 'test:browser')],
];

const results = await runStages(stages);
const passed = results.length === stages.flat().length && results.every((r) => r.code === 0);
process.stdout.write(`\n${summary(results)}\n`);
process.exitCode = passed ? 0 : 1;
