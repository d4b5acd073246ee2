// The generated OpenAPI artefacts are what their generators write now: the success answers read
// from the controllers' return types, and the front ends' types from the committed document.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { API_TYPES, apiTypesText, REFRESH_COMMAND } from './api-types.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { describeControllers, generatedText, OUTPUT } = await import(
  pathToFileURL(path.join(root, 'backend/scripts/openapi/success-answers.mjs')).href
);

test('the front ends’ API types are openapi-typescript’s output for backend/openapi.json', async () => {
  const committed = await readFile(API_TYPES, 'utf8');
  assert.ok(
    committed === (await apiTypesText()),
    `libs/web-session/src/api-types.generated.ts is stale: run ${REFRESH_COMMAND}.`,
  );
});

test('the success answers are what the controllers’ return types say now', async () => {
  const described = describeControllers();
  assert.deepEqual(described.problems, [], 'Some return types cannot be described.');
  const committed = await readFile(OUTPUT, 'utf8');
  assert.ok(
    committed === (await generatedText(described)),
    `backend/src/openapi/success-answers.generated.ts is stale: run ${REFRESH_COMMAND}.`,
  );
});
