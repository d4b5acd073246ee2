import { Entity, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { AccessLogReview } from './access-log-review.entity';

/**
 * One sampled read of a review: the access-log row (by id), its flag as computed when the sample
 * was drawn (see review-flags.ts), and the reviewer's mark. Kept here, never in access_log.
 */
@Entity({ tableName: 'access_log_review_entries' })
@Unique({ properties: ['review', 'accessLogId'] })
export class AccessLogReviewEntry {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => AccessLogReview, { deleteRule: 'cascade' })
  review!: AccessLogReview;

  /** The sampled access_log row (its id is the entry's id in the review's routes). */
  @Property({ type: 'bigint' })
  accessLogId!: string;

  /** The care relation the reader had at the time (access-log-relations.ts). */
  @Property({ type: 'string', length: 30 })
  relation!: string;

  /** Why the read is flagged (review-flags.ts); null when it is not. */
  @Property({ type: 'string', length: 30, nullable: true })
  flagReason: (string & Opt) | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  reviewedAt: (Date & Opt) | null = null;

  @Property({ type: 'uuid', nullable: true })
  reviewedByUuid: (string & Opt) | null = null;

  @Property({ type: 'text', nullable: true })
  comment: (string & Opt) | null = null;
}
