import { type ConsentAcceptance } from './consent-acceptance.entity';
import { type ConsentDocument } from './consent-document.entity';

export interface ConsentDocumentView {
  uuid: string;
  company_uuid: string;
  title: { sv: string; en: string };
  body: { sv: string; en: string };
  version: number;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

export function consentDocumentView(document: ConsentDocument): ConsentDocumentView {
  return {
    uuid: document.uuid,
    company_uuid: document.company.uuid,
    title: { sv: document.titleSv, en: document.titleEn },
    body: { sv: document.bodySv, en: document.bodyEn },
    version: document.version,
    active: document.active,
    created_at: document.createdAt,
    updated_at: document.updatedAt,
  };
}

/** One accepted consent, as the User's `consent_documents` field lists it. */
export interface ConsentAcceptanceView {
  consent_document_uuid: string;
  company_uuid: string;
  version: number;
  /** Whether a newer text has been published since (the user should accept again). */
  current: boolean;
  accepted_at: Date;
}

export function consentAcceptanceView(acceptance: ConsentAcceptance): ConsentAcceptanceView {
  const document = acceptance.consentDocument;
  return {
    consent_document_uuid: document.uuid,
    company_uuid: document.company.uuid,
    version: acceptance.version,
    current: acceptance.version === document.version,
    accepted_at: acceptance.acceptedAt,
  };
}
