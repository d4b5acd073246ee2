import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AuditService } from 'src/audit/audit.service';
import { ApiException } from 'src/common/errors/api-exception';
import { DEFAULT_LANGUAGE, type Language } from 'src/common/i18n/language';
import { translate } from 'src/common/i18n/messages';
import { Company } from 'src/companies/company.entity';
import { fullName } from 'src/users/full-name';
import { roleName } from 'src/users/role-catalogue';
import { User } from 'src/users/user.entity';
import { AccessLogEntry } from '../access-log-entry.entity';
import { AccessLogService } from '../access-log.service';
import { describeEntries } from '../access-log-words';
import { AccessLogReview, type ReviewScope } from './access-log-review.entity';
import { AccessLogReviewEntry } from './access-log-review-entry.entity';
import { type CreateReviewDto } from './dto/create-review.dto';
import { type MarkEntryDto } from './dto/mark-entry.dto';
import { csvDocument, type CsvValue } from './review-csv';
import { factsOf, flagOf, type FlagReason } from './review-flags';
import {
  type ReviewDetails,
  type ReviewEntryView,
  type ReviewPage,
  type ReviewSummary,
} from './review-view';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const ENTRY_ID_SHAPE = /^\d{1,18}$/;

/** What the access log names a review's reads by (access-log-words.ts has its words). */
export const REVIEW_RESOURCE = 'access-log.review';

type Person = Pick<User, 'uuid' | 'firstName' | 'lastName' | 'role'>;

interface SampledRow {
  id: string;
  actor_uuid: string;
  acting_as_uuid: string | null;
  client_uuid: string;
}

/** A day (YYYY-MM-DD) as the UTC midnight that starts it; null when it is not a real day. */
export function dayStart(day: string): Date | null {
  if (!DATE_SHAPE.test(day)) return null;
  const date = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : date;
}

/**
 * The care provider's sample review of the access log (HSLF-FS 2016:40 4:9): draws a random
 * sample of the reads of a period (every read for admins, the reads of their clinic's clients for
 * clinic admins), flags those without a current care relation (review-flags.ts), and keeps the
 * reviewer's marks in the review's own tables; the access log is never changed. Drawing, marking
 * and exporting are audited; reading the entries is itself logged, per client, in the access log.
 */
@Injectable()
export class AccessLogReviewsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly accessLog: AccessLogService,
  ) {}

  async create(
    caller: CallerAccess,
    input: CreateReviewDto,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<ReviewDetails> {
    const period = this.periodOf(input.from, input.to);
    const { scope, companyUuid } = await this.scopeOf(caller, input.company_uuid);
    const where = `e.action = 'read' and e.occurred_at >= ? and e.occurred_at < ?${
      companyUuid === null
        ? ''
        : ` and e.client_uuid in (select u.uuid from company_members m
                                    join companies co on co.id = m.company_id
                                    join users u on u.id = m.user_id
                                   where co.uuid = ?)`
    }`;
    const params: unknown[] = [period.start, period.end, ...(companyUuid ? [companyUuid] : [])];
    const connection = this.em.getConnection();
    const [counted] = await connection.execute<{ count: string }[]>(
      `select count(*)::text as count from access_log e where ${where}`,
      params,
    );
    const sample = await connection.execute<SampledRow[]>(
      `select e.id::text as id, e.actor_uuid, e.acting_as_uuid, e.client_uuid
         from access_log e where ${where} order by random() limit ?`,
      [...params, input.sample_size],
    );
    const reads = sample.map((row) => ({
      id: String(row.id),
      actorUuid: row.actor_uuid,
      actingAsUuid: row.acting_as_uuid,
      clientUuid: row.client_uuid,
    }));
    const facts = await factsOf(this.em, reads);
    const review = this.em.create(AccessLogReview, {
      reviewerUuid: caller.actorUuid,
      scope,
      companyUuid,
      periodFrom: input.from,
      periodTo: input.to,
      sampleSize: input.sample_size,
      population: Number(counted?.count ?? 0),
    });
    let flagged = 0;
    for (const read of reads) {
      const fact = facts.get(read.id) ?? { relation: 'none' as const, treatmentEnded: false };
      const flagReason = flagOf(fact);
      if (flagReason) flagged += 1;
      this.em.create(AccessLogReviewEntry, {
        review,
        accessLogId: read.id,
        relation: fact.relation,
        flagReason,
      });
    }
    await this.em.flush();
    await this.audit.record(caller, {
      event: 'access-log-review.create',
      subjectType: 'access-log-review',
      subjectId: String(review.id),
      details: {
        scope,
        companyUuid,
        from: input.from,
        to: input.to,
        sampleSize: input.sample_size,
        sampled: reads.length,
        flagged,
      },
    });
    return this.details(caller, review, language);
  }

  /** The reviews the caller may read, newest first. */
  async page(caller: CallerAccess, page: { page: number; perPage: number }): Promise<ReviewPage> {
    const filter = caller.filter('read', 'access-log/review');
    if (filter.kind === 'none')
      return { data: [], total: 0, page: page.page, per_page: page.perPage };
    const where = filter.kind === 'all' ? {} : { companyUuid: { $in: filter.companyUuids } };
    const [reviews, total] = await this.em.findAndCount(AccessLogReview, where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      offset: (page.page - 1) * page.perPage,
      limit: page.perPage,
    });
    return {
      data: await this.summaries(reviews),
      total,
      page: page.page,
      per_page: page.perPage,
    };
  }

  /** A review with its entries; reading them is logged per client. */
  async show(
    caller: CallerAccess,
    id: number,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<ReviewDetails> {
    return this.details(caller, await this.reviewFor(caller, 'read', id), language);
  }

  /** Marks one entry reviewed (or not), with the reviewer's comment; audited. */
  async mark(
    caller: CallerAccess,
    id: number,
    entryId: string,
    input: MarkEntryDto,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<ReviewEntryView> {
    const review = await this.reviewFor(caller, 'update', id);
    if (!ENTRY_ID_SHAPE.test(entryId)) throw ApiException.notFound();
    const entry = await this.em.findOne(AccessLogReviewEntry, { review, accessLogId: entryId });
    if (!entry) throw ApiException.notFound();
    const comment = input.comment?.trim() ? input.comment.trim() : null;
    if (input.reviewed && entry.flagReason !== null && comment === null) {
      throw ApiException.badRequest('accessLogReview.commentRequired', {
        comment: [{ key: 'accessLogReview.commentRequired' }],
      });
    }
    entry.reviewedAt = input.reviewed ? new Date() : null;
    entry.reviewedByUuid = input.reviewed ? caller.actorUuid : null;
    entry.comment = comment;
    await this.em.flush();
    await this.audit.record(caller, {
      event: 'access-log-review.mark',
      subjectType: 'access-log-review',
      subjectId: String(review.id),
      details: {
        accessLogId: entry.accessLogId,
        reviewed: input.reviewed,
        flagged: entry.flagReason !== null,
      },
    });
    const [view] = (await this.entriesOf(caller, review, [entry], language)) as [ReviewEntryView];
    return view;
  }

  /** The review as CSV (a header row, then one line per entry); the export is audited. */
  async csv(
    caller: CallerAccess,
    id: number,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<{ fileName: string; text: string }> {
    const review = await this.details(caller, await this.reviewFor(caller, 'read', id), language);
    await this.audit.record(caller, {
      event: 'access-log-review.export',
      subjectType: 'access-log-review',
      subjectId: String(review.id),
      details: { entries: review.entries.length },
    });
    const header = [
      'id',
      'occurred_at',
      'actor_name',
      'actor_role',
      'actor_uuid',
      'acting_as_uuid',
      'client_name',
      'client_uuid',
      'what',
      'resource',
      'resource_id',
      'relation',
      'flagged',
      'flag_reason',
      'reviewed',
      'reviewed_at',
      'reviewed_by',
      'comment',
      'request_id',
    ];
    const rows: CsvValue[][] = review.entries.map((entry) => [
      entry.id,
      entry.occurred_at,
      entry.actor_name,
      entry.actor_role,
      entry.actor_uuid,
      entry.acting_as_uuid,
      entry.client_name,
      entry.client_uuid,
      entry.what.text,
      entry.resource,
      entry.resource_id,
      entry.relation_text,
      entry.flagged,
      entry.flag_text,
      entry.reviewed,
      entry.reviewed_at,
      entry.reviewed_by_name,
      entry.comment,
      entry.request_id,
    ]);
    return {
      fileName: `access-log-review-${review.id}.csv`,
      text: csvDocument([header, ...rows]),
    };
  }

  /** The period's bounds: from the first day's start to the day after the last (UTC). */
  private periodOf(from: string, to: string): { start: Date; end: Date } {
    const start = dayStart(from);
    const last = dayStart(to);
    const today = dayStart(new Date().toISOString().slice(0, 10)) as Date;
    if (!start || !last || start > last || start > today) {
      throw ApiException.badRequest('accessLogReview.badPeriod', {
        from: [{ key: 'accessLogReview.badPeriod' }],
        to: [{ key: 'accessLogReview.badPeriod' }],
      });
    }
    return { start, end: new Date(last.getTime() + DAY_MS) };
  }

  /**
   * Whose reads a new review samples: every read (a `[*]` grant, no company named), or one
   * company's clients' reads (a company the caller's grant reaches; 404 for any other).
   */
  private async scopeOf(
    caller: CallerAccess,
    companyUuid: string | undefined,
  ): Promise<{ scope: ReviewScope; companyUuid: string | null }> {
    const filter = caller.filter('create', 'access-log/review');
    if (filter.kind === 'none') throw ApiException.forbidden();
    if (companyUuid === undefined) {
      if (filter.kind === 'all') return { scope: 'platform', companyUuid: null };
      const [only, ...others] = filter.companyUuids;
      if (only === undefined || others.length > 0) {
        throw ApiException.badRequest('accessLogReview.companyRequired', {
          company_uuid: [{ key: 'accessLogReview.companyRequired' }],
        });
      }
      return { scope: 'company', companyUuid: only };
    }
    if (filter.kind === 'some' && !filter.companyUuids.includes(companyUuid)) {
      throw ApiException.notFound();
    }
    if (!(await this.em.count(Company, { uuid: companyUuid }))) throw ApiException.notFound();
    return { scope: 'company', companyUuid };
  }

  /** A review the caller may `action` (a platform review: `[*]` only), else 404. */
  private async reviewFor(
    caller: CallerAccess,
    action: 'read' | 'update',
    id: number,
  ): Promise<AccessLogReview> {
    const review = await this.em.findOne(AccessLogReview, { id });
    if (!review) throw ApiException.notFound();
    const filter = caller.filter(action, 'access-log/review');
    const reaches =
      filter.kind === 'all' ||
      (filter.kind === 'some' &&
        review.companyUuid !== null &&
        filter.companyUuids.includes(review.companyUuid));
    if (!reaches) throw ApiException.notFound();
    return review;
  }

  private async details(
    caller: CallerAccess,
    review: AccessLogReview,
    language: Language,
  ): Promise<ReviewDetails> {
    const entries = await this.em.find(AccessLogReviewEntry, { review });
    const [summary] = (await this.summaries([review])) as [ReviewSummary];
    return { ...summary, entries: await this.entriesOf(caller, review, entries, language) };
  }

  /** The entries in words, oldest read first; reading them is logged once per client. */
  private async entriesOf(
    caller: CallerAccess,
    review: AccessLogReview,
    entries: AccessLogReviewEntry[],
    language: Language,
  ): Promise<ReviewEntryView[]> {
    if (entries.length === 0) return [];
    const reads = await this.em.find(
      AccessLogEntry,
      { id: { $in: entries.map((entry) => entry.accessLogId) } },
      { orderBy: { occurredAt: 'asc', id: 'asc' } },
    );
    const byId = new Map(entries.map((entry) => [String(entry.accessLogId), entry]));
    const people = await this.peopleOf([
      ...reads.flatMap((read) => [read.actorUuid, read.clientUuid]),
      ...entries.flatMap((entry) => (entry.reviewedByUuid ? [entry.reviewedByUuid] : [])),
    ]);
    const described = await describeEntries(this.em, reads, language);
    for (const clientUuid of new Set(reads.map((read) => read.clientUuid))) {
      await this.accessLog.record(caller, {
        clientUuid,
        action: 'read',
        resource: REVIEW_RESOURCE,
        resourceId: String(review.id),
      });
    }
    return reads.map((read, index) => {
      const entry = byId.get(String(read.id)) as AccessLogReviewEntry;
      const actor = people.get(read.actorUuid);
      const client = people.get(read.clientUuid);
      const reviewer = entry.reviewedByUuid ? people.get(entry.reviewedByUuid) : undefined;
      const reason = entry.flagReason as FlagReason | null;
      const relation = entry.relation as ReviewEntryView['relation'];
      return {
        id: String(read.id),
        occurred_at: read.occurredAt,
        actor_uuid: read.actorUuid,
        actor_name: actor ? fullName(actor) : null,
        actor_role: actor ? roleName(actor.role, language) : null,
        acting_as_uuid: read.actingAsUuid,
        client_uuid: read.clientUuid,
        client_name: client ? fullName(client) : null,
        resource: read.resource,
        resource_id: read.resourceId,
        request_id: read.requestId,
        what: (described[index] as { what: ReviewEntryView['what'] }).what,
        relation,
        relation_text: translate({ key: `accessLog.relation.${relation}` }, language),
        flagged: reason !== null,
        flag_reason: reason,
        flag_text: reason ? translate({ key: `accessLogReview.flag.${reason}` }, language) : null,
        reviewed: entry.reviewedAt !== null,
        reviewed_at: entry.reviewedAt,
        reviewed_by_uuid: entry.reviewedByUuid,
        reviewed_by_name: reviewer ? fullName(reviewer) : null,
        comment: entry.comment,
      };
    });
  }

  private async summaries(reviews: AccessLogReview[]): Promise<ReviewSummary[]> {
    if (reviews.length === 0) return [];
    const counts = await this.em
      .getConnection()
      .execute<{ review_id: number; entries: string; flagged: string; reviewed: string }[]>(
        `select review_id, count(*)::text as entries,
              count(*) filter (where flag_reason is not null)::text as flagged,
              count(*) filter (where reviewed_at is not null)::text as reviewed
         from access_log_review_entries where review_id in (?) group by review_id`,
        [reviews.map((review) => review.id)],
      );
    const countsOf = new Map(counts.map((row) => [Number(row.review_id), row]));
    const companyUuids = [
      ...new Set(reviews.flatMap((review) => (review.companyUuid ? [review.companyUuid] : []))),
    ];
    const companies =
      companyUuids.length === 0
        ? []
        : await this.em.find(
            Company,
            { uuid: { $in: companyUuids } },
            { fields: ['uuid', 'name'] },
          );
    const companyNames = new Map(companies.map((company) => [company.uuid, company.name]));
    const people = await this.peopleOf(reviews.map((review) => review.reviewerUuid));
    return reviews.map((review) => {
      const count = countsOf.get(review.id);
      const reviewer = people.get(review.reviewerUuid);
      return {
        id: review.id,
        created_at: review.createdAt,
        reviewer_uuid: review.reviewerUuid,
        reviewer_name: reviewer ? fullName(reviewer) : null,
        scope: review.scope,
        company_uuid: review.companyUuid,
        company_name: review.companyUuid ? (companyNames.get(review.companyUuid) ?? null) : null,
        period_from: review.periodFrom,
        period_to: review.periodTo,
        sample_size: review.sampleSize,
        population: review.population,
        entry_count: Number(count?.entries ?? 0),
        flagged_count: Number(count?.flagged ?? 0),
        reviewed_count: Number(count?.reviewed ?? 0),
      };
    });
  }

  /** People by uuid (name and role), in one query. */
  private async peopleOf(uuids: string[]): Promise<Map<string, Person>> {
    const unique = [...new Set(uuids)];
    if (unique.length === 0) return new Map();
    const users = await this.em.find(
      User,
      { uuid: { $in: unique } },
      { fields: ['uuid', 'firstName', 'lastName', 'role'] },
    );
    return new Map(users.map((user) => [user.uuid, user]));
  }
}
