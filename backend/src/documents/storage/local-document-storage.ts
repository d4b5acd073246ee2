import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertStorageKey, DocumentStorage, StoredDocumentMissingError } from './document-storage';

/** Documents as files in one folder (readable by the service account only). */
export class LocalDocumentStorage extends DocumentStorage {
  private ready: Promise<void> | null = null;

  constructor(readonly folder: string) {
    super();
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await this.ensureFolder();
    // Written beside the target and renamed, so a reader never sees half a file.
    const partial = join(this.folder, `.partial-${randomUUID()}`);
    try {
      await writeFile(partial, data, { mode: 0o600, flag: 'wx' });
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new StoredDocumentMissingError(key);
      }
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return join(this.folder, key);
  }

  private ensureFolder(): Promise<void> {
    this.ready ??= mkdir(this.folder, { recursive: true, mode: 0o700 }).then(() => undefined);
    return this.ready;
  }
}
