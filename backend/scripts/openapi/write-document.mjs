// Writes the OpenAPI document the built API serves at /api/docs-json into backend/openapi.json,
// the committed description that client types are generated from. Needs `npm run build` first,
// and PostgreSQL and Redis (the app connects while it is built): DATABASE_URL and REDIS_URL,
// by default the API tests' server database and Redis on 127.0.0.1. `--print` writes the document
// to standard output instead (the API tests compare it with the committed file).
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DOCUMENT = path.join(backendDir, 'openapi.json');

const require = createRequire(path.join(backendDir, 'package.json'));

/** The document as the built application serves it. */
async function servedDocument() {
  const { loadEnvironment } = require('./dist/config/load-environment');
  const { createHttpApp } = require('./dist/http-app');
  const environment = loadEnvironment({
    DATABASE_URL:
      process.env.DATABASE_URL ??
      process.env.TEST_DATABASE_ADMIN_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
    REDIS_URL: process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    JWT_SECRET: 'openapi-document-writer-not-a-real-secret',
    NODE_ENV: 'test',
    API_DOCS: 'true',
    LOG_LEVEL: 'silent',
    MIGRATE_ON_START: 'false',
  });
  const app = await createHttpApp(environment);
  try {
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    const response = await app.inject({ method: 'GET', url: '/api/docs-json' });
    if (response.statusCode !== 200) {
      throw new Error(`/api/docs-json answered ${response.statusCode}: ${response.body}`);
    }
    return response.json();
  } finally {
    await app.close();
  }
}

const document = await servedDocument();
if (process.argv.includes('--print')) {
  process.stdout.write(JSON.stringify(document));
} else {
  const options = (await prettier.resolveConfig(DOCUMENT)) ?? {};
  await writeFile(
    DOCUMENT,
    await prettier.format(JSON.stringify(document), { ...options, filepath: DOCUMENT }),
  );
  console.log(
    `Wrote ${path.relative(process.cwd(), DOCUMENT)}: ${Object.keys(document.paths).length} paths.`,
  );
}
