// Reads a per-file Jest run's --json answer and writes each API test file's seconds to
// api/durations.json, the weights support/write-api-groups.mjs balances the groups by.
// Run it with `npm run test:api:durations -w @sinnro/test` after adding slow tests.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { DURATIONS_FILE } from './write-api-groups.mjs';

const [jsonFile] = process.argv.slice(2);
if (!jsonFile) throw new Error('usage: write-api-durations.mjs <jest --json output>');
const { testResults } = JSON.parse(readFileSync(jsonFile, 'utf8'));
const durations = Object.fromEntries(
  testResults
    .map((file) => [basename(file.name), Math.round((file.endTime - file.startTime) / 100) / 10])
    .sort(([a], [b]) => a.localeCompare(b)),
);
writeFileSync(DURATIONS_FILE, `${JSON.stringify(durations, null, 2)}\n`);
process.stdout.write(`${Object.keys(durations).length} durations written to ${DURATIONS_FILE}\n`);
