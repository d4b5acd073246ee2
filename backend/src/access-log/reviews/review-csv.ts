/**
 * CSV of a sample review, in the console's convention (libs/web-session csv.ts): a header row,
 * cells separated by commas, quoted when they hold a separator, a quote or a line break, and any
 * text a spreadsheet would read as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return) made inert with a leading apostrophe. Times are UTC ISO 8601.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text made inert for a spreadsheet: a leading `'` when it would start a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export type CsvValue = string | number | boolean | Date | null | undefined;

/** One cell: nothing for null, numbers and booleans as they are, dates in UTC ISO, text inert. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = neutraliseFormula(value instanceof Date ? value.toISOString() : value);
  return /[",;\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells, the first the header, as a CSV document (lines end in `\r\n`, as RFC 4180). */
export function csvDocument(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
