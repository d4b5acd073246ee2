import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

export const ACCESS_LOG_ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type AccessLogAction = (typeof ACCESS_LOG_ACTIONS)[number];

/**
 * One read or change of a client's health data (Swedish patient-data rules require the log).
 * Append-only: a database trigger refuses UPDATE, DELETE and TRUNCATE, for the application's own
 * role too. People are named by uuid, not by foreign key, so the log outlives deleted accounts.
 */
@Entity({ tableName: 'access_log' })
@Index({ properties: ['clientUuid', 'occurredAt'] })
export class AccessLogEntry {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  occurredAt: Date & Opt = new Date();

  /** Who acted: the person at the keyboard (the admin, during impersonation). */
  @Property({ type: 'uuid' })
  actorUuid!: string;

  /** Whom the actor was acting as during impersonation; null otherwise. */
  @Property({ type: 'uuid', nullable: true })
  actingAsUuid: (string & Opt) | null = null;

  /** The client whose data it was. */
  @Property({ type: 'uuid' })
  clientUuid!: string;

  @Property({ type: 'string', length: 10 })
  action!: AccessLogAction;

  /** What was touched, e.g. "user.profile", "insurance". */
  @Property({ type: 'string', length: 100 })
  resource!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  resourceId: (string & Opt) | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  requestId: (string & Opt) | null = null;
}
