import { describe, expect, it } from 'vitest';
import { formatJson, parseJson, validateJson } from './page-fields';

describe('report data as JSON text', () => {
  it('send the object typed, nothing for an empty field, and the text while it does not parse', () => {
    expect(parseJson('{"questions": [1, 2]}')).toEqual({ questions: [1, 2] });
    expect(parseJson('  ')).toBeNull();
    expect(parseJson('{"questions": [1')).toBe('{"questions": [1');
  });

  it('show an object pretty and keep unparsed text as typed', () => {
    expect(formatJson({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(formatJson(null)).toBe('');
    expect(formatJson('{"a"')).toBe('{"a"');
  });

  it('accept only an object (or nothing)', () => {
    expect(validateJson({ a: 1 })).toBeUndefined();
    expect(validateJson(null)).toBeUndefined();
    expect(validateJson('{"a"')).toBe('app.modules.json_invalid');
    expect(validateJson([1, 2])).toBe('app.modules.json_invalid');
  });
});
