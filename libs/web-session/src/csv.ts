/**
 * CSV for the exports of both front ends. A spreadsheet opening the file reads a cell that starts
 * with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula (CSV or formula injection: a
 * name of `=HYPERLINK(...)` would become a live link), so such a text cell gets a leading
 * apostrophe, which makes the spreadsheet show it as text.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text made inert for a spreadsheet: a leading `'` when it would start a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One CSV cell: nothing for null and undefined, numbers and booleans as they are, any other text
 * neutralised and quoted when it holds a separator (comma or semicolon), a quote or a line break.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  const text = neutraliseFormula(textOf(value));
  return /[",;\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return typeof value === 'symbol' ? value.toString() : '';
}

/** Rows of cells (the first usually the header) as a CSV document, lines ending in `\n`. */
export function csvDocument(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\n');
}

/**
 * Records as CSV with a column per field, as react-admin's default export has them: nested
 * objects become dotted columns (`company.name`), lists of plain values one cell joined by
 * commas, lists of objects one cell of JSON. The columns are those of every record, in the
 * order first seen.
 */
export function recordsCsv(records: readonly Record<string, unknown>[]): string {
  const flat = records.map((record) => flatten(record));
  const columns = [...new Set(flat.flatMap((record) => Object.keys(record)))];
  return csvDocument([columns, ...flat.map((record) => columns.map((column) => record[column]))]);
}

function flatten(value: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const cells: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const column = `${prefix}${key}`;
    if (Array.isArray(field)) {
      cells[column] = field.every((item) => item === null || typeof item !== 'object')
        ? field.join(',')
        : JSON.stringify(field);
    } else if (field !== null && typeof field === 'object' && !(field instanceof Date)) {
      Object.assign(cells, flatten(field as Record<string, unknown>, `${column}.`));
    } else {
      cells[column] = field;
    }
  }
  return cells;
}
