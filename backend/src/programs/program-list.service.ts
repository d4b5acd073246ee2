import { PreparedStatements } from 'src/database/prepared-statements';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Knex } from 'knex';
import { DEFAULT_LANGUAGE, type Language } from 'src/common/i18n/language';
import {
  PROGRAM_LIST_FIELDS,
  type ProgramListField,
  PROGRAM_LIST_ORDERS,
} from './dto/program-list.query';
import { stripMarkup } from './program-markup';

/** The list's sorts plus the other fields of the admin resource's rows. */
export const PROGRAM_SORT_FIELDS = [
  ...PROGRAM_LIST_ORDERS,
  'fallback',
  'default',
  'is_treatment',
  'subscription_model_uuid',
] as const;
export type ProgramSortField = (typeof PROGRAM_SORT_FIELDS)[number];

export interface ProgramListCriteria {
  language: Language;
  page: number;
  perPage: number;
  paginate: boolean;
  keyword?: string;
  orderBy: ProgramSortField;
  order: 'asc' | 'desc';
  subscriptionModelUuid?: string;
  isTreatment?: boolean;
  /** Only these programs (react-admin getMany). */
  ids?: number[];
  /** Only the programs a company offers. */
  companyId?: number;
  /** Whether to read the module names (one more statement). */
  withModules: boolean;
}

export interface ProgramModuleName {
  id: number;
  name: string;
}

/** One program of a list, every field read; callers pick what they answer. */
export interface ProgramSummary {
  id: number;
  uuid: string;
  name: string;
  /** The name is the Swedish one: the program has no text in the asked language. */
  fallback: boolean;
  duration: number;
  isDefault: boolean;
  isTreatment: boolean;
  subscriptionModelUuid: string;
  subscriptionModelName: string;
  modules: ProgramModuleName[];
}

export interface ProgramSummaryPage {
  rows: ProgramSummary[];
  total: number;
  page: number;
  perPage: number;
}

interface PageRow {
  id: number;
  uuid: string;
  name: string | null;
  fallback: boolean;
  duration_days: number;
  is_default: boolean;
  is_treatment: boolean;
  subscription_model_uuid: string;
  subscription_model_name: string;
  total: string;
  /** With modules asked for: the program's modules in order, names in the language or Swedish. */
  modules?: { id: number; name: string | null }[];
}

/**
 * The name shown: the stripped name kept on save, in the language, else in Swedish (Swedish
 * itself needs no second join).
 */
function nameExpression(language: Language): string {
  return language === DEFAULT_LANGUAGE ? 't.plain_name' : 'coalesce(t.plain_name, d.plain_name)';
}

/** The same name in lower case (program_texts.search_name): searched and sorted by. */
function searchNameExpression(language: Language): string {
  return language === DEFAULT_LANGUAGE ? 't.search_name' : 'coalesce(t.search_name, d.search_name)';
}

function orderColumn(order: ProgramSortField, language: Language): string {
  switch (order) {
    case 'fallback':
      return 't.id is null';
    case 'default':
      return 'p.is_default';
    case 'is_treatment':
      return 'p.is_treatment';
    case 'subscription_model_uuid':
      return 'sm.uuid';
    case 'name':
      return searchNameExpression(language);
    case 'duration':
      return 'p.duration_days';
    case 'subscription_model_name':
      return 'sm.name';
    case 'id':
      return 'p.id';
    case 'created_at':
      return 'p.created_at';
  }
}

/** Whether the matches need the subscription model (to filter or sort by it). */
function needsSubscriptionModel(criteria: ProgramListCriteria): boolean {
  return (
    Boolean(criteria.subscriptionModelUuid) ||
    criteria.orderBy === 'subscription_model_name' ||
    criteria.orderBy === 'subscription_model_uuid'
  );
}

/**
 * Program lists in two statements whatever the page size: the page with its total, then the
 * page's module names. A third runs only for a page past the end (its total).
 *
 * The page statement first collects the matches (id, name and sort key only; a keyword narrows
 * them through the trigram index on program_texts.search_name), counts them, and reads the
 * program and subscription model of the page's rows only.
 */
/** A program's modules in order as JSON, names in the language (?) or else Swedish (?). */
const MODULES_OF_PROGRAM = `select coalesce(json_agg(json_build_object('id', pm.module_id,
    'name', coalesce(mt.name, md.name)) order by pm.position), '[]')
  from program_modules pm
  left join module_texts mt on mt.module_id = pm.module_id and mt.language = ?
  left join module_texts md on md.module_id = pm.module_id and md.language = ?
  where pm.program_id = p.id and pm.kind = 'module'`;

@Injectable()
export class ProgramListService {
  constructor(
    private readonly em: EntityManager,
    private readonly statements: PreparedStatements,
  ) {}

  /**
   * One prepared statement (a hot read: the program pickers and lists): the page, its count and
   * its programs' modules.
   */
  async page(criteria: ProgramListCriteria): Promise<ProgramSummaryPage> {
    const rows = await this.statements.knexRows<PageRow>(this.pageQuery(criteria));
    const total = rows[0] ? Number(rows[0].total) : await this.countPastEnd(criteria);
    return {
      rows: rows.map((row) => toSummary(row, criteria.language)),
      total,
      page: criteria.paginate ? criteria.page : 1,
      perPage: criteria.paginate ? criteria.perPage : Math.max(total, 1),
    };
  }

  private pageQuery(criteria: ProgramListCriteria): Knex.QueryBuilder {
    const knex = this.em.getKnex();
    const matches = this.filtered(knex, criteria).select(
      'p.id',
      knex.raw(`${nameExpression(criteria.language)} as name`),
      knex.raw('t.id is null as fallback'),
      knex.raw(`${orderColumn(criteria.orderBy, criteria.language)} as sort_key`),
    );
    const order = [
      { column: 'm.sort_key', order: criteria.order },
      { column: 'm.id', order: criteria.order },
    ];
    const shown = knex('matches as m').select('m.*').orderBy(order);
    if (criteria.paginate) {
      void shown.limit(criteria.perPage).offset((criteria.page - 1) * criteria.perPage);
    }
    // Materialized: counted and paged from one evaluation.
    return knex
      .withMaterialized('matches', matches)
      .from(shown.as('m'))
      .join('programs as p', 'p.id', 'm.id')
      .join('subscription_models as sm', 'sm.id', 'p.subscription_model_id')
      .select(
        'p.id',
        'p.uuid',
        'p.duration_days',
        'p.is_default',
        'p.is_treatment',
        'sm.uuid as subscription_model_uuid',
        'sm.name as subscription_model_name',
        'm.name',
        'm.fallback',
        ...(criteria.withModules
          ? [knex.raw(`(${MODULES_OF_PROGRAM}) as modules`, [criteria.language, DEFAULT_LANGUAGE])]
          : []),
        knex.raw('(select count(*) from matches) as total'),
      )
      .orderBy(order);
  }

  private filtered(knex: Knex, criteria: ProgramListCriteria): Knex.QueryBuilder {
    const query = knex('programs as p').leftJoin('program_texts as t', (on) =>
      on.on('t.program_id', 'p.id').andOn('t.language', knex.raw('?', [criteria.language])),
    );
    if (needsSubscriptionModel(criteria)) {
      void query.join('subscription_models as sm', 'sm.id', 'p.subscription_model_id');
    }
    if (criteria.language !== DEFAULT_LANGUAGE) {
      void query.leftJoin('program_texts as d', (on) =>
        on.on('d.program_id', 'p.id').andOn('d.language', knex.raw('?', [DEFAULT_LANGUAGE])),
      );
    }
    this.whereKeyword(knex, query, criteria);
    if (criteria.subscriptionModelUuid) {
      void query.where('sm.uuid', criteria.subscriptionModelUuid);
    }
    if (criteria.isTreatment !== undefined)
      void query.where('p.is_treatment', criteria.isTreatment);
    if (criteria.ids) void query.whereRaw('p.id = any(?::int[])', [toIntArray(criteria.ids)]);
    if (criteria.companyId !== undefined) {
      void query.whereExists(
        knex('company_programs as cp')
          .whereRaw('cp.program_id = p.id')
          .andWhere('cp.company_id', criteria.companyId),
      );
    }
    return query;
  }

  /** Every word in the name shown, in any case. */
  private whereKeyword(knex: Knex, query: Knex.QueryBuilder, criteria: ProgramListCriteria): void {
    const patterns = (criteria.keyword ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => `%${escapeLike(word)}%`);
    const name = searchNameExpression(criteria.language);
    for (const pattern of patterns) void query.whereRaw(`${name} like lower(?)`, [pattern]);
    if (patterns.length === 0 || criteria.language === DEFAULT_LANGUAGE) return;
    // coalesce() hides the name from the trigram index: first narrow to the programs with a text
    // in either language that has every word (an array, so the planner starts from it).
    const candidates = knex('program_texts')
      .select('program_id')
      .whereIn('language', [criteria.language, DEFAULT_LANGUAGE]);
    for (const pattern of patterns) {
      void candidates.whereRaw('search_name like lower(?)', [pattern]);
    }
    void query.whereRaw('p.id = any(array(?))', [candidates]);
  }

  /** The count is on the rows; a page past the end has none, so count apart. */
  private async countPastEnd(criteria: ProgramListCriteria): Promise<number> {
    if (!criteria.paginate || criteria.page === 1) return 0;
    const knex = this.em.getKnex();
    const query = this.filtered(knex, criteria).count({ total: '*' });
    const [row] = await this.statements.knexRows<{ total: string }>(query);
    return Number(row?.total ?? 0);
  }
}

/** Ids as one PostgreSQL array literal: one statement shape however many there are. */
function toIntArray(ids: readonly number[]): string {
  return `{${ids.join(',')}}`;
}

function toSummary(row: PageRow, language: Language): ProgramSummary {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name ?? '',
    fallback: language !== DEFAULT_LANGUAGE && row.fallback,
    duration: row.duration_days,
    isDefault: row.is_default,
    isTreatment: row.is_treatment,
    subscriptionModelUuid: row.subscription_model_uuid,
    subscriptionModelName: row.subscription_model_name,
    modules: (row.modules ?? []).map((module): ProgramModuleName => ({
      id: module.id,
      name: stripMarkup(module.name ?? ''),
    })),
  };
}

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The fields asked for, in list order (all when none named). */
export function listFields(fields: readonly ProgramListField[] | undefined): Set<ProgramListField> {
  return new Set(fields && fields.length > 0 ? ['id', ...fields] : PROGRAM_LIST_FIELDS);
}
