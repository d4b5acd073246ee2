import { type ValidationError } from '@nestjs/common';
import { collectFieldErrors, invalidDataException, MAX_LISTED_FIELDS } from './validation-pipe';

const unknownField = (property: string, children: ValidationError[] = []): ValidationError => ({
  property,
  value: 0,
  constraints: { whitelistValidation: `property ${property} should not exist` },
  children,
});

describe('invalidDataException', () => {
  it(`names every field when there are at most ${MAX_LISTED_FIELDS}`, () => {
    const errors = Array.from({ length: MAX_LISTED_FIELDS }, (_, index) =>
      unknownField(`f${index}`),
    );
    const error = invalidDataException(errors);
    expect(error.messageRef).toEqual({ key: 'error.invalidData' });
    expect(Object.keys(error.fieldErrors ?? {})).toHaveLength(MAX_LISTED_FIELDS);
  });

  it(`names the first ${MAX_LISTED_FIELDS} of 100,000 fields and counts them all`, () => {
    const errors = Array.from({ length: 100_000 }, (_, index) => unknownField(`f${index}`));
    const error = invalidDataException(errors);
    expect(error.messageRef).toEqual({
      key: 'error.invalidDataTruncated',
      params: { shown: MAX_LISTED_FIELDS, total: 100_000 },
    });
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(
      Array.from({ length: MAX_LISTED_FIELDS }, (_, index) => `f${index}`),
    );
  });

  it('walks nested errors in order, a parent before its children, by their paths', () => {
    const nested = unknownField('a', [unknownField('b', [unknownField('c')]), unknownField('d')]);
    expect(Object.keys(collectFieldErrors([nested, unknownField('e')]))).toEqual([
      'a',
      'a.b',
      'a.b.c',
      'a.d',
      'e',
    ]);
  });
});
