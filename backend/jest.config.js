/** Unit tests beside the code (*.spec.ts). API end-to-end tests live in ../test/api. */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testRegex: '\\.spec\\.ts$',
  moduleNameMapper: {
    '^src/(.*)$': '<rootDir>/src/$1',
    // file-type exports only import conditions for "."; its "./node" entry is the same module.
    '^file-type$': require.resolve('file-type/node'),
  },
  // ESM-only packages (file-type and the modules it imports): let swc turn them into CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!(file-type|strtok3|token-types|@tokenizer/inflate|uint8array-extras|@borewit/text-codec)/)',
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
};
