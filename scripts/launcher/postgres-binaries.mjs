// Where to look for PostgreSQL's server programs, best candidate first.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

export const REQUIRED_PROGRAMS = ['initdb', 'postgres', 'pg_ctl'];

const realFileSystem = {
  isExecutable(file) {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  },
  listDir(dir) {
    try {
      return fs.readdirSync(dir);
    } catch {
      return [];
    }
  },
};

/** Version number in a name like "15", "postgresql@16" or "postgresql@9.6"; 0 when none. */
function versionIn(name) {
  const match = /(\d+(?:\.\d+)?)$/.exec(name);
  return match ? Number(match[1]) : 0;
}

/** `<parent>/<entries matching prefix>/bin`, highest version first. */
function versionedBinDirs(fileSystem, parent, prefix) {
  return fileSystem
    .listDir(parent)
    .filter((name) => name.startsWith(prefix) && versionIn(name) > 0)
    .sort((a, b) => versionIn(b) - versionIn(a))
    .map((name) => path.join(parent, name, 'bin'));
}

/** Directories to search, in order: Debian/Ubuntu packages, Homebrew, then PATH. */
export function candidateBinDirs({ pathEnv = '', fileSystem = realFileSystem } = {}) {
  const dirs = [
    ...versionedBinDirs(fileSystem, '/usr/lib/postgresql', ''),
    ...versionedBinDirs(fileSystem, '/opt/homebrew/opt', 'postgresql@'),
    ...versionedBinDirs(fileSystem, '/usr/local/opt', 'postgresql@'),
    '/opt/homebrew/bin',
    '/usr/local/bin',
    ...pathEnv.split(path.delimiter).filter(Boolean),
  ];
  return [...new Set(dirs)];
}

/** Every directory that holds initdb, postgres and pg_ctl, in search order. */
export function findPostgresBinDirs({ pathEnv = '', fileSystem = realFileSystem } = {}) {
  return candidateBinDirs({ pathEnv, fileSystem }).filter((dir) =>
    REQUIRED_PROGRAMS.every((program) => fileSystem.isExecutable(path.join(dir, program))),
  );
}

/** Major version of the server in binDir, e.g. 15, or undefined when it cannot tell. */
export function serverMajorVersion(binDir) {
  const result = spawnSync(path.join(binDir, 'postgres'), ['--version'], { encoding: 'utf8' });
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(result.stdout ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * The bin directory to use: the first one whose major version matches an existing data directory
 * (its PG_VERSION file), else the first one found.
 */
export function chooseBinDir(binDirs, dataDirMajor, majorOf = serverMajorVersion) {
  if (binDirs.length === 0) return undefined;
  if (dataDirMajor !== undefined) {
    const matching = binDirs.find((dir) => majorOf(dir) === dataDirMajor);
    if (matching) return matching;
  }
  return binDirs[0];
}
