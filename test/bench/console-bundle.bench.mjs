/**
 * The console's initial JavaScript against a bare react-admin app of one resource
 * (bare-react-admin/), both built with the same Vite and React plugin: the entry chunk and the
 * chunks it imports statically, gzipped (level 9), not the lazily loaded ones. Prints both sizes,
 * the ratio (goal: at most 1.1) and the console's largest initial chunks. Not a timed test:
 * `npm run bench:console-bundle -w @sinnro/test`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const GOAL = 1.1;
const here = dirname(fileURLToPath(import.meta.url));
const consoleDir = join(here, '..', '..', 'console');
const bareDir = join(here, 'bare-react-admin');
const work = mkdtempSync(join(tmpdir(), 'console-bundle-'));
// The console's own report plugin (console/vite.config.ts uses it), for the bare app too.
const { initialSizeReport } = await import(
  pathToFileURL(join(consoleDir, 'initial-size.mjs')).href
);

/**
 * Builds one app and answers its initial JavaScript, as console/initial-size.mjs reports it: the
 * console with its vite.config.ts, the bare app with the same React plugin and report only.
 */
async function initialJavaScriptOf(name, root, configFile) {
  const report = join(work, `${name}.json`);
  process.env.INITIAL_SIZE_REPORT = report;
  await build({
    root,
    configFile,
    ...(configFile === false ? { plugins: [react(), initialSizeReport()] } : {}),
    logLevel: 'warn',
    build: { outDir: join(work, name), emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  return JSON.parse(readFileSync(report, 'utf8'));
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

try {
  const consoleSize = await initialJavaScriptOf(
    'console',
    consoleDir,
    join(consoleDir, 'vite.config.ts'),
  );
  const bareSize = await initialJavaScriptOf('bare', bareDir, false);
  const ratio = consoleSize.gzipBytes / bareSize.gzipBytes;
  console.log('\nInitial JavaScript (entry chunk and its static imports), gzip level 9:');
  console.table({
    console: {
      files: consoleSize.files.length,
      raw: kib(consoleSize.bytes),
      gzipped: kib(consoleSize.gzipBytes),
    },
    'bare react-admin, one resource': {
      files: bareSize.files.length,
      raw: kib(bareSize.bytes),
      gzipped: kib(bareSize.gzipBytes),
    },
  });
  console.log(
    `console / bare: ${ratio.toFixed(2)} (goal <= ${GOAL}: ${ratio <= GOAL ? 'met' : 'not met'})`,
  );
  console.log('\nThe console\u2019s largest initial files (gzipped):');
  for (const file of [...consoleSize.files].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 8)) {
    console.log(`  ${kib(file.gzipBytes).padStart(10)}  ${file.file}`);
  }
} finally {
  delete process.env.INITIAL_SIZE_REPORT;
  rmSync(work, { recursive: true, force: true });
}
