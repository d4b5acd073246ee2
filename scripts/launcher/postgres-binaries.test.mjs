import { test } from 'node:test';
import assert from 'node:assert/strict';
import { candidateBinDirs, chooseBinDir, findPostgresBinDirs } from './postgres-binaries.mjs';

/** A file system holding exactly `files` (all executable). */
function fakeFileSystem(files) {
  return {
    isExecutable: (file) => files.includes(file),
    listDir: (dir) => [
      ...new Set(
        files
          .filter((file) => file.startsWith(`${dir}/`))
          .map((file) => file.slice(dir.length + 1).split('/')[0]),
      ),
    ],
  };
}

const serverPrograms = (dir) => ['initdb', 'postgres', 'pg_ctl'].map((name) => `${dir}/${name}`);

test('Debian versions come first, highest first, then Homebrew, then PATH', () => {
  const fileSystem = fakeFileSystem([
    ...serverPrograms('/usr/lib/postgresql/13/bin'),
    ...serverPrograms('/usr/lib/postgresql/16/bin'),
    ...serverPrograms('/usr/lib/postgresql/9.6/bin'),
    ...serverPrograms('/opt/homebrew/opt/postgresql@14/bin'),
    ...serverPrograms('/opt/homebrew/opt/postgresql@17/bin'),
    ...serverPrograms('/usr/local/opt/postgresql@15/bin'),
  ]);
  assert.deepEqual(candidateBinDirs({ pathEnv: '/usr/bin:/opt/pg/bin', fileSystem }), [
    '/usr/lib/postgresql/16/bin',
    '/usr/lib/postgresql/13/bin',
    '/usr/lib/postgresql/9.6/bin',
    '/opt/homebrew/opt/postgresql@17/bin',
    '/opt/homebrew/opt/postgresql@14/bin',
    '/usr/local/opt/postgresql@15/bin',
    '/opt/homebrew/bin',
    '/usr/local/bin',
    '/usr/bin',
    '/opt/pg/bin',
  ]);
});

test('a directory counts only when it has initdb, postgres and pg_ctl', () => {
  const fileSystem = fakeFileSystem([
    '/usr/lib/postgresql/16/bin/psql', // client only
    '/usr/lib/postgresql/16/bin/pg_ctl',
    ...serverPrograms('/opt/pg/bin'),
  ]);
  assert.deepEqual(findPostgresBinDirs({ pathEnv: '/usr/bin:/opt/pg/bin', fileSystem }), [
    '/opt/pg/bin',
  ]);
});

test('no server programs anywhere means no candidates', () => {
  assert.deepEqual(
    findPostgresBinDirs({ pathEnv: '/usr/bin', fileSystem: fakeFileSystem([]) }),
    [],
  );
});

test('an existing data directory keeps the server version that created it', () => {
  const majors = { '/a/bin': 17, '/b/bin': 15 };
  const majorOf = (dir) => majors[dir];
  assert.equal(chooseBinDir(['/a/bin', '/b/bin'], 15, majorOf), '/b/bin');
  assert.equal(chooseBinDir(['/a/bin', '/b/bin'], undefined, majorOf), '/a/bin');
  assert.equal(chooseBinDir(['/a/bin', '/b/bin'], 12, majorOf), '/a/bin');
  assert.equal(chooseBinDir([], 15, majorOf), undefined);
});
