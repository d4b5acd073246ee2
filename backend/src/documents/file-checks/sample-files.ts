/**
 * Small, real files of every accepted kind and the hostile ones the upload must refuse, built in
 * code so unit and API tests need no binary fixtures.
 */
export * from './samples/compound-file-samples';
export * from './samples/image-samples';
export * from './samples/pdf-samples';
export * from './samples/polyglots';
export * from './samples/zip-samples';
