import { type Language } from 'src/common/i18n/language';
import { translate } from 'src/common/i18n/messages';
import { type ProgramListField } from './dto/program-list.query';
import { type ProgramSummary } from './program-list.service';

/** A row of GET /api/programs/{locale}: the fields asked for (id always). */
export type ProgramListRow = Partial<{
  id: number;
  name: string;
  fallback: boolean;
  modules: { id: number; name: string }[];
  subscription_model_name: string;
  duration: number;
}>;

export interface PageMeta {
  total: number;
  page: number;
  per_page: number;
  /** 1-based positions of the first and last row shown (0 when none). */
  from: number;
  to: number;
  last_page: number;
}

export function listRow(summary: ProgramSummary, fields: Set<ProgramListField>): ProgramListRow {
  const row: ProgramListRow = { id: summary.id };
  if (fields.has('name')) {
    row.name = summary.name;
    row.fallback = summary.fallback;
  }
  if (fields.has('modules')) row.modules = summary.modules;
  if (fields.has('subscription_model_name')) {
    row.subscription_model_name = summary.subscriptionModelName;
  }
  if (fields.has('duration')) row.duration = summary.duration;
  return row;
}

/** A row of the content creator's list, with the table's derived texts. */
export interface CcProgramListRow {
  id: number;
  _id: number;
  name: string;
  fallback: boolean;
  modules: { id: number; name: string }[];
  duration: number;
  default: 0 | 1;
  moduleText: string;
  durationText: string;
  defaultText: string;
}

export function ccListRow(summary: ProgramSummary, language: Language): CcProgramListRow {
  return {
    id: summary.id,
    _id: summary.id,
    name: summary.name,
    fallback: summary.fallback,
    modules: summary.modules,
    duration: summary.duration,
    default: summary.isDefault ? 1 : 0,
    moduleText: summary.modules.map((module) => module.name).join(', '),
    durationText: translate(
      { key: 'programs.durationDays', params: { days: summary.duration } },
      language,
    ),
    defaultText: translate({ key: summary.isDefault ? 'programs.yes' : 'programs.no' }, language),
  };
}

export function pageMeta(total: number, page: number, perPage: number, shown: number): PageMeta {
  const first = (page - 1) * perPage;
  return {
    total,
    page,
    per_page: perPage,
    from: shown === 0 ? 0 : first + 1,
    to: shown === 0 ? 0 : first + shown,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}
