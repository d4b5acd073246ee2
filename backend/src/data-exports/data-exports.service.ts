import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { type CallerAccess } from 'src/access/caller-access';
import { AccessLogService } from 'src/access-log/access-log.service';
import { AuditService } from 'src/audit/audit.service';
import { ApiException } from 'src/common/errors/api-exception';
import { DocumentStorage } from 'src/documents/storage/document-storage';
import { JobProducer } from 'src/jobs/job-producer';
import { isAdmin } from 'src/users/user-scope';
import { User } from 'src/users/user.entity';
import { DataExport } from './data-export.entity';

export interface DataExportRequested {
  uuid: string;
  status: 'pending';
  created_at: Date;
}

export interface DownloadedExport {
  data: Buffer;
  fileName: string;
}

/** The build job's id: one job per export, so queueing it again while it exists is a no-op. */
export function dataExportJobId(exportId: number): string {
  return `data-export-${exportId}`;
}

export function tokenHashOf(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Asking for a person's data export and downloading it (GDPR 15 and 20). The person themself or
 * an admin asks; the job builds the ZIP and mails the person a link; only the person, logged in,
 * downloads it, once, within 7 days. Both steps are logged.
 */
@Injectable()
export class DataExportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobProducer,
    private readonly storage: DocumentStorage,
    private readonly audit: AuditService,
    private readonly accessLog: AccessLogService,
  ) {}

  async request(caller: CallerAccess, userUuid: string): Promise<DataExportRequested> {
    const self = caller.user.uuid === userUuid && caller.impersonatorUuid === null;
    if (!self && !isAdmin(caller)) throw ApiException.notFound();
    const user = await this.em.findOne(User, { uuid: userUuid, erasedAt: null });
    if (!user) throw ApiException.notFound();
    const row = this.em.create(DataExport, { user, requestedByUuid: caller.actorUuid });
    await this.em.flush();
    await this.audit.record(caller, {
      event: 'data-export.request',
      subjectType: 'user',
      subjectId: user.uuid,
      details: { exportId: row.id, byAdmin: !self },
    });
    await this.accessLog.record(caller, {
      clientUuid: user.uuid,
      action: 'create',
      resource: 'data-export',
      resourceId: row.uuid,
    });
    await this.jobs.add(
      'data-exports.build',
      { exportId: row.id },
      { jobId: dataExportJobId(row.id) },
    );
    return { uuid: row.uuid, status: 'pending', created_at: row.createdAt };
  }

  /**
   * The ZIP behind a mailed token, for the person it belongs to only (404 for anyone else, an
   * impersonating admin included), once: the first download removes it from the storage and a
   * later one answers 410, as does an expired link.
   */
  async download(caller: CallerAccess, token: string): Promise<DownloadedExport> {
    const row = await this.em.findOne(
      DataExport,
      { tokenHash: tokenHashOf(token) },
      { populate: ['user'] },
    );
    if (!row || row.user.uuid !== caller.user.uuid || caller.impersonatorUuid !== null) {
      throw ApiException.notFound();
    }
    const gone = new ApiException(HttpStatus.GONE, { key: 'dataExport.gone' });
    if (row.downloadedAt !== null || !row.storageKey) throw gone;
    if (row.expiresAt !== null && row.expiresAt.getTime() <= Date.now()) throw gone;
    const key = row.storageKey;
    // Guarded: of two downloads racing with the same link, only one gets the file.
    const claimed = await this.em.nativeUpdate(
      DataExport,
      { id: row.id, downloadedAt: null },
      { downloadedAt: new Date(), storageKey: null },
    );
    if (claimed !== 1) throw gone;
    const data = await this.storage.get(key);
    await this.storage.delete(key);
    await this.audit.record(caller, {
      event: 'data-export.download',
      subjectType: 'user',
      subjectId: row.user.uuid,
      details: { exportId: row.id },
    });
    await this.accessLog.record(caller, {
      clientUuid: row.user.uuid,
      action: 'read',
      resource: 'data-export',
      resourceId: row.uuid,
    });
    const day = (row.builtAt ?? row.createdAt).toISOString().slice(0, 10);
    return { data, fileName: `sinnro-data-${day}.zip` };
  }
}
