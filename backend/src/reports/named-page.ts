import { type EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LANGUAGE, type Language } from 'src/common/i18n/language';

/** The tables of objects listed by their authored name (fixed names: never caller input). */
const NAMED_TABLES = {
  report: { table: 'report_templates', texts: 'report_template_texts' },
  reference: { table: 'reference_templates', texts: 'reference_template_texts' },
} as const;

const NAME = 'coalesce(t.name, s.name)';

/** Sort expressions by record field of either kind's list rows (fixed SQL, never caller input). */
const COMMON_SORTS = {
  id: 'o.id',
  uuid: 'o.uuid',
  name: `lower(${NAME})`,
  language: 'coalesce(t.language, s.language)',
  fallback: 't.template_id is null',
  created_at: 'o.created_at',
};
export const NAMED_SORTS = {
  report: {
    ...COMMON_SORTS,
    description: 'lower(coalesce(t.description, s.description))',
    visible_to_client: 'o.visible_to_client',
    test_id: 'o.test_id',
    elements_count: '(select count(*) from report_elements e where e.template_id = o.id)',
  },
  reference: {
    ...COMMON_SORTS,
    intervals_count: '(select count(*) from reference_intervals i where i.template_id = o.id)',
  },
} as const;
export type NamedSort =
  keyof (typeof NAMED_SORTS)['report'] | keyof (typeof NAMED_SORTS)['reference'];

export interface NamedPageQuery {
  language: Language;
  offset: number;
  limit: number;
  /** Words each found in the name (case-insensitive). */
  keyword?: string;
  sort: NamedSort;
  order: 'asc' | 'desc';
  /** Report templates only: those of this test. */
  testId?: number;
  /** Only these ids (react-admin getMany). */
  ids?: number[];
}

/**
 * One page of ids ordered by the name in `language` (Swedish where that language has none), with
 * the total, in one statement: the page's rows are then loaded by id.
 */
export async function namedPage(
  em: EntityManager,
  kind: keyof typeof NAMED_TABLES,
  query: NamedPageQuery,
): Promise<{ ids: number[]; total: number }> {
  const { table, texts } = NAMED_TABLES[kind];
  const name = NAME;
  const where: string[] = [];
  const params: unknown[] = [query.language, DEFAULT_LANGUAGE];
  for (const word of (query.keyword ?? '').split(/\s+/).filter(Boolean)) {
    where.push(`${name} ilike ?`);
    params.push(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  if (query.testId !== undefined) {
    where.push('o.test_id = ?');
    params.push(query.testId);
  }
  if (query.ids) {
    if (query.ids.length === 0) return { ids: [], total: 0 };
    where.push('o.id in (?)');
    params.push(query.ids);
  }
  const sorts: Partial<Record<NamedSort, string>> = NAMED_SORTS[kind];
  const orderBy = sorts[query.sort] ?? 'o.id';
  const direction = query.order === 'desc' ? 'desc' : 'asc';
  const rows = await em.getConnection().execute<{ id: number; total: string }[]>(
    `select o.id, count(*) over () as total from ${table} o
       left join ${texts} t on t.template_id = o.id and t.language = ?
       left join ${texts} s on s.template_id = o.id and s.language = ?
     ${where.length ? `where ${where.join(' and ')}` : ''}
     order by ${orderBy} ${direction} nulls last, o.id ${direction}
     limit ? offset ?`,
    [...params, query.limit, query.offset],
  );
  if (rows.length === 0 && query.offset > 0) {
    const [count] = await em.getConnection().execute<{ total: string }[]>(
      `select count(*) as total from ${table} o
         left join ${texts} t on t.template_id = o.id and t.language = ?
         left join ${texts} s on s.template_id = o.id and s.language = ?
       ${where.length ? `where ${where.join(' and ')}` : ''}`,
      params,
    );
    return { ids: [], total: Number(count?.total ?? 0) };
  }
  return { ids: rows.map((row) => row.id), total: Number(rows[0]?.total ?? 0) };
}

/** Entities in the order of `ids`. */
export function inOrder<T extends { id: number }>(
  ids: readonly number[],
  entities: readonly T[],
): T[] {
  const byId = new Map(entities.map((entity) => [entity.id, entity]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
