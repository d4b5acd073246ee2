import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { type FastifyInstance } from 'fastify';
import { AdminConsentDocumentsController } from './admin-consent-documents.controller';
import { ConsentDocumentsController } from './consent-documents.controller';
import { ConsentDocumentsService } from './consent-documents.service';
import { registerMultipartUploads } from './multipart/multipart-routes';
import { DOCUMENT_STORAGE_PROVIDER } from './storage/document-storage.provider';
import { UserDocumentAccessService } from './user-document-access.service';
import { UserDocumentsController } from './user-documents.controller';
import { UserDocumentsService } from './user-documents.service';
import { UploadAllowance } from './upload-allowance';

/** User documents (uploads filed with the employer), their storage, and consent documents. */
@Module({
  controllers: [
    UserDocumentsController,
    ConsentDocumentsController,
    AdminConsentDocumentsController,
  ],
  providers: [
    DOCUMENT_STORAGE_PROVIDER,
    UserDocumentAccessService,
    UserDocumentsService,
    UploadAllowance,
    ConsentDocumentsService,
  ],
  exports: [ConsentDocumentsService],
})
export class DocumentsModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** Uploads arrive as multipart/form-data, on the upload routes only (HTTP app only). */
  onModuleInit(): void {
    const instance: unknown = this.adapterHost.httpAdapter?.getInstance();
    if (instance) registerMultipartUploads(instance as FastifyInstance);
  }
}
