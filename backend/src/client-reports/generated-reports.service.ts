import { type FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Role } from '@sinnro/access';
import { type CallerAccess } from 'src/access/caller-access';
import { AccessLogService } from 'src/access-log/access-log.service';
import { OrganisationScopeService } from 'src/companies/organisation-scope.service';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { pickText } from 'src/content/pick-text';
import { ownersOf, UserMembershipsService } from 'src/users/user-memberships.service';
import { type UserReference } from 'src/users/user-reference.pipe';
import { SPECIALIST_ROLES } from 'src/users/user-scope';
import { User } from 'src/users/user.entity';
import { type OfferInitiateDto } from './dto/offer-initiate.dto';
import { type ModuleReportsQuery } from './dto/module-reports.query';
import { type GeneratedReportElement } from './generated-report-element.entity';
import {
  type GeneratedReportElementView,
  type GeneratedReportRow,
  type GeneratedReportView,
  type OfferStatusAnswer,
  type ReportViewedAnswer,
  type StaffReportView,
} from './generated-report-views';
import { GeneratedReport } from './generated-report.entity';
import { staffReportDetail } from './staff-report';
import { BAR_MAX, BAR_MIN, BAR_STEP, DEFAULT_BAR_COLOR, shownBarValue } from './report-bars';

const RESOURCE = 'reports.generated';

/** Who reads the staff view of a report: the client's specialists and admins. */
const STAFF_REPORT_ROLES: readonly Role[] = ['admin', ...SPECIALIST_ROLES];

const OFFER_COLUMNS = {
  offer_display_at: 'offer_display_at',
  offer_accepted_at: 'offer_accepted_at',
  offer_declined_at: 'offer_declined_at',
} as const;

/**
 * Reading generated reports: a client reaches only their own reports that are visible to clients
 * (any other id answers 404); staff reach a client's reports when their scope covers the client.
 * Every read and change writes the access log with the client as subject. Texts come from the
 * report's frozen text rows in the asked language, else Swedish; a single report read without a
 * language keeps the language it was built in (the client's).
 */
@Injectable()
export class GeneratedReportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly memberships: UserMembershipsService,
    private readonly scope: OrganisationScopeService,
    private readonly accessLog: AccessLogService,
  ) {}

  /** The caller's own reports, newest first. */
  async ownList(caller: CallerAccess, lang: Language): Promise<GeneratedReportRow[]> {
    const reports = await this.find({ client: caller.userId, visibleToClient: true });
    await this.log(caller, caller.user.uuid, 'read', 'list');
    return reports.map((report) => row(report, lang));
  }

  /** One of the caller's own reports, with its elements. */
  async ownSingle(
    caller: CallerAccess,
    id: number,
    lang: Language | undefined,
  ): Promise<GeneratedReportView> {
    const [report] = await this.find(
      { id, client: caller.userId, visibleToClient: true },
      { elements: true },
    );
    if (!report) throw ApiException.notFound();
    await this.log(caller, report.client.uuid, 'read', String(report.id));
    return view(report, lang);
  }

  /**
   * Any client's report for staff whose scope covers the client (a caller of another role, a
   * client too, is refused: 403), with every scored item, the total and band, the template's bands
   * and the total of every round of the template.
   */
  async staffSingle(
    caller: CallerAccess,
    id: number,
    lang: Language | undefined,
  ): Promise<StaffReportView> {
    if (!STAFF_REPORT_ROLES.includes(caller.user.role)) throw ApiException.forbidden();
    const [report] = await this.find({ id }, { elements: true });
    if (!report) throw ApiException.notFound();
    await this.assertStaffReach(caller, report.client);
    const language = lang ?? report.language;
    const detail = await staffReportDetail(this.em, report, language);
    await this.log(caller, report.client.uuid, 'read', String(report.id));
    return { ...view(report, language), ...detail };
  }

  /**
   * A client's reports of one content module: those named in `report_id_list`, or those not yet
   * viewed (`unread_reports`), or all. The client reaches their own visible reports, staff any.
   */
  async ofModule(
    caller: CallerAccess,
    reference: UserReference,
    moduleId: number,
    query: ModuleReportsQuery,
    lang: Language,
  ): Promise<GeneratedReportView[]> {
    const client = await this.em.findOne(User, reference, { populate: ['healthCoach'] });
    if (!client) throw ApiException.notFound();
    const own = client.id === caller.userId;
    if (!own) await this.assertStaffReach(caller, client);
    const where: FilterQuery<GeneratedReport> = {
      client,
      moduleInstance: { subscriptionModule: { module: moduleId } },
      ...(own ? { visibleToClient: true } : {}),
    };
    if (query.report_id_list !== undefined) {
      where.id = { $in: query.report_id_list.split(',').map(Number) };
    }
    if (query.unread_reports === 'true' || query.unread_reports === '1') {
      where.clientViewedAt = null;
    }
    const reports = await this.find(where, { elements: true });
    await this.log(caller, client.uuid, 'read', `module/${moduleId}`);
    return reports.map((report) => view(report, lang));
  }

  /** Marks one of the caller's own reports viewed (the first view's time is kept). */
  async markViewed(caller: CallerAccess, id: number): Promise<ReportViewedAnswer> {
    const [updated] = await this.em.execute<{ id: number; client_viewed_at: Date }[]>(
      `update generated_reports set client_viewed_at = coalesce(client_viewed_at, now())
        where id = ? and client_id = ? and visible_to_client returning id, client_viewed_at`,
      [id, caller.userId],
    );
    if (!updated) throw ApiException.notFound();
    await this.log(caller, caller.user.uuid, 'read', String(id));
    return { id: updated.id, client_viewed_at: new Date(updated.client_viewed_at) };
  }

  /** Records when the therapist offer of one of the caller's reports was shown, taken or closed. */
  async offer(
    caller: CallerAccess,
    id: number,
    form: OfferInitiateDto,
  ): Promise<OfferStatusAnswer> {
    const sent = (Object.keys(OFFER_COLUMNS) as (keyof typeof OFFER_COLUMNS)[]).filter(
      (field) => form[field] !== undefined,
    );
    const field = sent[0];
    if (sent.length !== 1 || field === undefined) {
      throw ApiException.badRequest('reports.offerTimeRequired', {
        offer_display_at: [{ key: 'reports.offerTimeRequired' }],
      });
    }
    const at = new Date(form[field] as string);
    const [updated] = await this.em.execute<{ id: number }[]>(
      `update generated_reports set ${OFFER_COLUMNS[field]} = ?
        where id = ? and client_id = ? and visible_to_client returning id`,
      [at, id, caller.userId],
    );
    if (!updated) throw ApiException.notFound();
    await this.log(caller, caller.user.uuid, 'update', `${id}/${field}`);
    return { status: 'Success' };
  }

  private async find(
    where: FilterQuery<GeneratedReport>,
    options: { elements?: boolean } = {},
  ): Promise<GeneratedReport[]> {
    return this.em.find(GeneratedReport, where, {
      populate: options.elements
        ? ['client', 'moduleInstance.subscriptionModule', 'texts', 'elements.texts']
        : ['client', 'moduleInstance.subscriptionModule', 'texts'],
      orderBy: { createdAt: 'desc', id: 'desc' },
      refresh: true,
    });
  }

  /** 404 unless the caller may read the client's subscriptions (their treatment content). */
  private async assertStaffReach(caller: CallerAccess, client: User): Promise<void> {
    await this.em.populate(client, ['healthCoach']);
    const memberships = await this.memberships.of(client);
    await this.scope.assertCan(caller, 'read', 'user/subscription', ownersOf(client, memberships));
  }

  private log(
    caller: CallerAccess,
    clientUuid: string,
    action: 'read' | 'update',
    resourceId: string,
  ): Promise<void> {
    return this.accessLog.record(caller, { clientUuid, action, resource: RESOURCE, resourceId });
  }
}

function row(report: GeneratedReport, asked: Language | undefined): GeneratedReportRow {
  const text = pickText(report.texts.getItems(), asked ?? report.language);
  return {
    id: report.id,
    name: text.text ? text.text.name : report.name,
    description: text.text ? text.text.description : report.description,
    language: text.text ? text.language : report.language,
    client_id: report.client.id,
    module_instance_id: report.moduleInstance.id,
    module_id: report.moduleInstance.subscriptionModule.module.id,
    report_template_id: report.template?.id ?? null,
    created_at: report.createdAt,
    client_viewed_at: report.clientViewedAt,
    viewed: report.clientViewedAt !== null,
    visible_to_client: report.visibleToClient,
    offer_display_at: report.offerDisplayAt,
    offer_accepted_at: report.offerAcceptedAt,
    offer_declined_at: report.offerDeclinedAt,
  };
}

function view(report: GeneratedReport, asked: Language | undefined): GeneratedReportView {
  const lang = asked ?? report.language;
  return {
    ...row(report, lang),
    report_elements: report.elements.getItems().map((element) => elementView(element, lang)),
  };
}

function elementView(element: GeneratedReportElement, lang: Language): GeneratedReportElementView {
  const { score, barValue } = element;
  // Reports built before the text rows existed have only the columns (the client's language).
  const texts = pickText(element.texts.getItems(), lang).text ?? element;
  const scored = score !== null && barValue !== null;
  return {
    id: element.id,
    position: element.position,
    report_element_type: element.elementType,
    reference_type: element.referenceType,
    name: texts.name,
    explanation_text: texts.explanationText,
    question: texts.question,
    answer: texts.answer,
    score,
    max_score: element.maxScore,
    bar_details: scored
      ? {
          min: BAR_MIN,
          max: BAR_MAX,
          step: BAR_STEP,
          value: barValue,
          shown_value: shownBarValue(barValue),
        }
      : null,
    answer_details: scored
      ? {
          value: score,
          color: element.intervalColor ?? DEFAULT_BAR_COLOR,
          label: texts.intervalLabel,
          explanation_text: texts.intervalExplanation,
        }
      : null,
  };
}
