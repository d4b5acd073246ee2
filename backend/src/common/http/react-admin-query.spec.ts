import { ApiException } from 'src/common/errors/api-exception';
import { contentRange, parseListQuery } from './react-admin-query';

const SORTABLE = ['name', 'email'] as const;

describe('parseListQuery', () => {
  it('reads filter, range and sort', () => {
    expect(
      parseListQuery(
        { filter: '{"q":"klara"}', range: '[25,49]', sort: '["email","DESC"]' },
        SORTABLE,
        'name',
      ),
    ).toEqual({
      filter: { q: 'klara' },
      ids: undefined,
      offset: 25,
      limit: 25,
      sort: { field: 'email', order: 'DESC' },
    });
  });

  it('defaults to the first page sorted ascending by the default field', () => {
    expect(parseListQuery({}, SORTABLE, 'name')).toMatchObject({
      offset: 0,
      limit: 25,
      sort: { field: 'name', order: 'ASC' },
    });
  });

  it('reads getMany ids and caps the page size', () => {
    const query = parseListQuery(
      { filter: '{"id":[1,"a",null]}', range: '[0,9999]' },
      SORTABLE,
      'name',
    );
    expect(query.ids).toEqual([1, 'a']);
    expect(query.limit).toBe(100);
  });

  it.each([
    [{ filter: '{bad' }, 'filter'],
    [{ filter: '[1]' }, 'filter'],
    [{ range: '[5,1]' }, 'range'],
    [{ range: '[-1,3]' }, 'range'],
    [{ range: '[1e20,1e20]' }, 'range'],
    [{ range: '[0,2147483648]' }, 'range'],
    [{ range: '[0.5,3]' }, 'range'],
    [{ filter: '{"q":"a\\u0000b"}' }, 'filter.q'],
    [{ filter: '{"role":["hc","\\ud800"]}' }, 'filter.role.1'],
    [{ sort: '["password_hash","ASC"]' }, 'sort'],
    [{ sort: '["name","UP"]' }, 'sort'],
  ])('refuses %j, naming %s', (raw, field) => {
    let thrown: unknown;
    try {
      parseListQuery(raw, SORTABLE, 'name');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiException);
    expect(Object.keys((thrown as ApiException).fieldErrors ?? {})).toEqual([field]);
  });
});

describe('contentRange', () => {
  it('names the shown rows and the total', () => {
    expect(contentRange('users', 0, 25, 319)).toBe('users 0-24/319');
    expect(contentRange('users', 0, 0, 0)).toBe('users 0-0/0');
  });
});
