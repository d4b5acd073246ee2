import { type AccessLogAction } from './access-log-entry.entity';
import { type CareRelation } from './access-log-relations';
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

/**
 * One entry of a person's own access log ("Who has read my data", PDL 8:5): who, when, what and
 * under which care relation. Platform staff (admin, health coach, content creator) are named
 * "Administratör", not by name; an impersonating admin likewise, marked as an impersonation.
 */
export interface OwnAccessLogEntryView {
  occurred_at: Date;
  /** The reader's name, or "Administratör" / "Administrator" for platform staff. */
  who: string;
  /** The reader's role in words (e.g. "Klinikterapeut"); null for platform staff or a gone account. */
  role: string | null;
  /** Whether an admin read while showing the account as the person (an impersonation). */
  impersonation: boolean;
  action: AccessLogAction;
  /** What was read or changed, in words in the caller's language. */
  what: AccessLogWhat;
  relation: CareRelation;
  /** The relation in words in the caller's language. */
  relation_text: string;
}

/** A page of a person's own access log, newest first. */
export interface OwnAccessLogPage {
  data: OwnAccessLogEntryView[];
  total: number;
  page: number;
  per_page: number;
}
