import { type AccessLogAction } from './access-log-entry.entity';
import { type AccessLogWhat } from './access-log-words';

/** One access-log entry as GET /api/v1/users/:uuid/access-log answers it. */
export interface AccessLogEntryView {
  occurred_at: Date;
  /** Who acted: the person at the keyboard (the admin, during impersonation). */
  actor_uuid: string;
  /** The actor's name (the log reads without looking anyone up); null once the account is gone. */
  actor_name: string | null;
  /** Whom the actor was acting as during impersonation; null otherwise. */
  acting_as_uuid: string | null;
  /** Whom the actor acted as, by name; null when not impersonating or once the account is gone. */
  acting_as_name: string | null;
  client_uuid: string;
  action: AccessLogAction;
  /** What was touched, e.g. "user.profile", "insurance". */
  resource: string;
  resource_id: string | null;
  request_id: string | null;
  /**
   * What was read or changed, in words in the caller's language (derived when the log is read):
   * a message key of the catalogue, its parameters, and the text they make.
   */
  what: AccessLogWhat;
  /** Where the console shows that thing (e.g. the client's page), when there is such a place. */
  link: string | null;
}

/** A page of a client's access log, newest first. */
export interface AccessLogPage {
  data: AccessLogEntryView[];
  total: number;
  page: number;
  per_page: number;
}
