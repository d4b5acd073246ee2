import { raw } from '@mikro-orm/core';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { type FastifyReply } from 'fastify';
import { ApiException } from 'src/common/errors/api-exception';
import { isLanguage, type Language, LANGUAGES, requestLanguage } from 'src/common/i18n/language';
import {
  contentRange,
  type ListQuery,
  parseListQuery,
  type RawListQuery,
} from './react-admin-query';

/**
 * The adapter every `/api/admin/*` controller (react-admin's ra-data-simple-rest) shares: one
 * list DTO, one language rule, typed filter readers, sorting by record field and Content-Range.
 */

/** getList, getMany and getManyReference: `filter`, `range`, `sort`, and the texts' `lang`. */
export class AdminListQuery implements RawListQuery {
  @IsOptional()
  @IsString()
  filter?: string;

  @IsOptional()
  @IsString()
  range?: string;

  @IsOptional()
  @IsString()
  sort?: string;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsIn(LANGUAGES, { message: 'users.languageUnknown' })
  lang?: Language;
}

interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  query?: unknown;
}

/**
 * The one language rule of the admin resources (lists and records alike): `?lang`, else
 * `filter.lang`, else the caller's (Accept-Language, then the selectedLocale cookie, then sv).
 */
export function adminLanguage(request: RequestLike): Language {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (isLanguage(query.lang)) return query.lang;
  if (query.lang !== undefined) {
    throw ApiException.invalidData({ lang: [{ key: 'users.languageUnknown' }] });
  }
  return filterLanguage(query.filter) ?? requestLanguage(request);
}

export const AdminLanguage = createParamDecorator(
  (_: unknown, context: ExecutionContext): Language =>
    adminLanguage(context.switchToHttp().getRequest<RequestLike>()),
);

function filterLanguage(text: unknown): Language | undefined {
  if (typeof text !== 'string') return undefined;
  let filter: unknown;
  try {
    filter = JSON.parse(text);
  } catch {
    return undefined; // parseListQuery answers 400 for it
  }
  const lang = (filter as { lang?: unknown } | null)?.lang;
  if (lang === undefined || lang === null) return undefined;
  if (isLanguage(lang)) return lang;
  throw ApiException.invalidData({ 'filter.lang': [{ key: 'users.languageUnknown' }] });
}

export interface ListPage<T> {
  rows: T[];
  total: number;
}

/** Sets react-admin's `Content-Range` (e.g. `users 0-24/319`) and answers the rows. */
export function sendListPage<T>(
  reply: FastifyReply,
  resource: string,
  query: Pick<ListQuery<string>, 'offset'>,
  page: ListPage<T>,
): T[] {
  void reply.header(
    'Content-Range',
    contentRange(resource, query.offset, page.rows.length, page.total),
  );
  return page.rows;
}

/** A sort expression over the root row, e.g. a count of children (fixed SQL, never the caller's). */
export interface SortSql {
  sql: (alias: string) => string;
}

/** Record field → entity property paths (`company.name`) or SQL it sorts by; id is added last. */
export type SortPaths<Field extends string> = Readonly<
  Record<Field, readonly (string | SortSql)[]>
>;

/** The sortable record fields of a resource's sort map. */
export function sortFields<Field extends string>(sorts: Readonly<Record<Field, unknown>>): Field[] {
  return Object.keys(sorts) as Field[];
}

/**
 * A MikroORM orderBy for the sort asked for, with the id last so pages never overlap. Paths come
 * from the resource's own SortPaths, never from the caller.
 */
export function entityOrder<Field extends string, Order>(
  sort: { field: Field; order: 'ASC' | 'DESC' },
  paths: SortPaths<Field>,
): Order[] {
  const direction = sort.order === 'ASC' ? 'asc' : 'desc';
  const orders = [...paths[sort.field], 'id'].map((path) =>
    typeof path === 'string'
      ? path.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), direction)
      : { [raw<object, string>(path.sql)]: direction },
  );
  return orders as Order[];
}

/** parseListQuery sorting on the fields listed, or on the keys of a resource's sort map. */
export function parseAdminList<Field extends string>(
  raw: RawListQuery,
  sortable: readonly Field[] | Readonly<Record<Field, unknown>>,
  defaultSort: Field,
): ListQuery<Field> {
  return parseListQuery(raw, isList(sortable) ? sortable : sortFields(sortable), defaultSort);
}

function isList<Field extends string>(
  sortable: readonly Field[] | Readonly<Record<Field, unknown>>,
): sortable is readonly Field[] {
  return Array.isArray(sortable);
}

/** parseAdminList over a resource's sort map, with the MikroORM orderBy of the sort asked for. */
export function parseEntityList<Field extends string, Order>(
  raw: RawListQuery,
  paths: SortPaths<Field>,
  defaultSort: Field,
): ListQuery<Field> & { orderBy: Order[] } {
  const query = parseAdminList(raw, paths, defaultSort);
  return { ...query, orderBy: entityOrder<Field, Order>(query.sort, paths) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function absent(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || value === '';
}

function badFilter(
  key: string,
  message: 'validation.uuid' | 'validation.integer' | 'validation.boolean' | 'validation.enum',
) {
  return ApiException.invalidData({ [`filter.${key}`]: [{ key: message }] });
}

/** Typed readers of `filter` values: absent → undefined, wrong type → 400 naming `filter.<key>`. */
export const filters = {
  text(filter: Record<string, unknown>, key: string): string | undefined {
    const value = filter[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  },
  uuid(filter: Record<string, unknown>, key: string): string | undefined {
    const value = filter[key];
    if (absent(value)) return undefined;
    if (typeof value === 'string' && UUID.test(value)) return value.toLowerCase();
    throw badFilter(key, 'validation.uuid');
  },
  id(filter: Record<string, unknown>, key: string): number | undefined {
    const value = filter[key];
    if (absent(value)) return undefined;
    const id = Number(value);
    if (Number.isSafeInteger(id) && id > 0) return id;
    throw badFilter(key, 'validation.integer');
  },
  boolean(filter: Record<string, unknown>, key: string): boolean | undefined {
    const value = filter[key];
    if (absent(value)) return undefined;
    if (typeof value === 'boolean') return value;
    throw badFilter(key, 'validation.boolean');
  },
  oneOf<T extends string>(
    filter: Record<string, unknown>,
    key: string,
    values: readonly T[],
  ): T | undefined {
    const value = filter[key];
    if (absent(value)) return undefined;
    if (values.includes(value as T)) return value as T;
    throw badFilter(key, 'validation.enum');
  },
  /** getMany's numeric ids (others dropped: they match nothing). */
  numericIds(query: Pick<ListQuery<string>, 'ids'>): number[] | undefined {
    return query.ids?.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  },
  /** getMany's uuid ids (others dropped: they match nothing). */
  uuidIds(query: Pick<ListQuery<string>, 'ids'>): string[] | undefined {
    return query.ids
      ?.filter((id): id is string => typeof id === 'string' && UUID.test(id))
      .map((id) => id.toLowerCase());
  },
};

/** Parts of a react-admin record that are never written back (read-only, derived or parents). */
const READ_ONLY = [
  'id',
  '_id',
  'uuid',
  'fallback',
  'languages',
  'created_at',
  'updated_at',
  'position',
  'empty_text',
] as const;

/** The record sent back by react-admin without its read-only parts (and the extra ones named). */
export function withoutReadOnly<T extends object, K extends keyof T>(
  record: T,
  extra: readonly K[] = [],
): Omit<T, K | (typeof READ_ONLY)[number]> {
  const skip = new Set<string>([...READ_ONLY, ...extra.map(String)]);
  return Object.fromEntries(
    Object.entries(record).filter(([key, value]) => !skip.has(key) && value !== undefined),
  ) as Omit<T, K | (typeof READ_ONLY)[number]>;
}
