import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Security and authoring events (impersonation start/stop, publish/unpublish, …): who, what, when.
 * Append-only like the access log (a trigger refuses changes).
 */
@Entity({ tableName: 'audit_events' })
@Index({ properties: ['event', 'occurredAt'] })
export class AuditEvent {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  occurredAt: Date & Opt = new Date();

  @Property({ type: 'uuid' })
  actorUuid!: string;

  /** e.g. "impersonation.start", "impersonation.stop", "module.publish". */
  @Property({ type: 'string', length: 60 })
  event!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  subjectType: (string & Opt) | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  subjectId: (string & Opt) | null = null;

  /** Non-personal details only (ids, flags). */
  @Property({ type: 'json', nullable: true })
  details: (Record<string, unknown> & Opt) | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  requestId: (string & Opt) | null = null;
}
