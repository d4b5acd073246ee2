import { sanitiseFileName } from './document-file-name';
import { type UserDocument } from './user-document.entity';

/** A user document as the API answers it (the storage key is never shown). */
export interface UserDocumentView {
  uuid: string;
  user_uuid: string;
  company_uuid: string;
  name: string;
  content_type: string;
  size: number;
  uploaded_by_uuid: string;
  created_at: Date;
}

export function userDocumentView(document: UserDocument): UserDocumentView {
  return {
    uuid: document.uuid,
    user_uuid: document.user.uuid,
    company_uuid: document.company.uuid,
    name: sanitiseFileName(document.originalName), // also cleans names stored before it did
    content_type: document.contentType,
    size: document.sizeBytes,
    uploaded_by_uuid: document.uploadedByUuid,
    created_at: document.createdAt,
  };
}
