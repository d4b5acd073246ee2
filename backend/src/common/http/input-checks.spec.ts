import { ApiException } from 'src/common/errors/api-exception';
import {
  type BodyBounds,
  checkRequestInput,
  DEFAULT_BODY_BOUNDS,
  MAX_BODY_DEPTH,
  refuseUnboundedBody,
  unreadableText,
} from './input-checks';

const NUL_TEXT = 'x\u0000';

function nested(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level++) value = level % 2 ? [value] : { a: value };
  return value;
}

function refusal(input: Parameters<typeof checkRequestInput>[0]): ApiException {
  try {
    checkRequestInput(input);
  } catch (error) {
    if (error instanceof ApiException) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('checkRequestInput', () => {
  it('lets ordinary input through', () => {
    expect(() =>
      checkRequestInput({
        body: { first_name: 'Åsa 😀', companies: [{ name: 'Bolag' }], age: 3 },
        query: { keyword: 'a b' },
        params: { id: '12' },
      }),
    ).not.toThrow();
  });

  it(`allows ${MAX_BODY_DEPTH} levels of nesting and refuses one more`, () => {
    expect(() => checkRequestInput({ body: nested(MAX_BODY_DEPTH) })).not.toThrow();
    const error = refusal({ body: nested(MAX_BODY_DEPTH + 1) });
    expect(error.messageRef).toEqual({ key: 'error.bodyTooDeep', params: { max: 32 } });
  });

  it('refuses a body 10,000 levels deep without running out of stack', () => {
    expect(refusal({ body: nested(10_000) }).messageRef.key).toBe('error.bodyTooDeep');
  });

  it('names every field holding a NUL or a lone surrogate, wherever it is', () => {
    const error = refusal({
      params: { id: '1\u0000' },
      query: { keyword: 'x\u0000' },
      body: { email: '\ud800@example.com', companies: [{ name: 'ok' }, { name: 'b\udc00' }] },
    });
    expect(error.messageRef.key).toBe('error.invalidData');
    expect(error.fieldErrors).toEqual({
      id: [{ key: 'validation.nulCharacter' }],
      keyword: [{ key: 'validation.nulCharacter' }],
      email: [{ key: 'validation.loneSurrogate' }],
      'companies.1.name': [{ key: 'validation.loneSurrogate' }],
    });
  });

  it('reads query and path objects that are not plain (Fastify makes its own kind)', () => {
    const query = Object.create(Object.create(null) as object) as Record<string, string>;
    query.keyword = NUL_TEXT;
    expect(refusal({ query }).fieldErrors).toEqual({
      keyword: [{ key: 'validation.nulCharacter' }],
    });
  });

  it('names a field whose name is unreadable, showing U+FFFD for the character', () => {
    expect(unreadableText({ 'a\u0000b': 1 })).toEqual({
      'a\uFFFDb': [{ key: 'validation.nulCharacter' }],
    });
  });

  it('names a bare string body "body"', () => {
    expect(unreadableText('\u0000')).toEqual({ body: [{ key: 'validation.nulCharacter' }] });
  });

  it('accepts surrogate pairs and leaves buffers alone', () => {
    expect(unreadableText({ emoji: '\ud83d\ude00', file: Buffer.from([0, 0xd8]) })).toEqual({});
  });
});

describe('refuseUnboundedBody', () => {
  const bounds: BodyBounds = { maxKeys: 3, maxArrayLength: 4, maxValues: 10, maxObjects: 4 };
  const refused = (body: unknown): ApiException | undefined => {
    try {
      refuseUnboundedBody(body, bounds);
      return undefined;
    } catch (error) {
      if (error instanceof ApiException) return error;
      throw error;
    }
  };

  it('lets a body at every bound through', () => {
    expect(refused({ a: [1, 2, 3, 4], b: { c: 1, d: 2 } })).toBeUndefined();
  });

  it.each([
    ['an object with one field too many', { a: 1, b: 2, c: 3, d: 4 }, 'error.bodyTooManyKeys', 3],
    ['a list with one item too many', { a: [1, 2, 3, 4, 5] }, 'error.bodyArrayTooLong', 4],
    ['a nested list with one item too many', [[[1, 2, 3, 4, 5]]], 'error.bodyArrayTooLong', 4],
    [
      '11 values spread over small objects',
      { a: [1, 2, 3], b: [1, 2, 3], c: [1, 2] },
      'error.bodyTooManyValues',
      10,
    ],
    [
      'five objects, the body included',
      { a: [{}, {}], b: [{}, {}] },
      'error.bodyTooManyObjects',
      4,
    ],
  ])('answers 413 to %s', (_name, body, key, max) => {
    const error = refused(body);
    expect({ status: error?.getStatus(), ref: error?.messageRef }).toEqual({
      status: 413,
      ref: { key, params: { max } },
    });
  });

  it('stops at the first bound: a 100,000-field object is refused by its size alone', () => {
    const huge = Object.fromEntries(Array.from({ length: 100_000 }, (_, index) => [index, 0]));
    expect(refused(huge)?.messageRef.key).toBe('error.bodyTooManyKeys');
  });

  it('checks bounds through checkRequestInput with the defaults', () => {
    expect(() => checkRequestInput({ body: { ids: Array(1000).fill(1) } })).not.toThrow();
    expect(refusal({ body: { ids: Array(1001).fill(1) } }).messageRef).toEqual({
      key: 'error.bodyArrayTooLong',
      params: { max: DEFAULT_BODY_BOUNDS.maxArrayLength },
    });
  });
});
