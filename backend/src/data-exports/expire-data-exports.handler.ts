import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { DocumentStorage } from 'src/documents/storage/document-storage';
import { type HandlesJob, JobHandler } from 'src/jobs/job-handler';
import { DataExport } from './data-export.entity';

/**
 * Removes the ZIPs of exports whose link expired unused: a copy of a person's health data is
 * not kept a moment longer than its link works. The row stays (when it was asked for, by whom).
 */
@JobHandler('data-exports.expire')
export class ExpireDataExportsHandler implements HandlesJob<'data-exports.expire'> {
  private readonly logger = new Logger(ExpireDataExportsHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly storage: DocumentStorage,
  ) {}

  async handle(): Promise<void> {
    const expired = await this.em.find(
      DataExport,
      { storageKey: { $ne: null }, expiresAt: { $lt: new Date() } },
      { limit: 500, orderBy: { expiresAt: 'asc' } },
    );
    for (const row of expired) {
      if (row.storageKey) await this.storage.delete(row.storageKey);
      row.storageKey = null;
    }
    await this.em.flush();
    if (expired.length) this.logger.log(`Removed ${expired.length} expired data exports`);
  }
}
