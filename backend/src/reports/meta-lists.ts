import { type Language } from 'src/common/i18n/language';
import { type MessageKey, translate } from 'src/common/i18n/messages';
import { MODULE_TYPES } from 'src/content/content-module.entity';
import { ANSWER_TYPES, PAGE_TYPES } from 'src/content/page.entity';
import { REFERENCE_TYPES, REPORT_ELEMENT_TYPES } from './report-element.entity';

/** Colours offered for reference intervals (any #rrggbb is accepted). */
const COLORS = {
  green: '#2e7d32',
  lightGreen: '#9ccc65',
  yellow: '#fbc02d',
  orange: '#f57c00',
  red: '#e53935',
  darkRed: '#b71c1c',
  blue: '#1e88e5',
  grey: '#757575',
} as const;

type Option = { value: string; key: MessageKey };

/** The editor's option lists, by the name used in GET api/meta/{type}/{lang}. */
const META_LISTS: Record<string, readonly Option[]> = {
  report_element_types: REPORT_ELEMENT_TYPES.map((value) => ({
    value,
    key: `meta.reportElementType.${value}` as const,
  })),
  reference_types: REFERENCE_TYPES.map((value) => ({
    value,
    key: `meta.referenceType.${value}` as const,
  })),
  page_types: PAGE_TYPES.map((value) => ({ value, key: `meta.pageType.${value}` as const })),
  answer_types: ANSWER_TYPES.map((value) => ({ value, key: `meta.answerType.${value}` as const })),
  module_types: MODULE_TYPES.map((value) => ({ value, key: `meta.moduleType.${value}` as const })),
  colors: Object.entries(COLORS).map(([name, value]) => ({
    value,
    key: `meta.color.${name as keyof typeof COLORS}` as const,
  })),
};

export const META_TYPES = Object.keys(META_LISTS);

export interface MetaOption {
  value: string;
  name: string;
}

/** The list named `type` in `language`, or undefined for an unknown name. */
export function metaList(type: string, language: Language): MetaOption[] | undefined {
  if (!Object.prototype.hasOwnProperty.call(META_LISTS, type)) return undefined;
  return META_LISTS[type].map((option) => ({
    value: option.value,
    name: translate({ key: option.key }, language),
  }));
}
