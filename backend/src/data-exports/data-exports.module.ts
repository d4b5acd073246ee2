import { Module } from '@nestjs/common';
import { DOCUMENT_STORAGE_PROVIDER } from 'src/documents/storage/document-storage.provider';
import { DataExportBuilder } from './data-export-builder';
import { DataExportsController } from './data-exports.controller';
import { DataExportsService } from './data-exports.service';

/**
 * Data exports (GDPR 15 and 20): asking for one and downloading it. The builder is provided here
 * too so that tests can build an export in-process as the worker does.
 */
@Module({
  controllers: [DataExportsController],
  providers: [DOCUMENT_STORAGE_PROVIDER, DataExportsService, DataExportBuilder],
})
export class DataExportsModule {}
