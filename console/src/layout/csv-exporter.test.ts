import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCES = join(__dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

describe('CSV exports', () => {
  it('go through the console’s exporter wherever a list can export', () => {
    const exporting = sourceFiles(SOURCES).filter((path) => {
      const text = readFileSync(path, 'utf8');
      // A react-admin list exports with its own exporter, react-admin's default unless one is set.
      return /<(List|ListBase)\b/.test(text) && /\b(Bulk)?ExportButton\b/.test(text);
    });
    expect(exporting.length).toBeGreaterThan(5);
    const withoutExporter = exporting
      .filter(
        (path) => !/exporter=\{(csvExporter|exportPrograms)\}/.test(readFileSync(path, 'utf8')),
      )
      .map((path) => relative(SOURCES, path));
    expect(withoutExporter).toEqual([]);
  });
});
