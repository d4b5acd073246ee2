import { type Dictionary } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AccessLogService } from 'src/access-log/access-log.service';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { OrganisationScopeService } from 'src/companies/organisation-scope.service';
import { namedIn } from 'src/content/localized';
import { ModuleInstance } from 'src/learning/module-instance.entity';
import { progressOf, ProgressService } from 'src/learning/progress.service';
import { GeneratedReport } from 'src/client-reports/generated-report.entity';
import { ProgramSubscription } from 'src/subscriptions/program-subscription.entity';
import { effectiveStatus } from 'src/subscriptions/subscription-reader.service';
import { SubscriptionReader } from 'src/subscriptions/subscription-reader.service';
import { daysLeft, FEW_DAYS_LEFT, todayUtc } from 'src/subscriptions/subscription-dates';
import { type UserReference } from 'src/users/user-reference.pipe';
import { User } from 'src/users/user.entity';
import { type CandidatesQueryDto } from './dto/specialist-forms.dto';
import { ClientHoldsService } from './client-holds.service';
import { SpecialistAccessService, VIEW_ROLES } from './specialist-access.service';
import { SpecialistClientNote } from './specialist-client-note.entity';
import { SpecialistClientState } from './specialist-client-state.entity';
import {
  type CandidateBadges,
  type CandidateList,
  type CandidateRow,
  type CandidateSummary,
  type ClientOption,
  type ModuleSummaryList,
  type PassiveStatusView,
} from './specialist-views';

const NO_BADGES: CandidateBadges = {
  waiting_approvals: 0,
  unread_risk_flags: 0,
  new_reports: 0,
  total: 0,
};

interface SubscriptionFacts {
  models: string[];
  endDate: string | null;
  endingSoon: boolean;
}

/**
 * The specialist's clients: the list with its badges, one client's summary, module summaries, the
 * pick list and the passive flag. The caller's clients are those their `user.read` scope reaches
 * (a therapist: by active assignment; clinic roles: their clinic; hc and admin: everyone) that
 * have the client role.
 */
@Injectable()
export class SpecialistClientsService {
  constructor(
    private readonly em: EntityManager,
    private readonly access: SpecialistAccessService,
    private readonly scope: OrganisationScopeService,
    private readonly subscriptions: SubscriptionReader,
    private readonly holds: ClientHoldsService,
    private readonly accessLog: AccessLogService,
    private readonly progress: ProgressService,
  ) {}

  async list(caller: CallerAccess, query: CandidatesQueryDto): Promise<CandidateList> {
    this.access.assertRole(caller, VIEW_ROLES);
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 50;
    const conditions = this.conditions(caller, query);
    const [users, total] = await this.query(conditions)
      .orderBy([{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }])
      .limit(perPage)
      .offset((page - 1) * perPage)
      .getResultAndCount();
    const allIds = await this.scopeIds(this.conditions(caller, {}));
    const badges = await this.badges(caller, allIds);
    const rows = await this.rows(caller, users, badges);
    let badgeTotal = 0;
    for (const value of badges.values()) badgeTotal += value.total;
    return { data: rows, total, page, per_page: perPage, badge_total: badgeTotal };
  }

  /** How many clients the caller's list holds unfiltered: its `total` (the dashboard's count). */
  count(caller: CallerAccess): Promise<number> {
    return this.query(this.conditions(caller, {})).getCount();
  }

  async summary(caller: CallerAccess, reference: UserReference): Promise<CandidateSummary> {
    this.access.assertRole(caller, VIEW_ROLES);
    const client = await this.access.client(caller, reference);
    const badges = await this.badges(caller, [client.id]);
    const [row] = await this.rows(caller, [client], badges);
    const treatment = await this.access.mayReadTreatment(caller, client);
    const language: Language = caller.user.defaultLang;
    const [subscriptions, reports, notesCount] = await Promise.all([
      treatment ? this.subscriptions.ofUser(client.id, language) : Promise.resolve([]),
      treatment
        ? this.em.find(
            GeneratedReport,
            { client },
            {
              populate: ['moduleInstance.subscriptionModule'],
              orderBy: { createdAt: 'desc', id: 'desc' },
              limit: 10,
            },
          )
        : Promise.resolve([]),
      this.em.count(SpecialistClientNote, { client }),
    ]);
    await this.touchOpened(caller, client);
    await this.accessLog.record(caller, {
      clientUuid: client.uuid,
      action: 'read',
      resource: 'specialist.client-summary',
      resourceId: String(client.id),
    });
    return {
      ...row,
      phone: client.phone,
      default_lang: client.defaultLang,
      birth_year: client.birthYear,
      created_at: client.createdAt,
      program_subscriptions: subscriptions,
      latest_reports: reports.map((report) => ({
        id: report.id,
        name: report.name,
        module_id: report.moduleInstance.subscriptionModule.module.id,
        created_at: report.createdAt,
        client_viewed_at: report.clientViewedAt,
      })),
      notes_count: notesCount,
    };
  }

  /** The caller's clients as a pick list, by name. */
  async options(caller: CallerAccess): Promise<ClientOption[]> {
    this.access.assertRole(caller, VIEW_ROLES);
    const users = await this.query(this.conditions(caller, {}))
      .orderBy([{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }])
      .limit(1000)
      .getResult();
    const passive = await this.passiveOf(
      caller,
      users.map((user) => user.id),
    );
    return users.map((user) => ({
      id: user.id,
      uuid: user.uuid,
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
      passive: passive.has(user.id),
    }));
  }

  /** Marks the client passive (1) or active (0) in the caller's own list. */
  async setPassive(
    caller: CallerAccess,
    reference: UserReference,
    passive: boolean,
  ): Promise<PassiveStatusView> {
    this.access.assertRole(caller, VIEW_ROLES);
    const client = await this.access.client(caller, reference);
    await this.em.execute(
      `insert into specialist_client_states (specialist_id, client_id, passive, updated_at)
       values (?, ?, ?, now())
       on conflict (specialist_id, client_id)
       do update set passive = excluded.passive, updated_at = now()`,
      [caller.userId, client.id, passive],
    );
    return { id: client.id, uuid: client.uuid, passive };
  }

  /** Per module of the client's subscriptions: progress, rounds, completion and reports. */
  async moduleSummaries(
    caller: CallerAccess,
    reference: UserReference,
    language: Language,
  ): Promise<ModuleSummaryList> {
    this.access.assertRole(caller, VIEW_ROLES);
    const client = await this.access.client(caller, reference, 'read', 'user/subscription');
    const subscriptions = await this.em.find(
      ProgramSubscription,
      { user: client },
      {
        populate: ['subscriptionModel', 'modules.module.texts'],
        orderBy: { createdAt: 'desc', id: 'desc' },
      },
    );
    const items = subscriptions.flatMap((subscription) =>
      subscription.modules
        .getItems()
        .sort((a, b) => a.position - b.position)
        .map((item) => ({ subscription, item })),
    );
    const itemIds = items.map(({ item }) => item.id);
    const instances =
      itemIds.length === 0
        ? []
        : await this.em.find(
            ModuleInstance,
            { subscriptionModule: { $in: itemIds } },
            { orderBy: { num: 'asc', id: 'asc' } },
          );
    const reportCounts = new Map<number, number>();
    if (itemIds.length > 0) {
      const rows = await this.em.execute<{ item_id: number; n: number }[]>(
        `select mi.subscription_module_id as item_id, count(*)::int as n
           from generated_reports r join module_instances mi on mi.id = r.module_instance_id
          where mi.subscription_module_id in (?) group by mi.subscription_module_id`,
        [itemIds],
      );
      for (const row of rows) reportCounts.set(row.item_id, row.n);
    }
    const progress = await this.progress.of(
      items.map(({ subscription, item }) => ({
        item,
        subscription,
        instances: instances.filter((instance) => instance.subscriptionModule.id === item.id),
      })),
    );
    await this.accessLog.record(caller, {
      clientUuid: client.uuid,
      action: 'read',
      resource: 'specialist.module-summaries',
      resourceId: String(client.id),
    });
    return {
      client_id: client.id,
      modules: items.map(({ subscription, item }) => {
        const rounds = instances.filter((instance) => instance.subscriptionModule.id === item.id);
        const read = progressOf(progress, item.id);
        return {
          module_id: item.module.id,
          name: namedIn(item.module.texts, language).name,
          type: item.module.type,
          subscription_uuid: subscription.uuid,
          subscription_model_name: subscription.subscriptionModel.name,
          position: item.position,
          is_open: item.isOpen,
          progress: read.progress,
          status: read.status,
          completed: read.status === 'completed',
          instances: rounds.map((round) => ({
            id: round.id,
            num: round.num,
            started_at: round.startedAt,
            completed_at: round.completedAt,
            progress: read.rounds.get(round.id) ?? 0,
          })),
          reports_count: reportCounts.get(item.id) ?? 0,
        };
      }),
    };
  }

  /** The conditions of the caller's clients (scope, role, search, passive filter). */
  private conditions(
    caller: CallerAccess,
    query: Pick<CandidatesQueryDto, 'search' | 'passive'>,
  ): Dictionary[] {
    const scope = this.scope.userCondition(caller, 'read');
    if (!scope) throw ApiException.forbidden();
    const conditions: Dictionary[] = [scope, { 'u.role': 'client' }];
    const words = (query.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
    for (const word of words) {
      const pattern = `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      conditions.push({
        $or: [
          { 'u.firstName': { $ilike: pattern } },
          { 'u.lastName': { $ilike: pattern } },
          { 'u.email': { $ilike: pattern } },
        ],
      });
    }
    if (query.passive === 'active' || query.passive === 'passive') {
      const passiveIds = this.em
        .createQueryBuilder(SpecialistClientState, 's')
        .select('s.client')
        .where({ specialist: caller.userId, passive: true })
        .getKnexQuery();
      conditions.push({ 'u.id': { [query.passive === 'passive' ? '$in' : '$nin']: passiveIds } });
    }
    return conditions;
  }

  private query(conditions: Dictionary[]) {
    return this.em
      .createQueryBuilder(User, 'u')
      .select('*')
      .leftJoin('u.healthCoach', 'coach')
      .where({ $and: conditions });
  }

  private async scopeIds(conditions: Dictionary[]): Promise<number[]> {
    const rows = await this.em
      .createQueryBuilder(User, 'u')
      .select('u.id')
      .leftJoin('u.healthCoach', 'coach')
      .where({ $and: conditions })
      .limit(10_000)
      .execute<{ id: number }[]>();
    return rows.map((row) => row.id);
  }

  private async rows(
    caller: CallerAccess,
    users: User[],
    badges: Map<number, CandidateBadges>,
  ): Promise<CandidateRow[]> {
    const ids = users.map((user) => user.id);
    const [facts, passive, holds, invited] = await Promise.all([
      this.subscriptionFacts(ids),
      this.passiveOf(caller, ids),
      this.holds.statesOf(ids),
      this.invitedOf(ids),
    ]);
    return users.map((user) => {
      const fact = facts.get(user.id);
      const endDate = fact?.endDate ?? null;
      const hold = holds.get(user.id);
      return {
        id: user.id,
        uuid: user.uuid,
        first_name: user.firstName,
        last_name: user.lastName,
        name: `${user.firstName} ${user.lastName}`,
        email: user.email,
        badges: badges.get(user.id) ?? NO_BADGES,
        subscription_models: fact?.models ?? [],
        end_date: endDate,
        days_left: daysLeft(endDate, todayUtc()),
        ending_soon: fact?.endingSoon ?? false,
        passive: passive.has(user.id),
        blocked: hold?.blocked ?? this.holds.none(),
        snoozed: hold?.snoozed ?? this.holds.none(),
        status: invited.has(user.id) ? 'invited' : 'active',
        invited_at: invited.get(user.id) ?? null,
      };
    });
  }

  /**
   * The clients among these who never set a password nor were activated (an invitation or a
   * therapist made their account), with when they were invited: their newest open invitation's
   * date, else when the account was made.
   */
  private async invitedOf(ids: number[]): Promise<Map<number, Date>> {
    if (ids.length === 0) return new Map();
    const rows = await this.em.execute<{ id: number; invited_at: Date | string }[]>(
      `select u.id,
              coalesce((select max(i.created_at) from invitations i
                         where i.user_id = u.id and i.accepted_at is null), u.created_at) as invited_at
         from users u
        where u.id in (?) and u.password_hash is null and u.activated_at is null`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, new Date(row.invited_at)]));
  }

  /** The badges of these clients for the caller; treatment counts only for callers who may read it. */
  private async badges(caller: CallerAccess, ids: number[]): Promise<Map<number, CandidateBadges>> {
    const result = new Map<number, CandidateBadges>();
    if (ids.length === 0) return result;
    const treatment = caller.canAtAll('read', 'user/subscription');
    const count = async (sql: string, params: unknown[]) =>
      new Map(
        (await this.em.execute<{ client_id: number; n: number }[]>(sql, params)).map((row) => [
          row.client_id,
          row.n,
        ]),
      );
    const [waiting, risks, reports] = await Promise.all([
      treatment
        ? count(
            `select ps.user_id as client_id, count(*)::int as n
               from instance_pages ip
               join module_instances mi on mi.id = ip.instance_id
               join subscription_modules sm on sm.id = mi.subscription_module_id
               join program_subscriptions ps on ps.id = sm.subscription_id
              where ps.user_id in (?) and ip.approval_required and ip.approved_at is null
              group by ps.user_id`,
            [ids],
          )
        : Promise.resolve(new Map<number, number>()),
      count(
        `select client_id, count(*)::int as n from notifications
          where recipient_id = ? and kind = 'risk_flag' and acknowledged_at is null
            and client_id in (?)
          group by client_id`,
        [caller.userId, ids],
      ),
      treatment
        ? count(
            `select r.client_id, count(*)::int as n
               from generated_reports r
               left join specialist_client_states s
                 on s.client_id = r.client_id and s.specialist_id = ?
              where r.client_id in (?)
                and (s.last_opened_at is null or r.created_at > s.last_opened_at)
              group by r.client_id`,
            [caller.userId, ids],
          )
        : Promise.resolve(new Map<number, number>()),
    ]);
    for (const id of ids) {
      const badge = {
        waiting_approvals: waiting.get(id) ?? 0,
        unread_risk_flags: risks.get(id) ?? 0,
        new_reports: reports.get(id) ?? 0,
        total: 0,
      };
      badge.total = badge.waiting_approvals + badge.unread_risk_flags + badge.new_reports;
      result.set(id, badge);
    }
    return result;
  }

  private async subscriptionFacts(ids: number[]): Promise<Map<number, SubscriptionFacts>> {
    const facts = new Map<number, SubscriptionFacts>();
    if (ids.length === 0) return facts;
    const subscriptions = await this.em.find(
      ProgramSubscription,
      { user: { $in: ids }, status: 'active', temporary: false },
      { populate: ['subscriptionModel'] },
    );
    const today = todayUtc();
    for (const subscription of subscriptions) {
      if (effectiveStatus(subscription, today) !== 'active') continue;
      const fact = facts.get(subscription.user.id) ?? {
        models: [],
        endDate: null,
        endingSoon: false,
      };
      const model = subscription.subscriptionModel.name;
      if (!fact.models.includes(model)) fact.models.push(model);
      const end = subscription.endDate;
      if (end !== null && (fact.endDate === null || end > fact.endDate)) fact.endDate = end;
      const left = daysLeft(end, today);
      if (left !== null && left < FEW_DAYS_LEFT) fact.endingSoon = true;
      facts.set(subscription.user.id, fact);
    }
    for (const fact of facts.values()) fact.models.sort();
    return facts;
  }

  private async passiveOf(caller: CallerAccess, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const states = await this.em.find(SpecialistClientState, {
      specialist: caller.userId,
      client: { $in: ids },
      passive: true,
    });
    return new Set(states.map((state) => state.client.id));
  }

  /** Reports made after this moment count as new for the caller. */
  private async touchOpened(caller: CallerAccess, client: User): Promise<void> {
    await this.em.execute(
      `insert into specialist_client_states (specialist_id, client_id, last_opened_at, updated_at)
       values (?, ?, now(), now())
       on conflict (specialist_id, client_id)
       do update set last_opened_at = now(), updated_at = now()`,
      [caller.userId, client.id],
    );
  }
}
