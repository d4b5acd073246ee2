import { apiRequest } from '../api/api-request';

/** What a read or change was of, in words in the caller's language. */
export interface AccessLogWhat {
  key: string;
  text: string;
}

/** The care relation the reader had to the person when they read (see the API's description). */
export type CareRelation =
  | 'impersonation'
  | 'assigned-therapist'
  | 'health-coach'
  | 'platform-staff'
  | 'clinic-member'
  | 'none';

/** One entry of the person's own access log ("who has read my data"). */
export interface OwnAccessLogEntry {
  occurred_at: string;
  /** The reader's name, or "Administratör" for platform staff and impersonating admins. */
  who: string;
  /** The reader's role in words; null for platform staff. */
  role: string | null;
  impersonation: boolean;
  action: 'read' | 'create' | 'update' | 'delete';
  what: AccessLogWhat;
  relation: CareRelation;
  relation_text: string;
}

/** A page of the own access log, newest first. */
export interface OwnAccessLogPage {
  data: OwnAccessLogEntry[];
  total: number;
  page: number;
  per_page: number;
}

/** Rows per page of the screen. */
export const ACCESS_LOG_PAGE_SIZE = 20;

/** GET /api/v1/users/{uuid}/access-log for the signed-in person's own uuid. */
export function fetchOwnAccessLog(userUuid: string, page: number): Promise<OwnAccessLogPage> {
  return apiRequest<OwnAccessLogPage>(
    `/api/v1/users/${encodeURIComponent(userUuid)}/access-log?page=${page}&per_page=${ACCESS_LOG_PAGE_SIZE}`,
  );
}
