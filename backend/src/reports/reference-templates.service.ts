import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AuditService } from 'src/audit/audit.service';
import { ApiException, type FieldErrors } from 'src/common/errors/api-exception';
import { DEFAULT_LANGUAGE, type Language } from 'src/common/i18n/language';
import { textIn, writeText } from './authored-texts';
import { type ReferenceDetailsDto } from './dto/reference-details.dto';
import {
  type CreateReferenceTemplateDto,
  type ReferenceIntervalDto,
  type UpdateReferenceTemplateDto,
} from './dto/reference-template.dto';
import { intervalErrors, intervalFor } from './intervals';
import { inOrder, namedPage, type NamedPageQuery } from './named-page';
import { ReferenceIntervalText } from './reference-interval-text.entity';
import { ReferenceInterval } from './reference-interval.entity';
import { ReferenceTemplateText } from './reference-template-text.entity';
import {
  referenceTemplateRow,
  type ReferenceTemplateRow,
  referenceTemplateView,
  type ReferenceTemplateView,
} from './reference-template-view';
import { ReferenceTemplate } from './reference-template.entity';
import { ReportElement } from './report-element.entity';

export interface ReferenceDetails {
  reference_template_id: number;
  score: number;
  start_value: number;
  value: number;
  label: string | null;
  color: string;
  explanation_text: string | null;
  language: Language;
  fallback: boolean;
}

/** Reference templates: scales of contiguous intervals, authored per language. */
@Injectable()
export class ReferenceTemplatesService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /** Every template, by name in `language`. */
  async list(language: Language): Promise<ReferenceTemplateRow[]> {
    return (await this.page({ language, offset: 0, limit: 10_000, sort: 'name', order: 'asc' }))
      .rows;
  }

  async page(query: NamedPageQuery): Promise<{ rows: ReferenceTemplateRow[]; total: number }> {
    const { ids, total } = await namedPage(this.em, 'reference', query);
    const templates = await this.em.find(
      ReferenceTemplate,
      { id: { $in: ids } },
      { populate: ['texts', 'intervals'], strategy: 'select-in' },
    );
    const rows = inOrder(ids, templates).map((t) => referenceTemplateRow(t, query.language));
    return { rows, total };
  }

  async show(id: number, language: Language): Promise<ReferenceTemplateView> {
    return referenceTemplateView(await this.load(id), language);
  }

  async create(
    caller: CallerAccess,
    form: CreateReferenceTemplateDto,
  ): Promise<ReferenceTemplateView> {
    const language = form.lang ?? DEFAULT_LANGUAGE;
    assertIntervals(form.intervals);
    const template = this.em.create(ReferenceTemplate, {});
    template.texts.add(
      this.em.create(ReferenceTemplateText, { template, language, name: form.name }),
    );
    this.replaceIntervals(template, form.intervals, language);
    await this.em.flush();
    await this.audit.record(caller, this.event('reference-template.created', template));
    return this.show(template.id, language);
  }

  async update(
    caller: CallerAccess,
    id: number,
    form: UpdateReferenceTemplateDto,
  ): Promise<ReferenceTemplateView> {
    const language = form.lang ?? DEFAULT_LANGUAGE;
    const template = await this.load(id);
    if (form.intervals) assertIntervals(form.intervals, template);
    const name = form.name;
    if (name !== undefined)
      writeText(
        template.texts,
        language,
        () => this.em.create(ReferenceTemplateText, { template, language, name }),
        (text) => (text.name = name),
      );
    if (form.intervals) this.replaceIntervals(template, form.intervals, language);
    await this.em.flush();
    await this.audit.record(caller, this.event('reference-template.updated', template));
    this.em.clear();
    return this.show(id, language);
  }

  /** Deletes an unused template; one that report elements use answers 409 naming how many. */
  async remove(caller: CallerAccess, id: number): Promise<{ id: number }> {
    const template = await this.load(id);
    const users = await this.em.count(ReportElement, { referenceTemplate: template });
    if (users > 0)
      throw new ApiException(409, {
        key: 'reports.referenceTemplateInUse',
        params: { count: users },
      });
    await this.audit.record(caller, this.event('reference-template.deleted', template));
    await this.em.removeAndFlush(template);
    return { id };
  }

  /** The band a score falls in: label, colour, explanation and bounds (POST /reference-details). */
  async details(form: ReferenceDetailsDto, fallbackLanguage: Language): Promise<ReferenceDetails> {
    const language = form.lang ?? fallbackLanguage;
    const template = await this.load(form.reference_template_id);
    const interval = intervalFor(template.intervals.getItems(), form.score);
    if (!interval) {
      const ref = { key: 'reports.scoreOutsideIntervals' as const, params: { score: form.score } };
      throw ApiException.badRequest(ref.key, { score: [ref] }, ref.params);
    }
    const text = textIn(interval.texts, language);
    return {
      reference_template_id: template.id,
      score: form.score,
      start_value: interval.startValue,
      value: interval.value,
      label: text.text?.label ?? null,
      color: interval.color,
      explanation_text: text.text?.explanationText ?? null,
      language: text.language,
      fallback: text.fallback,
    };
  }

  private async load(id: number): Promise<ReferenceTemplate> {
    const template = await this.em.findOne(
      ReferenceTemplate,
      { id },
      { populate: ['texts', 'intervals.texts'], strategy: 'select-in' },
    );
    if (!template) throw ApiException.notFound();
    return template;
  }

  /**
   * Makes the template's intervals those sent, in order: an interval sent with its id keeps its
   * texts in other languages, new ones are created, the rest are removed.
   */
  private replaceIntervals(
    template: ReferenceTemplate,
    sent: ReferenceIntervalDto[],
    language: Language,
  ): void {
    const existing = new Map(template.intervals.getItems().map((i) => [i.id, i]));
    const kept = sent.map((form, position) => {
      const interval =
        (form.id !== undefined ? existing.get(form.id) : undefined) ??
        this.em.create(ReferenceInterval, {
          template,
          position,
          startValue: form.start_value,
          value: form.value,
          color: form.color,
        });
      Object.assign(interval, {
        position,
        startValue: form.start_value,
        value: form.value,
        color: form.color.toLowerCase(),
      });
      const explanationText = form.explanation_text ?? null;
      writeText(
        interval.texts,
        language,
        () =>
          this.em.create(ReferenceIntervalText, {
            interval,
            language,
            label: form.label,
            explanationText,
          }),
        (text) => Object.assign(text, { label: form.label, explanationText }),
      );
      return interval;
    });
    template.intervals.set(kept);
  }

  private event(event: string, template: ReferenceTemplate) {
    return {
      event,
      subjectType: 'reference-template',
      subjectId: template.uuid,
      details: { id: template.id },
    };
  }
}

/** 400 unless the intervals are ordered, contiguous and non-overlapping, and their ids known. */
function assertIntervals(intervals: ReferenceIntervalDto[], template?: ReferenceTemplate): void {
  const errors: FieldErrors = intervalErrors(intervals);
  const known = new Set(template?.intervals.getItems().map((interval) => interval.id) ?? []);
  intervals.forEach((interval, index) => {
    if (interval.id !== undefined && !known.has(interval.id))
      errors[`intervals.${index}.id`] = [{ key: 'reports.intervalUnknown' }];
  });
  if (Object.keys(errors).length > 0) throw ApiException.invalidData(errors);
}
