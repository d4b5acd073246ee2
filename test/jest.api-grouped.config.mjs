/**
 * `npm run test:api`: the API end-to-end tests as support/write-api-groups.mjs grouped them (one
 * backend load per group instead of per file). `jest.api.config.js` runs single files.
 */
import perFile from './jest.api.config.js';

/** @type {import('jest').Config} */
export default {
  ...perFile,
  roots: ['<rootDir>/api-groups'],
  testRegex: '\\.e2e-group\\.ts$',
  testSequencer: '<rootDir>/support/api-group-sequencer.mjs',
};
