import SwaggerParser from '@apidevtools/swagger-parser';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  describesSuccess,
  differences,
  operationCounts,
  operationsWithoutSuccessAnswer,
  REFRESH_COMMAND,
} from '../support/openapi-document';
import { startTestApp, type TestApp } from '../support/test-app';

const BACKEND = path.join(__dirname, '../../backend');
const COMMITTED = path.join(BACKEND, 'openapi.json');

/**
 * The document production serves: that of the tsc build (`npm run build`), written by the same
 * script that refreshes the committed file. (These tests run the app compiled by swc, whose
 * decorator metadata differs in places: e.g. it drops path parameters typed by a type alias.)
 */
async function builtDocument(): Promise<unknown> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(BACKEND, 'scripts/openapi/write-document.mjs'), '--print'],
    { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, LOG_LEVEL: 'silent' } },
  );
  return JSON.parse(stdout);
}

describe('the success-answer check', () => {
  const json = { 'application/json': { schema: { $ref: '#/components/schemas/UserView' } } };

  it('accepts a JSON body with a schema, a file body, 204 and a described redirect', () => {
    expect(describesSuccess({ '200': { description: '', content: json } })).toBe(true);
    expect(describesSuccess({ '201': { description: '', content: json } })).toBe(true);
    expect(
      describesSuccess({
        '200': {
          description: '',
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
      }),
    ).toBe(true);
    expect(describesSuccess({ '204': { description: 'No content.' } })).toBe(true);
    expect(describesSuccess({ '302': { description: 'To the issuer.' } })).toBe(true);
  });

  it('refuses a 2xx without a body schema, an empty schema, an error only and a bare redirect', () => {
    expect(describesSuccess({ '200': { description: '' } })).toBe(false);
    expect(describesSuccess({ '201': { description: 'Created' } })).toBe(false);
    expect(
      describesSuccess({ '200': { description: '', content: { 'application/json': {} } } }),
    ).toBe(false);
    expect(
      describesSuccess({
        '200': { description: '', content: { 'application/json': { schema: {} } } },
      }),
    ).toBe(false);
    expect(describesSuccess({ '400': { description: '', content: json } })).toBe(false);
    expect(describesSuccess({ '302': { description: '' } })).toBe(false);
  });

  it('names each operation without a described success answer', () => {
    const document = {
      paths: {
        '/a': {
          parameters: [],
          get: { operationId: 'A_list', responses: { '200': { description: '', content: json } } },
          post: { operationId: 'A_create', responses: { '201': { description: '' } } },
        },
        '/b/{id}': { delete: { operationId: 'B_remove', responses: {} } },
      },
    };
    expect(operationsWithoutSuccessAnswer(document)).toEqual([
      'POST /a (A_create)',
      'DELETE /b/{id} (B_remove)',
    ]);
    expect(operationCounts(document)).toEqual({ total: 3, described: 1 });
  });

  it('points at the places where two documents differ', () => {
    expect(differences({ a: [1, { b: 'x' }], c: 1 }, { a: [1, { b: 'y' }], d: 1 })).toEqual([
      '/a/1/b',
      '/c',
      '/d',
    ]);
    expect(differences({ paths: { '/a/b': 1 } }, { paths: {} })).toEqual(['/paths/~1a~1b']);
  });
});

describe('the served OpenAPI document', () => {
  let api: TestApp;
  let served: unknown;

  beforeAll(async () => {
    api = await startTestApp();
    const response = await api.request({ method: 'GET', url: '/api/docs-json' });
    expect(response.statusCode).toBe(200);
    served = response.json();
  });
  afterAll(() => api.close());

  it('describes the success answer of every operation', () => {
    const missing = operationsWithoutSuccessAnswer(served);
    if (missing.length > 0) {
      throw new Error(
        `${missing.length} operations do not describe what a success answers:\n  ` +
          `${missing.join('\n  ')}\n` +
          'Give the controller method a return type that names its view (or @HttpCode(204) ' +
          `when it answers nothing), then run ${REFRESH_COMMAND}.`,
      );
    }
    expect(operationCounts(served).described).toBeGreaterThan(200);
  });

  it('is the committed backend/openapi.json (as the built API serves it)', async () => {
    const committed: unknown = JSON.parse(await readFile(COMMITTED, 'utf8'));
    const built = await builtDocument();
    expect(operationsWithoutSuccessAnswer(built)).toEqual([]);
    const differing = differences(committed, built);
    if (differing.length > 0) {
      throw new Error(
        `backend/openapi.json is stale (it differs from the built API's /api/docs-json at ` +
          `${differing.join(', ')}): run ${REFRESH_COMMAND} and commit what it writes.`,
      );
    }
  });

  it('is valid OpenAPI 3', async () => {
    const validated = await SwaggerParser.validate(COMMITTED);
    expect('openapi' in validated ? validated.openapi : validated.swagger).toMatch(/^3\./);
  });
});
