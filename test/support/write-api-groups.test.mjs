import assert from 'node:assert/strict';
import { test } from 'node:test';
import { balance, groupSource, weighSpecs } from './write-api-groups.mjs';

test('a file without a recorded duration weighs the median of the recorded ones', () => {
  const weighed = weighSpecs(['a.e2e-spec.ts', 'new.e2e-spec.ts'], {
    'a.e2e-spec.ts': 30,
    'b.e2e-spec.ts': 10,
    'c.e2e-spec.ts': 20,
  });
  assert.deepEqual(weighed, [
    { name: 'a.e2e-spec.ts', weight: 30 },
    { name: 'new.e2e-spec.ts', weight: 20 },
  ]);
});

test('heavy files get groups of their own and the groups come heaviest first', () => {
  const items = [
    { name: 'slow', weight: 100 },
    { name: 'a', weight: 30 },
    { name: 'b', weight: 30 },
    { name: 'c', weight: 20 },
    { name: 'd', weight: 20 },
  ];
  const groups = balance(items, 2);
  assert.deepEqual(
    groups.map((group) => group.items.map((item) => item.name)),
    [['slow'], ['a', 'b', 'c', 'd']],
  );
  assert.deepEqual(
    groups.map((group) => group.weight),
    [100, 100],
  );
});

test('no empty groups when there are fewer files than groups', () => {
  assert.equal(balance([{ name: 'a', weight: 1 }], 10).length, 1);
});

test('each spec file is required inside a describe of its own', () => {
  const source = groupSource(['one.e2e-spec.ts', 'two.e2e-spec.ts']);
  assert.match(
    source,
    /describe\("one.e2e-spec.ts", \(\) => \{\n {2}require\("..\/api\/one.e2e-spec.ts"\);\n\}\);/,
  );
  assert.equal(source.match(/describe\(/g)?.length, 2);
});
