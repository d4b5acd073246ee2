// Prints, from Vite's manifest, the gzipped JavaScript and CSS a browser loads up front for each
// route: the entry and its static imports, plus the route's lazy page chunks and their static
// imports, with the style sheets of all of them.
// Run after `vite build` (npm run build); it reports each route against its goal.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, process.argv[2] ?? 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** The source modules each route renders through lazy chunks (see src/routes.tsx). */
const ROUTES = {
  '/login': ['src/login/LoginPage.tsx'],
  '/client/dashboard': [
    'src/layout/ThemedOutlet.tsx',
    'src/client/ClientLayout.tsx',
    'src/dashboard/DashboardPage.tsx',
  ],
};
const GOAL_KB = { '/login': 120 };

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (entryKey === undefined) throw new Error('The manifest has no entry chunk.');

/** A chunk's files (script and style sheets) and those of everything it imports statically. */
function withStaticImports(key, files = new Set()) {
  // A module the bundler merged into a shared chunk is found by that chunk's name.
  const name = key
    .split('/')
    .pop()
    .replace(/\.[jt]sx?$/, '');
  const chunk =
    manifest[key] ??
    Object.values(manifest).find((candidate) => !candidate.src && candidate.name === name);
  if (chunk === undefined) throw new Error(`${key} is not in the manifest.`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, files);
  return files;
}

const gzipKb = (files) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0) / 1024;

const entryFiles = withStaticImports(entryKey);
const lines = [
  `entry (${entryKey}): ${gzipKb(entryFiles).toFixed(1)} kB gzip, ${entryFiles.size} files`,
];
for (const [route, modules] of Object.entries(ROUTES)) {
  const files = new Set(entryFiles);
  for (const module of modules) withStaticImports(module, files);
  const size = gzipKb(files);
  const goal = GOAL_KB[route];
  const verdict =
    goal === undefined ? '' : ` (goal ${goal} kB: ${size <= goal ? 'met' : 'not met'})`;
  lines.push(`${route}: ${size.toFixed(1)} kB gzip, ${files.size} files${verdict}`);
}
console.log(
  ['Route sizes (entry + static imports, gzip):', ...lines.map((line) => `  ${line}`)].join('\n'),
);
