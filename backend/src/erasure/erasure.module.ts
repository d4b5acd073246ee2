import { Module } from '@nestjs/common';
import { DOCUMENT_STORAGE_PROVIDER } from 'src/documents/storage/document-storage.provider';
import { ErasureController } from './erasure.controller';
import { ErasureService } from './erasure.service';

/** Erasing accounts (GDPR article 17). */
@Module({
  controllers: [ErasureController],
  providers: [DOCUMENT_STORAGE_PROVIDER, ErasureService],
})
export class ErasureModule {}
