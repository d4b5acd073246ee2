// The launcher's build of the backend: swc turns each TypeScript file into CommonJS, with the
// same decorator and `src/...` import handling as `npm run build` (tsc + tsc-alias) and the API
// tests (@swc/jest), in about a second instead of tsc's 10-20 s. It does not check types:
// `npm run typecheck` and `npm run build` do.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const SKIPPED_DIRS = new Set(['node_modules', 'dist']);

/** Every .ts file under `dir` that the build compiles (no tests, no declaration files). */
export function compiledSources(dir) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) found.push(...compiledSources(full));
    } else if (/\.ts$/.test(entry.name) && !/\.(spec|test|d)\.ts$/.test(entry.name)) {
      found.push(full);
    }
  }
  return found;
}

/** swc's options for one backend file: CommonJS, legacy decorators with metadata, `src/*`. */
export function swcOptions(backendDir, file) {
  return {
    filename: file,
    sourceMaps: true,
    sourceFileName: path.relative(path.dirname(outputFile(backendDir, file)), file),
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
      baseUrl: path.resolve(backendDir),
      paths: { 'src/*': ['./src/*'] },
    },
    module: { type: 'commonjs' },
  };
}

/** backend/src/a/b.ts -> backend/dist/a/b.js */
export function outputFile(backendDir, file) {
  const relative = path.relative(path.join(backendDir, 'src'), file);
  return path.join(backendDir, 'dist', relative.replace(/\.ts$/, '.js'));
}

async function compileOne(swc, backendDir, file) {
  const target = outputFile(backendDir, file);
  const { code, map } = await swc.transformFile(file, swcOptions(backendDir, file));
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  const mapName = `${path.basename(target)}.map`;
  await Promise.all([
    fs.promises.writeFile(target, `${code}\n//# sourceMappingURL=${mapName}\n`),
    map ? fs.promises.writeFile(`${target}.map`, map) : undefined,
  ]);
}

/** Compiles backend/src into backend/dist. Resolves to the number of files compiled. */
export async function buildBackendWithSwc(rootDir) {
  const backendDir = path.join(rootDir, 'backend');
  const swc = createRequire(path.join(backendDir, 'package.json'))('@swc/core');
  const files = compiledSources(path.join(backendDir, 'src'));
  // tsc's incremental state would take these files for its own and skip emitting them, so a
  // later `npm run build` would leave swc's output (which differs: decorator metadata of type
  // aliases, hence the OpenAPI document) in place.
  await fs.promises.rm(path.join(backendDir, 'dist', '.tsbuildinfo'), { force: true });
  await Promise.all(files.map((file) => compileOne(swc, backendDir, file)));
  return files.length;
}
