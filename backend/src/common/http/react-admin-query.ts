import { ApiException } from 'src/common/errors/api-exception';
import { unreadableText } from './input-checks';

/** react-admin's ra-data-simple-rest list query, parsed and bounded. */
export interface ListQuery<Field extends string> {
  filter: Record<string, unknown>;
  /** `filter={"id":[...]}` (getMany): the ids asked for, else undefined. */
  ids: (string | number)[] | undefined;
  offset: number;
  limit: number;
  sort: { field: Field; order: 'ASC' | 'DESC' };
}

export interface RawListQuery {
  filter?: string;
  range?: string;
  sort?: string;
}

const MAX_PAGE = 100;
/** The largest row offset: PostgreSQL's int range, far past any list the API keeps. */
const MAX_OFFSET = 2_147_483_647;

/**
 * Parses `?filter={}&range=[0,24]&sort=["name","ASC"]`. Sorting is allowed only on the listed
 * fields (never a raw column name from the caller); bad JSON or values answer 400 naming the part.
 */
export function parseListQuery<Field extends string>(
  raw: RawListQuery,
  sortable: readonly Field[],
  defaultSort: Field,
): ListQuery<Field> {
  const filter = parseJson(raw.filter, 'filter', {});
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw invalid('filter');
  // JSON escapes (\u0000) reach the values only now, past the request's own input checks.
  const unreadable = unreadableText(filter, 'filter');
  if (Object.keys(unreadable).length > 0) throw ApiException.invalidData(unreadable);
  const range = parseJson(raw.range, 'range', [0, 24]);
  if (!isRange(range)) {
    throw ApiException.invalidData({
      range: [{ key: 'validation.listRange', params: { max: MAX_OFFSET } }],
    });
  }
  const sort = parseJson(raw.sort, 'sort', [defaultSort, 'ASC']);
  if (!isSort(sort)) throw invalid('sort');
  if (!sortable.includes(sort[0] as Field)) throw unknownSortField(sort[0]);
  const ids = (filter as Record<string, unknown>).id;
  return {
    filter: filter as Record<string, unknown>,
    ids: Array.isArray(ids) ? ids.filter(isId) : undefined,
    offset: range[0],
    limit: Math.min(range[1] - range[0] + 1, MAX_PAGE),
    sort: { field: sort[0] as Field, order: sort[1] },
  };
}

/** The header react-admin reads for totals, e.g. `users 0-24/319`. */
export function contentRange(
  resource: string,
  offset: number,
  count: number,
  total: number,
): string {
  const last = count === 0 ? offset : offset + count - 1;
  return `${resource} ${offset}-${last}/${total}`;
}

function parseJson(text: string | undefined, field: string, fallback: unknown): unknown {
  if (text === undefined || text === '') return fallback;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid(field);
  }
}

function isRange(value: unknown): value is [number, number] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    value.every(
      (n) => Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) <= MAX_OFFSET,
    ) &&
    (value[0] as number) <= (value[1] as number)
  );
}

function isSort(value: unknown): value is [string, 'ASC' | 'DESC'] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'string' &&
    (value[1] === 'ASC' || value[1] === 'DESC')
  );
}

/** 400 naming the field asked for, when it reads as a field name (never echo arbitrary text). */
function unknownSortField(field: string): ApiException {
  if (!/^[A-Za-z0-9_.]{1,64}$/.test(field)) return invalid('sort');
  return ApiException.invalidData({ sort: [{ key: 'validation.sortField', params: { field } }] });
}

function isId(value: unknown): value is string | number {
  return typeof value === 'string' || (typeof value === 'number' && Number.isInteger(value));
}

function invalid(field: string): ApiException {
  return ApiException.invalidData({ [field]: [{ key: 'validation.invalid' }] });
}
