import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AccessLogService } from 'src/access-log/access-log.service';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { OrganisationScopeService } from 'src/companies/organisation-scope.service';
import { ContentModule } from 'src/content/content-module.entity';
import { moduleHeading } from 'src/content/content-views';
import { ModuleInstance } from 'src/learning/module-instance.entity';
import { SubscriptionModule } from 'src/subscriptions/subscription-module.entity';
import { effectiveStatus } from 'src/subscriptions/subscription-reader.service';
import { todayUtc } from 'src/subscriptions/subscription-dates';
import { MODULE_STATUS_ACTIVE } from 'src/subscriptions/subscription-statuses';
import { ownersOf, UserMembershipsService } from 'src/users/user-memberships.service';
import { type UserReference } from 'src/users/user-reference.pipe';
import { User } from 'src/users/user.entity';
import { mayStartNew, nextDueAt, utcDay } from './assessment-schedule';
import {
  type AssessmentModuleView,
  type AssessmentRunView,
  type AssessmentState,
  type AssessmentView,
} from './assessment-views';

/** The access log's name for a client's assessments (their instances, scores and reports). */
export const ASSESSMENT_RESOURCE = 'assessments';

interface ReportRow {
  module_instance_id: number;
  id: number;
  score: number | null;
  max_score: number | null;
  interval_label: string | null;
}

/**
 * A client's assessments: each assessment module of their subscriptions with its repetitions
 * (module instances), their reports and the next due date. A client reaches only their own (and
 * only the reports shown to clients); staff a client's when their `user/subscription` scope
 * covers the client; anyone else 404. Every read is access-logged with the client as subject.
 */
@Injectable()
export class AssessmentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly memberships: UserMembershipsService,
    private readonly scope: OrganisationScopeService,
    private readonly accessLog: AccessLogService,
  ) {}

  /** GET client/assessments/{module}/{lang}: the caller's own runs of one assessment module. */
  async own(caller: CallerAccess, moduleId: number, lang: Language): Promise<AssessmentView[]> {
    const client = await this.em.findOneOrFail(User, caller.userId);
    const views = await this.assessmentsOf(caller, client, lang, moduleId);
    if (views.length === 0) throw ApiException.notFound();
    return views;
  }

  /** GET /api/users/{id}/assessments/{lang}: every assessment of a user the caller may read. */
  async ofUser(
    caller: CallerAccess,
    reference: UserReference,
    lang: Language,
  ): Promise<AssessmentView[]> {
    const client = await this.em.findOne(User, reference);
    if (!client) throw ApiException.notFound();
    const memberships = await this.memberships.of(client);
    await this.scope.assertCan(caller, 'read', 'user/subscription', ownersOf(client, memberships));
    return this.assessmentsOf(caller, client, lang, null);
  }

  /** GET /api/assessments/{lang}: the published assessment modules. */
  async modules(lang: Language): Promise<AssessmentModuleView[]> {
    const modules = await this.em.find(
      ContentModule,
      { type: 'assessment', isPublished: true },
      { populate: ['texts'], orderBy: { id: 'asc' } },
    );
    return modules.map((module) => ({
      ...moduleHeading(module, lang),
      category: module.category,
      iteration_days: module.iterationDays,
      test_id: module.test?.id ?? null,
    }));
  }

  private async assessmentsOf(
    caller: CallerAccess,
    client: User,
    lang: Language,
    moduleId: number | null,
  ): Promise<AssessmentView[]> {
    const items = await this.em.find(
      SubscriptionModule,
      {
        subscription: { user: client },
        module: {
          type: 'assessment',
          isPublished: true,
          ...(moduleId === null ? {} : { id: moduleId }),
        },
      },
      {
        populate: ['module.texts', 'subscription.subscriptionModel'],
        orderBy: [
          { subscription: { createdAt: 'desc' } },
          { subscription: { id: 'desc' } },
          { position: 'asc' },
          { id: 'asc' },
        ],
      },
    );
    // Logged also when there is nothing: whether a client has assessments is theirs to know.
    await this.accessLog.record(caller, {
      clientUuid: client.uuid,
      action: 'read',
      resource: ASSESSMENT_RESOURCE,
      resourceId: moduleId === null ? null : String(moduleId),
    });
    if (items.length === 0) return [];
    const instances = await this.em.find(
      ModuleInstance,
      { subscriptionModule: { $in: items.map((item) => item.id) } },
      { orderBy: { num: 'desc' } },
    );
    // A client sees only the reports shown to clients; staff see every report.
    const reports = await this.reportsOf(
      instances.map((instance) => instance.id),
      caller.userId === client.id,
    );
    const today = todayUtc();
    const now = new Date();
    return items.map((item) => {
      const runs = instances.filter((instance) => instance.subscriptionModule.id === item.id);
      return this.view(item, runs, reports, lang, today, now);
    });
  }

  private view(
    item: SubscriptionModule,
    runs: readonly ModuleInstance[],
    reports: ReadonlyMap<number, ReportRow[]>,
    lang: Language,
    today: string,
    now: Date,
  ): AssessmentView {
    const { module, subscription } = item;
    const newest = runs[0] ?? null;
    const status = effectiveStatus(subscription, today);
    const writable =
      status === 'active' && item.isOpen && item.moduleStatus === MODULE_STATUS_ACTIVE;
    const startNew = writable && mayStartNew(module, newest, now);
    return {
      ...moduleHeading(module, lang),
      category: module.category,
      iteration_days: module.iterationDays,
      subscription_uuid: subscription.uuid,
      subscription_model_uuid: subscription.subscriptionModel.uuid,
      subscription_model_name: subscription.subscriptionModel.name,
      subscription_status: status,
      is_open: item.isOpen,
      module_status: item.moduleStatus,
      state: stateOf(writable, newest, startNew),
      next_due_date: newest
        ? utcDay(nextDueAt(module, newest) ?? newest.startedAt)
        : utcDay(item.createdAt),
      start_new: startNew,
      instances: runs.map((run, index) => {
        const built = reports.get(run.id) ?? [];
        const first = built[0];
        const due = nextDueAt(module, run);
        const view: AssessmentRunView = {
          module_instance_id: run.id,
          num: run.num,
          active: index === 0,
          start_date: utcDay(run.startedAt),
          started_at: run.startedAt,
          completed_at: run.completedAt,
          is_completed: run.completedAt !== null,
          progress: run.progress,
          report_id: first?.id ?? null,
          report_ids: built.map((report) => report.id),
          score: first?.score ?? null,
          max_score: first?.max_score ?? null,
          interval_label: first?.interval_label ?? null,
          next_due_date: due ? utcDay(due) : null,
        };
        return view;
      }),
    };
  }

  /** The reports of the instances with their first combined score, oldest report first. */
  private async reportsOf(
    instanceIds: readonly number[],
    visibleOnly: boolean,
  ): Promise<Map<number, ReportRow[]>> {
    const byInstance = new Map<number, ReportRow[]>();
    if (instanceIds.length === 0) return byInstance;
    const rows = await this.em.execute<ReportRow[]>(
      `select r.module_instance_id, r.id, e.score, e.max_score, e.interval_label
         from generated_reports r
         left join lateral (
           select score, max_score, interval_label from generated_report_elements e
            where e.report_id = r.id and e.element_type = 'combined_question'
            order by e.position, e.id limit 1) e on true
        where r.module_instance_id = any(?::int[]) and (r.visible_to_client or not ?::boolean)
        order by r.id`,
      [`{${instanceIds.join(',')}}`, visibleOnly],
    );
    for (const row of rows) {
      const list = byInstance.get(row.module_instance_id) ?? [];
      list.push(row);
      byInstance.set(row.module_instance_id, list);
    }
    return byInstance;
  }
}

function stateOf(
  writable: boolean,
  newest: ModuleInstance | null,
  startNew: boolean,
): AssessmentState {
  if (!writable) return 'inactive';
  if (!newest || startNew) return 'due';
  if (newest.completedAt === null) return 'in_progress';
  return 'waiting';
}
