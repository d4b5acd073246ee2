import { type ApiSchemas } from '@sinnro/web-session';
import { apiRequest } from '../api/api-request';

/** What a read or change was of, in words in the caller's language. */
export type AccessLogWhat = ApiSchemas['AccessLogWhat'];

/** One entry of the person's own access log ("who has read my data"). */
export type OwnAccessLogEntry = ApiSchemas['OwnAccessLogEntryView'];

/** The care relation the reader had to the person when they read (see the API's description). */
export type CareRelation = OwnAccessLogEntry['relation'];

/** A page of the own access log, newest first. */
export type OwnAccessLogPage = ApiSchemas['OwnAccessLogPage'];

/** Rows per page of the screen. */
export const ACCESS_LOG_PAGE_SIZE = 20;

/** GET /api/v1/users/{uuid}/access-log for the signed-in person's own uuid. */
export function fetchOwnAccessLog(userUuid: string, page: number): Promise<OwnAccessLogPage> {
  return apiRequest<OwnAccessLogPage>(
    `/api/v1/users/${encodeURIComponent(userUuid)}/access-log?page=${page}&per_page=${ACCESS_LOG_PAGE_SIZE}`,
  );
}
