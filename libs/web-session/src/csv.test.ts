import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, neutraliseFormula, recordsCsv } from './csv';

describe('CSV cells', () => {
  it('makes every text that a spreadsheet would read as a formula inert', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutraliseFormula(`${start}HYPERLINK("https://evil.example","x")`)).toBe(
        `'${start}HYPERLINK("https://evil.example","x")`,
      );
    }
    expect(neutraliseFormula('Anna = Berg')).toBe('Anna = Berg');
    expect(neutraliseFormula('')).toBe('');
  });

  it('quotes after neutralising, so the apostrophe is inside the cell', () => {
    expect(csvCell('=HYPERLINK("https://evil.example","Klicka")')).toBe(
      '"\'=HYPERLINK(""https://evil.example"",""Klicka"")"',
    );
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\tindrag')).toBe("'\tindrag");
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    expect(csvCell('Berg, Anna')).toBe('"Berg, Anna"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('Lisa')).toBe('Lisa');
  });

  it('keeps numbers, booleans and empty values as they are', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(3.5)).toBe('3.5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('-5')).toBe("'-5");
  });

  it('writes rows as lines', () => {
    expect(
      csvDocument([
        ['name', 'credits'],
        ['+46 Anna', 2],
      ]),
    ).toBe("name,credits\n'+46 Anna,2");
  });

  it('flattens records to dotted columns, every cell neutralised', () => {
    expect(
      recordsCsv([
        { id: 1, first_name: '=HYPERLINK("x")', company: { name: '-Bolag' }, roles: ['client'] },
        { id: 2, first_name: 'Bo', company: null, roles: ['hc', 'admin'], extra: '@x' },
      ]),
    ).toBe(
      [
        'id,first_name,company.name,roles,company,extra',
        `1,"'=HYPERLINK(""x"")",'-Bolag,client,,`,
        `2,Bo,,"hc,admin",,'@x`,
      ].join('\n'),
    );
  });
});
