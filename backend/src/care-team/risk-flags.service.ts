import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { type Role } from '@sinnro/access';
import { type CallerAccess } from 'src/access/caller-access';
import { AccessLogService } from 'src/access-log/access-log.service';
import { AuditService } from 'src/audit/audit.service';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { AnswerOption } from 'src/content/answer-option.entity';
import { ContentModule } from 'src/content/content-module.entity';
import { localized, namedIn } from 'src/content/localized';
import { Question } from 'src/content/question.entity';
import { User } from 'src/users/user.entity';
import { type AcknowledgeRiskFlagDto, type RiskFlagListQuery } from './dto/risk-flag-forms.dto';
import { Notification } from './notification.entity';
import {
  type RiskFlagAcknowledgement,
  type RiskFlagDetail,
  type RiskFlagPerson,
  type RiskFlagRound,
  type RiskFlagSummary,
  type RiskFlagTotal,
} from './risk-flag-views';

/** Who works with risk flags at all; everyone else is refused (403). */
export const RISK_FLAG_ROLES: readonly Role[] = [
  'admin',
  'hc',
  'therapist-premium',
  'clinic-therapist',
  'clinic-admin',
];

/**
 * The care scope of risk flags, as SQL over `notifications n` joined to its client `c`:
 * admins see every flag; a health coach the flags of the clients they coach
 * (`users.health_coach_id`) and those sent to them (the default health coach); a therapist the
 * flags of their clients by active assignment and those sent to them; a clinic admin the flags
 * escalated to them (unacknowledged after 24 hours, sent to a specialist of their clinic).
 */
function scopeSql(caller: CallerAccess): { sql: string; params: unknown[] } {
  const role = caller.user.role;
  if (role === 'admin') return { sql: 'true', params: [] };
  if (role === 'clinic-admin') {
    // The escalation's readers: a flag escalated after 24 hours whose recipient works in a clinic
    // company of the clinic admin (the admins the escalation mail went to).
    return {
      sql: `(exists (select 1 from risk_flag_escalations e where e.notification_id = n.id)
             and exists (select 1 from company_members specialist
               join companies co on co.id = specialist.company_id and 'clinic' = any(co.types)
               join company_members mine on mine.company_id = co.id and mine.user_id = ?
              where specialist.user_id = n.recipient_id))`,
      params: [caller.userId],
    };
  }
  if (role === 'hc') {
    return {
      sql: '(n.recipient_id = ? or c.health_coach_id = ?)',
      params: [caller.userId, caller.userId],
    };
  }
  return {
    sql: `(n.recipient_id = ? or exists (select 1 from therapist_assignments ta
            where ta.client_id = n.client_id and ta.therapist_id = ? and ta.ended_at is null))`,
    params: [caller.userId, caller.userId],
  };
}

interface TotalRow {
  module_instance_id: number;
  report_id: number;
  score: number;
  max_score: number | null;
  label: string | null;
  color: string | null;
  explanation: string | null;
}

interface RoundRow {
  id: number;
  num: number;
  started_at: Date;
  completed_at: Date | null;
}

const personOf = (user: User): RiskFlagPerson => ({
  uuid: user.uuid,
  name: `${user.firstName} ${user.lastName}`.trim(),
});

/** Stockholm wall-clock time, the same in both languages ("2026-11-27 14:05"). */
function stockholmTime(date: Date): string {
  return date.toLocaleString('sv-SE', {
    timeZone: 'Europe/Stockholm',
    dateStyle: 'short',
    timeStyle: 'short',
  });
}

/**
 * Risk flags (high-priority `risk_flag` notifications) as the staff of the client's care scope see
 * them: a list, one flag's reasons (the test, the item and its wording, the answer, the stored
 * total and band, every round), and acknowledging with what was done. A flag outside the caller's
 * care scope answers 404. Reading a flag's reasons is access-logged; acknowledging is audited.
 * Scores come from the rounds' stored reports; nothing is scored here.
 */
@Injectable()
export class RiskFlagsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly accessLog: AccessLogService,
  ) {}

  /** The flags of the caller's care scope: open ones first, newest first (at most 200). */
  async list(caller: CallerAccess, query: RiskFlagListQuery): Promise<RiskFlagSummary[]> {
    this.assertRole(caller);
    const language: Language = query.lang ?? caller.user.defaultLang;
    const scope = scopeSql(caller);
    const filters: string[] = [];
    const params: unknown[] = [...scope.params];
    if (query.client_id !== undefined) {
      filters.push('and n.client_id = ?');
      params.push(query.client_id);
    }
    if (query.status === 'open') filters.push('and n.acknowledged_at is null');
    const rows = await this.em.execute<{ id: number }[]>(
      `select n.id from notifications n join users c on c.id = n.client_id
        where n.kind = 'risk_flag' and ${scope.sql} ${filters.join(' ')}
        order by (n.acknowledged_at is null) desc, n.created_at desc, n.id desc
        limit 200`,
      params,
    );
    if (rows.length === 0) return [];
    const flags = await this.em.find(
      Notification,
      { id: { $in: rows.map((row) => row.id) } },
      { populate: ['client', 'recipient', 'acknowledgedBy'] },
    );
    const byId = new Map(flags.map((flag) => [flag.id, flag]));
    const ordered = rows.flatMap((row) => byId.get(row.id) ?? []);
    const facts = await this.facts(ordered, language);
    if (query.client_id !== undefined && ordered.length > 0) {
      await this.accessLog.record(caller, {
        clientUuid: ordered[0].client.uuid,
        action: 'read',
        resource: 'risk-flag.list',
        resourceId: String(ordered[0].client.id),
      });
    }
    return ordered.map((flag) => this.summary(flag, facts.get(flag.id)));
  }

  /** Why the flag was raised (access-logged); outside the caller's care scope 404. */
  async detail(caller: CallerAccess, id: number, language: Language): Promise<RiskFlagDetail> {
    const flag = await this.inScope(caller, id);
    const payload = flag.payload;
    const question = await this.em.findOne(
      Question,
      { id: payload.question_id ?? 0 },
      { populate: ['texts', 'options.texts', 'page.section'] },
    );
    const instanceId = payload.module_instance_id;
    const module = await this.moduleOfInstance(instanceId);
    if (!question || !module || instanceId === undefined) throw ApiException.notFound();
    const options = question.options.getItems();
    const chosen = options.find((option) => option.id === payload.option_id);
    if (!chosen) throw ApiException.notFound();
    const rounds = await this.rounds(flag, module, question, options, language, instanceId);
    const round = rounds.find((item) => item.flagged);
    if (!round) throw ApiException.notFound();
    const number = await this.itemNumber(question);
    await this.accessLog.record(caller, {
      clientUuid: flag.client.uuid,
      action: 'read',
      resource: 'risk-flag',
      resourceId: String(flag.id),
    });
    return {
      ...this.summary(flag, {
        moduleId: module.id,
        testName: namedIn(module.texts, language).name,
        itemNumber: number,
        answerValue: chosen.value,
      }),
      language,
      item: {
        question_id: question.id,
        number,
        code: question.code,
        text: localized(question.texts, language).text?.text ?? '',
        threshold: question.riskThreshold,
        max_value: Math.max(...options.map((option) => option.value)),
      },
      answer: { option_id: chosen.id, value: chosen.value, label: labelOf(chosen, language) },
      round,
      rounds,
    };
  }

  /**
   * Acknowledges the flag with what was done (stored on the flag and audited); 409 when it was
   * already acknowledged, naming by whom and when.
   */
  async acknowledge(
    caller: CallerAccess,
    id: number,
    form: AcknowledgeRiskFlagDto,
  ): Promise<RiskFlagAcknowledgement> {
    const flag = await this.inScope(caller, id);
    const note = form.note?.trim() || null;
    const updated = await this.em.nativeUpdate(
      Notification,
      { id: flag.id, acknowledgedAt: null },
      {
        acknowledgedAt: new Date(),
        acknowledgedBy: caller.userId,
        acknowledgedAction: form.action,
        acknowledgedNote: note,
      },
    );
    await this.em.refresh(flag, { populate: ['acknowledgedBy'] });
    if (updated === 0) {
      const by = flag.acknowledgedBy ? personOf(flag.acknowledgedBy).name : '–';
      const at = flag.acknowledgedAt ? stockholmTime(flag.acknowledgedAt) : '–';
      throw new ApiException(HttpStatus.CONFLICT, {
        key: 'riskFlags.alreadyAcknowledged',
        params: { name: by, date: at },
      });
    }
    await this.audit.record(caller, {
      event: 'risk_flag.acknowledged',
      subjectType: 'notification',
      subjectId: String(flag.id),
      details: {
        action: form.action,
        has_note: note !== null,
        client_uuid: flag.client.uuid,
        recipient_uuid: flag.recipient.uuid,
      },
    });
    return acknowledgementOf(flag) as RiskFlagAcknowledgement;
  }

  private assertRole(caller: CallerAccess): void {
    if (!RISK_FLAG_ROLES.includes(caller.user.role)) throw ApiException.forbidden();
  }

  /** The flag when it is in the caller's care scope; else 404 (403 for roles without flags). */
  private async inScope(caller: CallerAccess, id: number): Promise<Notification> {
    this.assertRole(caller);
    const scope = scopeSql(caller);
    const [row] = await this.em.execute<{ id: number }[]>(
      `select n.id from notifications n join users c on c.id = n.client_id
        where n.id = ? and n.kind = 'risk_flag' and ${scope.sql}`,
      [id, ...scope.params],
    );
    if (!row) throw ApiException.notFound();
    return this.em.findOneOrFail(
      Notification,
      { id: row.id },
      { populate: ['client', 'recipient', 'acknowledgedBy'] },
    );
  }

  private summary(
    flag: Notification,
    fact:
      | {
          moduleId: number;
          testName: string;
          itemNumber: number | null;
          answerValue: number | null;
        }
      | undefined,
  ): RiskFlagSummary {
    return {
      id: flag.id,
      client: {
        id: flag.client.id,
        uuid: flag.client.uuid,
        first_name: flag.client.firstName,
        last_name: flag.client.lastName,
      },
      module_id: fact?.moduleId ?? 0,
      test_name: fact?.testName ?? '',
      item_number: fact?.itemNumber ?? null,
      answer_value: fact?.answerValue ?? null,
      created_at: flag.createdAt,
      recipient: personOf(flag.recipient),
      acknowledged: acknowledgementOf(flag),
    };
  }

  /** Per flag of a list: its test's name, the item's number and the answer's value. */
  private async facts(
    flags: Notification[],
    language: Language,
  ): Promise<
    Map<
      number,
      { moduleId: number; testName: string; itemNumber: number | null; answerValue: number | null }
    >
  > {
    const result = new Map<
      number,
      { moduleId: number; testName: string; itemNumber: number | null; answerValue: number | null }
    >();
    const instanceIds = [
      ...new Set(flags.flatMap((flag) => flag.payload.module_instance_id ?? [])),
    ];
    if (instanceIds.length === 0) return result;
    const moduleRows = await this.em.execute<{ instance_id: number; module_id: number }[]>(
      `select mi.id as instance_id, sm.module_id from module_instances mi
         join subscription_modules sm on sm.id = mi.subscription_module_id
        where mi.id in (?)`,
      [instanceIds],
    );
    const moduleOf = new Map(moduleRows.map((row) => [row.instance_id, row.module_id]));
    const modules = await this.em.find(
      ContentModule,
      { id: { $in: [...new Set(moduleOf.values())] } },
      { populate: ['texts'] },
    );
    const moduleById = new Map(modules.map((module) => [module.id, module]));
    const optionIds = flags.flatMap((flag) => flag.payload.option_id ?? []);
    const options = optionIds.length
      ? await this.em.find(
          AnswerOption,
          { id: { $in: optionIds } },
          { populate: ['question.page.section'] },
        )
      : [];
    const optionById = new Map(options.map((option) => [option.id, option]));
    const numbers = new Map<number, number | null>();
    for (const option of options) {
      if (!numbers.has(option.question.id)) {
        numbers.set(option.question.id, await this.itemNumber(option.question));
      }
    }
    for (const flag of flags) {
      const moduleId = moduleOf.get(flag.payload.module_instance_id ?? 0);
      const module = moduleId === undefined ? undefined : moduleById.get(moduleId);
      const option = optionById.get(flag.payload.option_id ?? 0);
      result.set(flag.id, {
        moduleId: module?.id ?? 0,
        testName: module ? namedIn(module.texts, language).name : '',
        itemNumber: option ? (numbers.get(option.question.id) ?? null) : null,
        answerValue: option?.value ?? null,
      });
    }
    return result;
  }

  private async moduleOfInstance(instanceId: number | undefined): Promise<ContentModule | null> {
    if (instanceId === undefined) return null;
    const [row] = await this.em.execute<{ module_id: number }[]>(
      `select sm.module_id from module_instances mi
         join subscription_modules sm on sm.id = mi.subscription_module_id
        where mi.id = ?`,
      [instanceId],
    );
    if (!row) return null;
    return this.em.findOne(ContentModule, { id: row.module_id }, { populate: ['texts'] });
  }

  /** The item's number in its test or chapter: 1 for the first question, in reading order. */
  private async itemNumber(question: Question): Promise<number | null> {
    const section = question.page.section;
    const owner = section.test
      ? { column: 'test_id', id: section.test.id }
      : section.chapter
        ? { column: 'chapter_id', id: section.chapter.id }
        : null;
    if (!owner) return null;
    const rows = await this.em.execute<{ id: number }[]>(
      `select q.id from questions q
         join pages p on p.id = q.page_id
         join sections s on s.id = p.section_id
        where s.${owner.column} = ?
        order by s.position, s.id, p.position, p.id, q.position, q.id`,
      [owner.id],
    );
    const index = rows.findIndex((row) => row.id === question.id);
    return index < 0 ? null : index + 1;
  }

  /** Every round of the module by the client, with stored totals and the item's answer. */
  private async rounds(
    flag: Notification,
    module: ContentModule,
    question: Question,
    options: AnswerOption[],
    language: Language,
    flaggedInstanceId: number,
  ): Promise<RiskFlagRound[]> {
    const rounds = await this.em.execute<RoundRow[]>(
      `select mi.id, mi.num, mi.started_at, mi.completed_at from module_instances mi
         join subscription_modules sm on sm.id = mi.subscription_module_id
         join program_subscriptions ps on ps.id = sm.subscription_id
        where ps.user_id = ? and sm.module_id = ?
        order by mi.started_at, mi.id`,
      [flag.client.id, module.id],
    );
    const ids = rounds.map((round) => round.id);
    if (ids.length === 0) return [];
    const totals = await this.em.execute<TotalRow[]>(
      `select distinct on (r.module_instance_id) r.module_instance_id, r.id as report_id,
              e.score, e.max_score, coalesce(t.interval_label, e.interval_label) as label,
              e.interval_color as color,
              coalesce(t.interval_explanation, e.interval_explanation) as explanation
         from generated_reports r
         join generated_report_elements e
           on e.report_id = r.id and e.element_type = 'combined_question' and e.score is not null
         left join generated_report_element_texts t on t.element_id = e.id and t.language = ?
        where r.module_instance_id in (?)
        order by r.module_instance_id, r.id, e.position, e.id`,
      [language, ids],
    );
    const totalOf = new Map(totals.map((row) => [row.module_instance_id, totalView(row)]));
    const answers = await this.em.execute<{ instance_id: number; option_ids: number[] | null }[]>(
      `select instance_id, option_ids from question_answers
        where question_id = ? and instance_id in (?)`,
      [question.id, ids],
    );
    const answerOf = new Map<number, { value: number; label: string }>();
    for (const answer of answers) {
      const option = options.find((item) => answer.option_ids?.includes(item.id));
      if (option)
        answerOf.set(answer.instance_id, { value: option.value, label: labelOf(option, language) });
    }
    return rounds.map((round) => ({
      module_instance_id: round.id,
      num: round.num,
      started_at: round.started_at,
      completed_at: round.completed_at,
      total: totalOf.get(round.id) ?? null,
      item_answer: answerOf.get(round.id) ?? null,
      flagged: round.id === flaggedInstanceId,
    }));
  }
}

function labelOf(option: AnswerOption, language: Language): string {
  return localized(option.texts, language).text?.label ?? String(option.value);
}

function totalView(row: TotalRow): RiskFlagTotal {
  return {
    report_id: row.report_id,
    score: row.score,
    max_score: row.max_score,
    band:
      row.label === null && row.color === null
        ? null
        : { label: row.label, color: row.color, explanation: row.explanation },
  };
}

function acknowledgementOf(flag: Notification): RiskFlagAcknowledgement | null {
  if (flag.acknowledgedAt === null) return null;
  return {
    at: flag.acknowledgedAt,
    by: flag.acknowledgedBy ? personOf(flag.acknowledgedBy) : null,
    action: flag.acknowledgedAction,
    note: flag.acknowledgedNote,
  };
}
