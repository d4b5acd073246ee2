/** A stored file was not found under its key (deleted outside the application, or never written). */
export class StoredDocumentMissingError extends Error {
  constructor(key: string) {
    super(`No stored document under the key ${key}`);
    this.name = 'StoredDocumentMissingError';
  }
}

/** Keys are server-generated (a uuid and an extension): nothing a caller chose reaches a path. */
const KEY = /^[a-z0-9][a-z0-9-]{0,80}(\.[a-z0-9]{1,8})?$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Malformed storage key: ${key}`);
}

/**
 * Where uploaded documents' bytes live. Injected as this class; the implementation (local folder
 * or S3-compatible bucket) is chosen by DOCUMENT_STORAGE (see document-storage.provider.ts).
 */
export abstract class DocumentStorage {
  /** Stores the bytes under the key, replacing nothing: keys are fresh uuids. */
  abstract put(key: string, data: Buffer, contentType: string): Promise<void>;

  /** The bytes under the key; throws StoredDocumentMissingError when there are none. */
  abstract get(key: string): Promise<Buffer>;

  /** Removes the bytes under the key; removing a missing key is not an error. */
  abstract delete(key: string): Promise<void>;
}
