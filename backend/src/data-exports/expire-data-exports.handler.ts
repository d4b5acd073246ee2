import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { DocumentStorage } from 'src/documents/storage/document-storage';
import { type HandlesJob, JobHandler } from 'src/jobs/job-handler';
import { JobProducer } from 'src/jobs/job-producer';
import { DataExport } from './data-export.entity';
import { dataExportJobId } from './data-exports.service';

/** Exports still pending after this long are queued again (e.g. Redis was down at the request). */
const REQUEUE_AFTER_MS = 15 * 60 * 1000;

/**
 * Removes the ZIPs of exports whose link expired unused: a copy of a person's health data is
 * not kept a moment longer than its link works. The row stays (when it was asked for, by whom).
 * Also queues again the build of exports left pending (a no-op while their job still exists).
 */
@JobHandler('data-exports.expire')
export class ExpireDataExportsHandler implements HandlesJob<'data-exports.expire'> {
  private readonly logger = new Logger(ExpireDataExportsHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly storage: DocumentStorage,
    private readonly jobs: JobProducer,
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
    const pending = await this.em.find(
      DataExport,
      { status: 'pending', createdAt: { $lt: new Date(Date.now() - REQUEUE_AFTER_MS) } },
      { fields: ['id'], limit: 500, orderBy: { createdAt: 'asc' } },
    );
    for (const { id } of pending) {
      await this.jobs.add('data-exports.build', { exportId: id }, { jobId: dataExportJobId(id) });
    }
  }
}
