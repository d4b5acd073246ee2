import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { choosePostgresDataDir, prepareOutsideFolder } from './postgres-data-dir.mjs';

const POSTGRES = { uid: 101, gid: 104 };
const reachesNothing = () => false;
const reachesEverything = () => true;

test('not root: the cluster stays in DATA_DIR', () => {
  const choice = choosePostgresDataDir({
    dataDir: '/root/sinnro/.data',
    owner: {},
    canReach: reachesNothing,
    tmpDir: '/var/tmp',
  });
  assert.deepEqual(choice, { pgDir: '/root/sinnro/.data/postgres', outside: false });
});

test('root, and the "postgres" user can reach DATA_DIR: the cluster stays there', () => {
  const choice = choosePostgresDataDir({
    dataDir: '/srv/sinnro/.data',
    owner: POSTGRES,
    canReach: reachesEverything,
    tmpDir: '/var/tmp',
  });
  assert.deepEqual(choice, { pgDir: '/srv/sinnro/.data/postgres', outside: false });
});

test('a clone the "postgres" user cannot reach gets a folder of its own outside it', () => {
  const asked = [];
  const choose = (dataDir) =>
    choosePostgresDataDir({
      dataDir,
      owner: POSTGRES,
      canReach: (dir, owner) => {
        asked.push([dir, owner]);
        return false;
      },
      tmpDir: '/var/tmp',
    });
  const first = choose('/root/sinnro/.data');
  assert.equal(first.outside, true);
  assert.match(first.pgDir, /^\/var\/tmp\/sinnro-[0-9a-f]{16}\/postgres$/);
  assert.deepEqual(asked[0], ['/root/sinnro/.data', POSTGRES]);
  // The same clone finds its cluster again; another clone gets another one.
  assert.equal(choose('/root/sinnro/.data').pgDir, first.pgDir);
  assert.notEqual(choose('/root/other-clone/.data').pgDir, first.pgDir);
});

test('the outside folder is private and names its DATA_DIR', (t) => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-data-dir-'));
  t.after(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const me = { uid: process.getuid(), gid: process.getgid() };
  const pgDir = path.join(tmp, 'sinnro-0123456789abcdef', 'postgres');
  prepareOutsideFolder(pgDir, '/root/sinnro/.data', me);
  const folder = path.dirname(pgDir);
  assert.equal(fs.statSync(folder).mode & 0o777, 0o700);
  assert.equal(fs.readFileSync(path.join(folder, 'data-dir.txt'), 'utf8'), '/root/sinnro/.data\n');
});

test('a link planted where the outside folder goes is refused', (t) => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-data-dir-'));
  t.after(() => fs.rmSync(tmp, { recursive: true, force: true }));
  fs.mkdirSync(path.join(tmp, 'elsewhere'));
  fs.symlinkSync(path.join(tmp, 'elsewhere'), path.join(tmp, 'sinnro-planted'));
  const me = { uid: process.getuid(), gid: process.getgid() };
  assert.throws(
    () => prepareOutsideFolder(path.join(tmp, 'sinnro-planted', 'postgres'), '/x/.data', me),
    /is not a folder of root or of the "postgres" user/,
  );
});
