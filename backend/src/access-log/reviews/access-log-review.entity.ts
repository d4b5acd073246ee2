import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

export const REVIEW_SCOPES = ['platform', 'company'] as const;
export type ReviewScope = (typeof REVIEW_SCOPES)[number];

/**
 * A sample review of the access log (HSLF-FS 2016:40 4:9): who drew it, when, over which period
 * and scope. The sampled reads are its entries (AccessLogReviewEntry); the access log itself is
 * never changed. People and companies are named by uuid, not by foreign key, so that a review
 * outlives the accounts and companies it is about, as the log does.
 */
@Entity({ tableName: 'access_log_reviews' })
@Index({ properties: ['companyUuid', 'createdAt'] })
export class AccessLogReview {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  /** Who drew the sample (the person at the keyboard). */
  @Property({ type: 'uuid' })
  reviewerUuid!: string;

  /** `platform`: every read (admins); `company`: reads of one company's clients. */
  @Property({ type: 'string', length: 10 })
  scope!: ReviewScope;

  /** The company whose clients' reads were sampled; null for a platform review. */
  @Property({ type: 'uuid', nullable: true })
  companyUuid: (string & Opt) | null = null;

  /** The first day of the period (UTC), included. */
  @Property({ type: 'date' })
  periodFrom!: string;

  /** The last day of the period (UTC), included. */
  @Property({ type: 'date' })
  periodTo!: string;

  /** The sample size asked for (the sample holds fewer when the period had fewer reads). */
  @Property({ type: 'integer' })
  sampleSize!: number;

  /** How many reads the period and scope held when the sample was drawn. */
  @Property({ type: 'integer' })
  population!: number;
}
