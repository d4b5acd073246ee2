import { type Provider } from '@nestjs/common';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Environment } from 'src/config/environment';
import { ConfigurationError } from 'src/config/load-environment';
import { DocumentStorage } from './document-storage';
import { LocalDocumentStorage } from './local-document-storage';
import { S3DocumentStorage } from './s3-document-storage';

const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/**
 * The configured storage. S3 needs its four variables (the process refuses to start, naming the
 * missing one); the local folder defaults to .data/documents (a temporary folder under tests).
 */
export function createDocumentStorage(environment: Environment): DocumentStorage {
  if (environment.DOCUMENT_STORAGE === 's3') {
    const missing = S3_REQUIRED.filter((name) => !environment[name]);
    if (missing.length > 0) {
      throw new ConfigurationError(
        missing.map(
          (name) => `Configuration error: ${name} is missing; DOCUMENT_STORAGE=s3 needs it.`,
        ),
      );
    }
    return new S3DocumentStorage({
      endpoint: environment.S3_ENDPOINT as string,
      bucket: environment.S3_BUCKET as string,
      region: environment.S3_REGION,
      accessKeyId: environment.S3_ACCESS_KEY_ID as string,
      secretAccessKey: environment.S3_SECRET_ACCESS_KEY as string,
    });
  }
  return new LocalDocumentStorage(localFolder(environment));
}

function localFolder(environment: Environment): string {
  if (environment.DOCUMENT_STORAGE_DIR) return resolve(environment.DOCUMENT_STORAGE_DIR);
  if (environment.NODE_ENV === 'test') return join(tmpdir(), 'sinnro-test-documents');
  return resolve('.data', 'documents');
}

export const DOCUMENT_STORAGE_PROVIDER: Provider = {
  provide: DocumentStorage,
  inject: [Environment],
  useFactory: createDocumentStorage,
};
