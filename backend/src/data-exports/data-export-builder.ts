import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Environment } from 'src/config/environment';
import {
  DocumentStorage,
  StoredDocumentMissingError,
} from 'src/documents/storage/document-storage';
import { MailService } from 'src/mail/mail.service';
import { OutgoingMail } from 'src/mail/outgoing-mail.entity';
import { NationalIdCipher } from 'src/users/national-id/national-id-cipher';
import { type ArchiveEntry, jsonEntry, zipEntries } from './data-export-archive';
import { collectExport, EXPORT_KINDS, type ExportKind } from './data-export-contents';
import { dataExportReadyMail } from './data-export-mail';
import { summaryPdf } from './data-export-summary';
import { DataExport } from './data-export.entity';
import { tokenHashOf } from './data-exports.service';

/** How long the mailed link works. */
export const DATA_EXPORT_VALID_DAYS = 7;

export type BuildOutcome = 'built' | 'already-built' | 'missing';

/**
 * Builds one export: collects the person's data, writes the ZIP (a JSON file per kind, the
 * uploaded files under documents/, summary.pdf) to the document storage, and mails the person
 * the single-use link. Nothing of it passes through Redis: the job carries the export's id only.
 */
@Injectable()
export class DataExportBuilder {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: DocumentStorage,
    private readonly cipher: NationalIdCipher,
    private readonly mail: MailService,
    @Inject(Environment) private readonly environment: Environment,
  ) {}

  async build(exportId: number): Promise<BuildOutcome> {
    const row = await this.em.findOne(DataExport, { id: exportId }, { populate: ['user'] });
    if (!row) return 'missing';
    if (row.status !== 'pending') return 'already-built';
    const user = row.user;
    const now = new Date();
    const contents = await collectExport(
      this.em,
      { id: user.id, uuid: user.uuid, language: user.defaultLang },
      this.cipher,
    );
    const entries: ArchiveEntry[] = [jsonEntry('profile.json', contents.profile)];
    for (const kind of EXPORT_KINDS) {
      if (kind !== 'profile') entries.push(jsonEntry(`${kind}.json`, contents.lists[kind]));
    }
    let fileCount = 0;
    for (const file of contents.files) {
      try {
        entries.push({ path: file.path, data: await this.storage.get(file.storageKey) });
        fileCount++;
      } catch (error) {
        // A file removed outside the application is listed in documents.json, not added.
        if (!(error instanceof StoredDocumentMissingError)) throw error;
      }
    }
    const counts = Object.fromEntries(
      EXPORT_KINDS.map((kind) => [kind, kind === 'profile' ? 1 : contents.lists[kind].length]),
    ) as Record<ExportKind, number>;
    entries.push({
      path: 'summary.pdf',
      data: await summaryPdf({
        language: user.defaultLang,
        name: `${user.firstName} ${user.lastName}`,
        createdAt: now,
        counts,
        fileCount,
      }),
    });
    const zip = await zipEntries(entries, now);
    const key = `data-export-${row.uuid}.zip`;
    await this.storage.put(key, zip, 'application/zip');

    const token = randomBytes(32).toString('base64url');
    row.status = 'ready';
    row.storageKey = key;
    row.sizeBytes = zip.length;
    row.tokenHash = tokenHashOf(token);
    row.builtAt = now;
    row.expiresAt = new Date(now.getTime() + DATA_EXPORT_VALID_DAYS * 24 * 3600 * 1000);
    const base = this.environment.CLIENT_WEB_URL.replace(/\/+$/, '');
    const mail = dataExportReadyMail({
      to: user.email,
      firstName: user.firstName,
      language: user.defaultLang,
      link: `${base}/client/data-export/${token}`,
      validDays: DATA_EXPORT_VALID_DAYS,
    });
    // The export's state and its mail are written in one flush: a retry after this point finds the
    // export built, and a mail whose queueing failed is queued again by the mail sweep.
    const stored = this.em.create(OutgoingMail, {
      recipient: mail.to.trim().toLowerCase(),
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
    });
    await this.em.flush();
    await this.mail.enqueue(stored.id);
    return 'built';
  }
}
