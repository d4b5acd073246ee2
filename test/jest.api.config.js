/**
 * API end-to-end tests: the real application (same factory as main.ts) against PostgreSQL
 * databases created for this run and dropped after it, and the real Redis. Test files run in
 * parallel workers, each on its own copy of the run's template database.
 */
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/api'],
  testRegex: '\\.e2e-spec\\.ts$',
  moduleNameMapper: {
    '^src/(.*)$': '<rootDir>/../backend/src/$1',
    // file-type exports only import conditions for "."; its "./node" entry is the same module.
    '^file-type$': require.resolve('file-type/node'),
  },
  // ESM-only packages that Jest's CommonJS runtime cannot load: let swc turn them into CommonJS.
  // The e-ID login adds oidc-provider (the embedded development issuer), openid-client and the
  // ES modules they import (jose, oauth4webapi). Upload checks add file-type and its modules.
  transformIgnorePatterns: [
    '/node_modules/(?!((@fastify/static/node_modules/)?content-disposition|oidc-provider|openid-client|oauth4webapi|jose|file-type|strtok3|token-types|@tokenizer/inflate|uint8array-extras|@borewit/text-codec)/)',
  ],
  transform: {
    '^.+\\.m?js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
      },
    ],
  },
  // One migrated, seeded template database per run; each worker works on a copy of its own.
  globalSetup: '<rootDir>/support/api-global-setup.ts',
  setupFiles: ['<rootDir>/support/api-worker-database.ts'],
  globalTeardown: '<rootDir>/support/api-global-teardown.ts',
  // At least two workers even on two cores (Jest's default there is one): much of a test's time
  // is spent waiting on PostgreSQL, Redis and argon2. `--maxWorkers=N` or `--runInBand` override.
  maxWorkers: 2,
  testTimeout: 60_000,
};
