import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { type CallerAccess } from 'src/access/caller-access';
import { AccessLogService } from 'src/access-log/access-log.service';
import { ApiException } from 'src/common/errors/api-exception';
import { type MessageKey } from 'src/common/i18n/messages';
import { type Company } from 'src/companies/company.entity';
import { type UserReference } from 'src/users/user-reference.pipe';
import { attachmentDisposition, sanitiseFileName } from './document-file-name';
import {
  checkUploadedFile,
  type FileProblem,
  type FileVerdict,
} from './file-checks/uploaded-file-check';
import { type MultipartForm, type UploadedFile } from './multipart/multipart-form';
import { type PendingUpload } from './multipart/pending-upload';
import { DocumentStorage, StoredDocumentMissingError } from './storage/document-storage';
import { UploadAllowance } from './upload-allowance';
import { UserDocument } from './user-document.entity';
import { UserDocumentAccessService, type DocumentOwner } from './user-document-access.service';
import { type UserDocumentView, userDocumentView } from './user-document-view';

export interface DocumentDownload {
  contentType: string;
  disposition: string;
  data: Buffer;
}

const FORM_FIELDS = new Set(['file', 'company_uuid']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The storage name's extension per kind (the uploaded name's is never used). */
const STORED_EXTENSION = { pdf: 'pdf', doc: 'doc', docx: 'docx', jpeg: 'jpg', png: 'png' };

/**
 * Uploading, listing and downloading the documents filed for a user with their employer. Every
 * list, download and upload is written to the access log (documents are patient data).
 */
@Injectable()
export class UserDocumentsService {
  private readonly logger = new Logger(UserDocumentsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly access: UserDocumentAccessService,
    private readonly storage: DocumentStorage,
    private readonly accessLog: AccessLogService,
    private readonly allowance: UploadAllowance,
  ) {}

  async list(caller: CallerAccess, reference: UserReference): Promise<UserDocumentView[]> {
    const owner = await this.access.owner(reference);
    const companies = this.access.readableCompanies(caller, owner);
    const documents = await this.em.find(
      UserDocument,
      { user: owner.user, company: { $in: companies } },
      { populate: ['user', 'company'], orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    await this.accessLog.record(caller, {
      clientUuid: owner.user.uuid,
      action: 'read',
      resource: 'user.documents',
    });
    return documents.map(userDocumentView);
  }

  async download(
    caller: CallerAccess,
    reference: UserReference,
    documentUuid: string,
  ): Promise<DocumentDownload> {
    const owner = await this.access.owner(reference);
    const companies = this.access.readableCompanies(caller, owner);
    const document = await this.em.findOne(
      UserDocument,
      { uuid: documentUuid, user: owner.user, company: { $in: companies } },
      { populate: ['company'] },
    );
    if (!document) throw ApiException.notFound();
    const data = await this.read(document);
    await this.accessLog.record(caller, {
      clientUuid: owner.user.uuid,
      action: 'read',
      resource: 'user.document',
      resourceId: document.uuid,
    });
    return {
      contentType: document.contentType,
      // Names stored before the bidirectional controls were stripped are cleaned here too.
      disposition: attachmentDisposition(sanitiseFileName(document.originalName)),
      data,
    };
  }

  /**
   * Checks who, then reads the body (not before: see PendingUpload), then what (the form and the
   * file's name and content), then stores bytes and row.
   */
  async upload(
    caller: CallerAccess,
    reference: UserReference,
    body: PendingUpload | null,
  ): Promise<UserDocumentView> {
    const owner = await this.access.owner(reference);
    const fileable = this.access.fileableCompanies(caller, owner);
    const { file, companyUuid } = readForm(
      body ? await this.allowance.read(caller.actorUuid, body) : null,
    );
    const company = chooseCompany(owner, fileable, companyUuid);
    const name = sanitiseFileName(file.fileName);
    const verdict = await checkUploadedFile(name, file.data);
    if (!verdict.ok) throw refusal(verdict.problem);
    const document = await this.store(caller, owner, company, { ...file, fileName: name }, verdict);
    await this.accessLog.record(caller, {
      clientUuid: owner.user.uuid,
      action: 'create',
      resource: 'user.document',
      resourceId: document.uuid,
    });
    return userDocumentView(document);
  }

  private async store(
    caller: CallerAccess,
    owner: DocumentOwner,
    company: Company,
    file: UploadedFile,
    verdict: Extract<FileVerdict, { ok: true }>,
  ): Promise<UserDocument> {
    const storageKey = `${randomUUID()}.${STORED_EXTENSION[verdict.kind]}`;
    await this.storage.put(storageKey, file.data, verdict.contentType);
    try {
      const document = this.em.create(UserDocument, {
        user: owner.user,
        company,
        originalName: file.fileName,
        contentType: verdict.contentType,
        sizeBytes: file.data.length,
        storageKey,
        uploadedByUuid: caller.actorUuid,
      });
      await this.em.flush();
      return document;
    } catch (error) {
      // No row, no file: a failed insert must not leave an orphan in the storage.
      await this.storage.delete(storageKey);
      throw error;
    }
  }

  private async read(document: UserDocument): Promise<Buffer> {
    try {
      return await this.storage.get(document.storageKey);
    } catch (error) {
      if (!(error instanceof StoredDocumentMissingError)) throw error;
      this.logger.error(`User document ${document.uuid} has no stored file`);
      throw ApiException.notFound();
    }
  }
}

function readForm(form: MultipartForm | null): { file: UploadedFile; companyUuid?: string } {
  if (!form) throw ApiException.invalidData({ file: [{ key: 'validation.required' }] });
  const unknown = form.names().filter((name) => !FORM_FIELDS.has(name));
  if (unknown.length > 0) {
    throw ApiException.invalidData(
      Object.fromEntries(
        unknown.map((field) => [field, [{ key: 'validation.unknownField', params: { field } }]]),
      ),
    );
  }
  const files = form.files.filter((candidate) => candidate.fieldName === 'file');
  if (form.fields.has('file')) {
    throw ApiException.invalidData({ file: [{ key: 'documents.fileNotValid' }] });
  }
  if (files.length === 0)
    throw ApiException.invalidData({ file: [{ key: 'validation.required' }] });
  if (files.length > 1)
    throw ApiException.invalidData({ file: [{ key: 'documents.oneFileOnly' }] });
  const companyValues = form.fields.get('company_uuid') ?? [];
  if (
    companyValues.length > 1 ||
    (companyValues[0] !== undefined && !UUID.test(companyValues[0]))
  ) {
    throw ApiException.invalidData({ company_uuid: [{ key: 'validation.uuid' }] });
  }
  if (form.files.some((candidate) => candidate.fieldName === 'company_uuid')) {
    throw ApiException.invalidData({ company_uuid: [{ key: 'validation.uuid' }] });
  }
  return { file: files[0], companyUuid: companyValues[0]?.toLowerCase() };
}

/** The named company, or the only one the uploader may file with. */
function chooseCompany(
  owner: DocumentOwner,
  fileable: Company[],
  companyUuid: string | undefined,
): Company {
  if (companyUuid) {
    const company = fileable.find((candidate) => candidate.uuid === companyUuid);
    if (!company) {
      throw ApiException.invalidData({ company_uuid: [{ key: 'documents.companyNotUsers' }] });
    }
    return company;
  }
  if (fileable.length === 1) return fileable[0];
  const key =
    owner.companies.length === 0 ? 'documents.companyNotUsers' : 'documents.companyRequired';
  throw ApiException.invalidData({ company_uuid: [{ key }] });
}

const REFUSAL_KEYS = {
  'wrong-type': 'documents.invalidFileType',
  empty: 'documents.fileNotValid',
  'not-valid': 'documents.fileNotValid',
  'active-content': 'documents.activeContent',
  'image-too-large': 'documents.imageTooLarge',
  macros: 'documents.macros',
  'external-link': 'documents.externalLink',
  'xml-declarations': 'documents.xmlDeclarations',
} as const satisfies Record<Exclude<FileProblem, 'too-large'>, MessageKey>;

function refusal(problem: FileProblem): ApiException {
  if (problem === 'too-large') {
    return new ApiException(HttpStatus.PAYLOAD_TOO_LARGE, { key: 'documents.fileTooLarge' });
  }
  const key = REFUSAL_KEYS[problem];
  return ApiException.badRequest(key, { file: [{ key }] });
}
