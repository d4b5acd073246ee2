// `npm test`: everything CI checks. (Not named test.mjs: `node --test scripts/` would run it.)
// The build comes first (the API tests start the built worker). The checks that need no database
// then run side by side: eslint and tsc are single-threaded, one after the other they would leave
// a core idle. (Each workspace's unit tests as a step of its own measured no faster: 201 s against
// 191 s, every core already busy.) The API and browser tests follow alone: each keeps both cores
// busy.
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
