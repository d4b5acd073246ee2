import { Module } from '@nestjs/common';
import { DOCUMENT_STORAGE_PROVIDER } from 'src/documents/storage/document-storage.provider';
import { MailModule } from 'src/mail/mail.module';
import { BuildDataExportHandler } from './build-data-export.handler';
import { DataExportBuilder } from './data-export-builder';
import { DataExportsScheduler } from './data-exports.scheduler';
import { ExpireDataExportsHandler } from './expire-data-exports.handler';

/**
 * The worker side: builds requested data exports (`data-exports` queue), mails their links, and
 * removes the ZIPs of expired links every hour.
 */
@Module({
  imports: [MailModule],
  providers: [
    DOCUMENT_STORAGE_PROVIDER,
    DataExportBuilder,
    BuildDataExportHandler,
    ExpireDataExportsHandler,
    DataExportsScheduler,
  ],
})
export class DataExportsWorkerModule {}
