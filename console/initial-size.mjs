import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/**
 * The entry chunks of a Rollup/Rolldown bundle and, transitively, the chunks they import
 * statically (never dynamic imports), with their sizes raw and gzipped (level 9): what a page
 * loads before any lazy import.
 */
export function initialJavaScript(bundle) {
  const isChunk = (item) => item !== undefined && item.type === 'chunk';
  const seen = new Set();
  const pending = Object.values(bundle)
    .filter((item) => isChunk(item) && item.isEntry)
    .map((chunk) => chunk.fileName);
  while (pending.length > 0) {
    const fileName = pending.pop();
    const chunk = bundle[fileName];
    if (seen.has(fileName) || !isChunk(chunk)) continue;
    seen.add(fileName);
    pending.push(...chunk.imports);
  }
  const files = [...seen].sort().map((fileName) => {
    const code = Buffer.from(bundle[fileName].code);
    return { file: fileName, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
  });
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}

/**
 * A Vite plugin that prints the build's initial JavaScript after `vite build`; with
 * INITIAL_SIZE_REPORT set, it also writes it there as JSON (test/bench/console-bundle.bench.mjs).
 */
export function initialSizeReport() {
  return {
    name: 'sinnro-initial-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const size = initialJavaScript(bundle);
      const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
      this.info(
        `initial JavaScript: ${kib(size.gzipBytes)} gzipped (${kib(size.bytes)}) in ` +
          `${size.files.length} file(s)`,
      );
      const report = process.env.INITIAL_SIZE_REPORT;
      if (report) writeFileSync(report, JSON.stringify(size, null, 2));
    },
  };
}
