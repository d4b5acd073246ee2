import { ApiException } from 'src/common/errors/api-exception';
import {
  adminLanguage,
  entityOrder,
  filters,
  parseAdminList,
  parseEntityList,
  withoutReadOnly,
} from './react-admin';
import { parseListQuery } from './react-admin-query';

function fieldErrors(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return (error as ApiException).fieldErrors;
  }
  return undefined;
}

describe('react-admin adapter', () => {
  it('names an unknown sort field in the sort error', () => {
    expect(fieldErrors(() => parseListQuery({ sort: '["secret","ASC"]' }, ['id'], 'id'))).toEqual({
      sort: [{ key: 'validation.sortField', params: { field: 'secret' } }],
    });
    expect(fieldErrors(() => parseListQuery({ sort: '["a b","ASC"]' }, ['id'], 'id'))).toEqual({
      sort: [{ key: 'validation.invalid' }],
    });
  });

  it('orders by the mapped paths with the id last', () => {
    const paths = { name: ['company.name', 'name'], id: ['id'] } as const;
    expect(entityOrder({ field: 'name', order: 'DESC' }, paths)).toEqual([
      { company: { name: 'desc' } },
      { name: 'desc' },
      { id: 'desc' },
    ]);
  });

  it('parses a list against a sort map and answers its orderBy', () => {
    const paths = { name: ['name'], id: ['id'] } as const;
    const query = parseEntityList({ sort: '["name","ASC"]' }, paths, 'id');
    expect(query).toMatchObject({
      sort: { field: 'name' },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    });
    expect(fieldErrors(() => parseAdminList({ sort: '["x","ASC"]' }, paths, 'id'))).toEqual({
      sort: [{ key: 'validation.sortField', params: { field: 'x' } }],
    });
  });

  it('reads typed filters and refuses wrong types naming the filter', () => {
    const filter = { q: ' a ', company: 'A0000000-0000-4000-8000-000000000000', n: '7', on: true };
    expect(filters.text(filter, 'q')).toBe('a');
    expect(filters.uuid(filter, 'company')).toBe('a0000000-0000-4000-8000-000000000000');
    expect(filters.id(filter, 'n')).toBe(7);
    expect(filters.boolean(filter, 'on')).toBe(true);
    expect(filters.oneOf(filter, 'missing', ['x'])).toBeUndefined();
    expect(fieldErrors(() => filters.uuid({ c: 'x' }, 'c'))).toEqual({
      'filter.c': [{ key: 'validation.uuid' }],
    });
    expect(fieldErrors(() => filters.id({ n: 1.5 }, 'n'))).toEqual({
      'filter.n': [{ key: 'validation.integer' }],
    });
  });

  it('takes the language from ?lang, then filter.lang, then the caller', () => {
    const headers = { 'accept-language': 'en' };
    expect(adminLanguage({ headers, query: { lang: 'sv' } })).toBe('sv');
    expect(adminLanguage({ headers, query: { filter: '{"lang":"sv"}' } })).toBe('sv');
    expect(adminLanguage({ headers, query: {} })).toBe('en');
    expect(adminLanguage({ headers: {}, query: {} })).toBe('sv');
    expect(fieldErrors(() => adminLanguage({ headers, query: { lang: 'de' } }))).toEqual({
      lang: [{ key: 'users.languageUnknown' }],
    });
  });

  it('drops read-only and named fields of a record sent back', () => {
    expect(withoutReadOnly({ id: 1, uuid: 'u', name: 'n', extra: 2 }, ['extra'])).toEqual({
      name: 'n',
    });
  });
});
