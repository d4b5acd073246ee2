import { Module } from '@nestjs/common';
import { DOCUMENT_STORAGE_PROVIDER } from 'src/documents/storage/document-storage.provider';
import { MailModule } from 'src/mail/mail.module';
import { BuildDataExportHandler } from './build-data-export.handler';
import { DataExportBuilder } from './data-export-builder';

/** The worker side: builds requested data exports (`data-exports` queue) and mails their links. */
@Module({
  imports: [MailModule],
  providers: [DOCUMENT_STORAGE_PROVIDER, DataExportBuilder, BuildDataExportHandler],
})
export class DataExportsWorkerModule {}
