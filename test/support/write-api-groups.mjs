// Writes the API test files' groups for `npm run test:api` (jest.api-grouped.config.js).
//
// Jest gives every test file a module registry of its own, so each file loaded the whole
// backend (Nest, MikroORM, Fastify and every module) again: about 1.5 s of CPU per file,
// measured on six files run one by one (23.7 s) and as one group (15.0 s). A group file
// requires several spec files, each inside a describe of its own (their hooks stay theirs),
// so a worker loads the backend once per group. Groups are balanced by each file's seconds in
// api/durations.json (a file not in it counts as the median) and numbered heaviest first;
// api-group-sequencer.cjs runs them in that order so no worker is left with a large group at
// the end.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const testDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SPEC_DIR = join(testDir, 'api');
export const GROUP_DIR = join(testDir, 'api-groups');
export const DURATIONS_FILE = join(SPEC_DIR, 'durations.json');

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 1 : sorted[Math.floor(sorted.length / 2)];
}

/** Each spec file with its weight: its recorded seconds, or the median of the recorded ones. */
export function weighSpecs(names, durations) {
  const fallback = median(Object.values(durations));
  return names.map((name) => ({ name, weight: durations[name] ?? fallback }));
}

/** Assigns each weighted item to the lightest group so far, heaviest items first. */
export function balance(items, groupCount) {
  const groups = Array.from({ length: groupCount }, () => ({ weight: 0, items: [] }));
  for (const item of [...items].sort(
    (a, b) => b.weight - a.weight || a.name.localeCompare(b.name),
  )) {
    const lightest = groups.reduce((best, group) => (group.weight < best.weight ? group : best));
    lightest.items.push(item);
    lightest.weight += item.weight;
  }
  return groups
    .filter((group) => group.items.length > 0)
    .sort((a, b) => b.weight - a.weight)
    .map((group) => ({
      ...group,
      items: group.items.sort((a, b) => a.name.localeCompare(b.name)),
    }));
}

export function groupSource(names) {
  const lines = names.map(
    (name) =>
      `describe(${JSON.stringify(name)}, () => {\n  require(${JSON.stringify(`../api/${name}`)});\n});`,
  );
  return `// Written by support/write-api-groups.mjs for this run; not committed.\n${lines.join('\n')}\n`;
}

export function writeApiGroups(groupCount) {
  const names = readdirSync(SPEC_DIR).filter((name) => name.endsWith('.e2e-spec.ts'));
  const durations = existsSync(DURATIONS_FILE)
    ? JSON.parse(readFileSync(DURATIONS_FILE, 'utf8'))
    : {};
  const groups = balance(weighSpecs(names, durations), groupCount);
  rmSync(GROUP_DIR, { recursive: true, force: true });
  mkdirSync(GROUP_DIR);
  groups.forEach((group, index) => {
    const file = join(GROUP_DIR, `group-${String(index).padStart(2, '0')}.e2e-group.ts`);
    writeFileSync(file, groupSource(group.items.map((item) => item.name)));
  });
  return groups;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const groupCount = Number(process.env.API_TEST_GROUPS ?? 10);
  const groups = writeApiGroups(groupCount);
  const files = groups.reduce((sum, group) => sum + group.items.length, 0);
  process.stdout.write(`API tests: ${files} files in ${groups.length} groups\n`);
}
