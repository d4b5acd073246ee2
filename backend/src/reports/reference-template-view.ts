import { type Language } from 'src/common/i18n/language';
import { textIn } from './authored-texts';
import { type ReferenceInterval } from './reference-interval.entity';
import { type ReferenceTemplate } from './reference-template.entity';

export interface ReferenceIntervalView {
  id: number;
  position: number;
  start_value: number;
  /** End of the interval, inclusive. */
  value: number;
  color: string;
  label: string | null;
  explanation_text: string | null;
  language: Language;
  fallback: boolean;
}

export interface ReferenceTemplateRow {
  id: number;
  uuid: string;
  name: string | null;
  language: Language;
  fallback: boolean;
  intervals_count: number;
}

export interface ReferenceTemplateView extends Omit<ReferenceTemplateRow, 'intervals_count'> {
  languages: Language[];
  intervals: ReferenceIntervalView[];
}

/** A template in a list (texts and intervals loaded). */
export function referenceTemplateRow(
  template: ReferenceTemplate,
  language: Language,
): ReferenceTemplateRow {
  const name = textIn(template.texts, language);
  return {
    id: template.id,
    uuid: template.uuid,
    name: name.text?.name ?? null,
    language: name.language,
    fallback: name.fallback,
    intervals_count: template.intervals.length,
  };
}

/** The editor's view (texts, intervals and their texts loaded). */
export function referenceTemplateView(
  template: ReferenceTemplate,
  language: Language,
): ReferenceTemplateView {
  const { intervals_count: _count, ...row } = referenceTemplateRow(template, language);
  return {
    ...row,
    languages: [...new Set(template.texts.getItems().map((text) => text.language))],
    intervals: template.intervals.getItems().map((interval) => intervalView(interval, language)),
  };
}

export function intervalView(
  interval: ReferenceInterval,
  language: Language,
): ReferenceIntervalView {
  const text = textIn(interval.texts, language);
  return {
    id: interval.id,
    position: interval.position,
    start_value: interval.startValue,
    value: interval.value,
    color: interval.color,
    label: text.text?.label ?? null,
    explanation_text: text.text?.explanationText ?? null,
    language: text.language,
    fallback: text.fallback,
  };
}
