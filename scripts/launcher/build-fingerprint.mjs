// `npm run build` takes ~8 s even when nothing changed (tsc has to load every type to find out).
// A fingerprint of the build's inputs lets the launcher skip it when no input changed since the
// last build it ran. It lives with the tools' caches in node_modules/.cache, not in DATA_DIR:
// it describes the shared build output, whichever copy of the platform built it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'libs/access',
  'backend',
];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage']);
const OUTPUTS = ['libs/access/dist/index.js', 'backend/dist/main.js', 'backend/dist/worker.js'];

function* filesUnder(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return;
  }
  if (stat.isFile()) {
    yield [entry, stat];
    return;
  }
  if (!stat.isDirectory()) return;
  for (const name of fs.readdirSync(entry).sort()) {
    if (SKIPPED_DIRS.has(name) || name.startsWith('.')) continue;
    yield* filesUnder(path.join(entry, name));
  }
}

/** A hash of the path, size and modification time of every file the build reads. */
export function buildInputsFingerprint(rootDir) {
  const hash = crypto.createHash('sha256').update(process.version);
  for (const input of INPUTS) {
    for (const [file, stat] of filesUnder(path.join(rootDir, input))) {
      hash.update(`${path.relative(rootDir, file)}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

export class BuildFingerprint {
  constructor(rootDir, cacheDir = path.join(rootDir, 'node_modules', '.cache', 'sinnro-launcher')) {
    this.rootDir = rootDir;
    this.cacheDir = cacheDir;
    this.file = path.join(cacheDir, 'build-fingerprint');
    this.current = buildInputsFingerprint(rootDir);
  }

  /** True when the outputs exist and no input changed since the last recorded build. */
  isUpToDate() {
    const outputsExist = OUTPUTS.every((output) => fs.existsSync(path.join(this.rootDir, output)));
    if (!outputsExist) return false;
    try {
      return fs.readFileSync(this.file, 'utf8').trim() === this.current;
    } catch {
      return false;
    }
  }

  /** Call after a successful build; records the inputs as they were when it started. */
  record() {
    fs.mkdirSync(this.cacheDir, { recursive: true });
    fs.writeFileSync(this.file, `${this.current}\n`);
  }
}
