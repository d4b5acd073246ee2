import { csvCell, csvDocument, neutraliseFormula } from './review-csv';

describe('the sample review CSV', () => {
  it.each(['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'makes %j inert for a spreadsheet',
    (text) => {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    },
  );

  it('leaves ordinary text, and formula signs inside a text, alone', () => {
    expect(neutraliseFormula('Anna Svensson')).toBe('Anna Svensson');
    expect(neutraliseFormula('a=b')).toBe('a=b');
  });

  it('quotes separators, quotes and line breaks, after neutralising', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('writes times in UTC ISO, numbers and booleans as they are, nothing for null', () => {
    expect(csvCell(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02T03:04:05.000Z');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
  });

  it('writes a header row and one line per row', () => {
    expect(
      csvDocument([
        ['a', 'b'],
        ['-x', 1],
      ]),
    ).toBe("a,b\r\n'-x,1\r\n");
  });
});
