import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AuditService } from 'src/audit/audit.service';
import { ApiException } from 'src/common/errors/api-exception';
import { DEFAULT_LANGUAGE, type Language } from 'src/common/i18n/language';
import { Test } from 'src/content/test.entity';
import { writeText } from './authored-texts';
import {
  type CreateReportTemplateDto,
  type UpdateReportTemplateDto,
} from './dto/report-template.dto';
import { inOrder, namedPage, type NamedPageQuery } from './named-page';
import {
  reportTemplateRow,
  type ReportTemplateRow,
  reportTemplateView,
  type ReportTemplateView,
} from './report-template-view';
import { ReportTemplateText } from './report-template-text.entity';
import { ReportTemplate } from './report-template.entity';

export interface ReportTemplatePage {
  data: ReportTemplateRow[];
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}

/** Report templates: name, description, visibility, the test reported on, ordered elements. */
@Injectable()
export class ReportTemplatesService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async rows(query: NamedPageQuery): Promise<{ rows: ReportTemplateRow[]; total: number }> {
    const { ids, total } = await namedPage(this.em, 'report', query);
    const templates = await this.em.find(
      ReportTemplate,
      { id: { $in: ids } },
      { populate: ['texts', 'elements'], strategy: 'select-in' },
    );
    return {
      rows: inOrder(ids, templates).map((t) => reportTemplateRow(t, query.language)),
      total,
    };
  }

  /** A page of the list (api/report/list/{lang}/page/{n}), by name. */
  async page(
    language: Language,
    page: number,
    perPage: number,
    keyword?: string,
  ): Promise<ReportTemplatePage> {
    const offset = (page - 1) * perPage;
    const { rows, total } = await this.rows({
      language,
      offset,
      limit: perPage,
      keyword,
      sort: 'name',
      order: 'asc',
    });
    return {
      data: rows,
      total,
      page,
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    };
  }

  /** The report templates of one test, by name. */
  async ofTest(testId: number, language: Language): Promise<ReportTemplateRow[]> {
    if (!(await this.em.count(Test, { id: testId }))) throw ApiException.notFound();
    const query = { language, offset: 0, limit: 1000, sort: 'name', order: 'asc', testId } as const;
    return (await this.rows(query)).rows;
  }

  async show(id: number, language: Language): Promise<ReportTemplateView> {
    const template = await this.em.findOne(
      ReportTemplate,
      { id },
      {
        populate: ['texts', 'test', 'elements.texts', 'elements.questions'],
        strategy: 'select-in',
      },
    );
    if (!template) throw ApiException.notFound();
    return reportTemplateView(template, language);
  }

  async create(caller: CallerAccess, form: CreateReportTemplateDto): Promise<ReportTemplateView> {
    const language = form.lang ?? DEFAULT_LANGUAGE;
    const template = this.em.create(ReportTemplate, {
      visibleToClient: form.visible_to_client ?? false,
      test: await this.test(form.test_id ?? null),
    });
    template.texts.add(
      this.em.create(ReportTemplateText, {
        template,
        language,
        name: form.name,
        description: form.description ?? null,
      }),
    );
    await this.em.flush();
    await this.audit.record(caller, event('report-template.created', template));
    return this.show(template.id, language);
  }

  async update(
    caller: CallerAccess,
    id: number,
    form: UpdateReportTemplateDto,
  ): Promise<ReportTemplateView> {
    const language = form.lang ?? DEFAULT_LANGUAGE;
    const template = await this.load(id);
    if (form.visible_to_client !== undefined) template.visibleToClient = form.visible_to_client;
    if (form.test_id !== undefined) template.test = await this.test(form.test_id);
    if (form.element_order) this.reorder(template, form.element_order);
    this.writeTexts(template, language, form);
    await this.em.flush();
    await this.audit.record(caller, event('report-template.updated', template));
    this.em.clear();
    return this.show(id, language);
  }

  async remove(caller: CallerAccess, id: number): Promise<{ id: number }> {
    const template = await this.load(id);
    await this.audit.record(caller, event('report-template.deleted', template));
    await this.em.removeAndFlush(template);
    return { id };
  }

  private async load(id: number): Promise<ReportTemplate> {
    const template = await this.em.findOne(
      ReportTemplate,
      { id },
      { populate: ['texts', 'elements'], strategy: 'select-in' },
    );
    if (!template) throw ApiException.notFound();
    return template;
  }

  private async test(id: number | null): Promise<Test | null> {
    if (id === null) return null;
    const test = await this.em.findOne(Test, { id });
    if (!test) throw ApiException.invalidData({ test_id: [{ key: 'reports.testUnknown' }] });
    return test;
  }

  private writeTexts(template: ReportTemplate, language: Language, form: UpdateReportTemplateDto) {
    if (form.name === undefined && form.description === undefined) return;
    const name = form.name;
    const description = form.description;
    if (name === undefined && !template.texts.getItems().some((t) => t.language === language))
      throw ApiException.invalidData({ name: [{ key: 'reports.nameRequired' }] });
    writeText(
      template.texts,
      language,
      () =>
        this.em.create(ReportTemplateText, {
          template,
          language,
          name: name as string,
          description: description ?? null,
        }),
      (text) => {
        if (name !== undefined) text.name = name;
        if (description !== undefined) text.description = description;
      },
    );
  }

  /** Orders the elements as listed; the list must name every element once. */
  private reorder(template: ReportTemplate, order: number[]): void {
    const elements = new Map(template.elements.getItems().map((element) => [element.id, element]));
    const complete =
      order.length === elements.size &&
      new Set(order).size === order.length &&
      order.every((id) => elements.has(id));
    if (!complete)
      throw ApiException.invalidData({ element_order: [{ key: 'reports.elementOrderMismatch' }] });
    order.forEach(
      (id, position) => ((elements.get(id) as { position: number }).position = position),
    );
  }
}

function event(name: string, template: ReportTemplate) {
  return {
    event: name,
    subjectType: 'report-template',
    subjectId: template.uuid,
    details: { id: template.id },
  };
}
