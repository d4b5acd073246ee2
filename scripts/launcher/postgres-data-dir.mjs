// Where the embedded PostgreSQL keeps its cluster.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LauncherError } from './errors.mjs';

/** /var/tmp survives a reboot (/tmp may not); os.tmpdir() where there is none. */
export function defaultTmpDir() {
  return fs.existsSync('/var/tmp') ? '/var/tmp' : os.tmpdir();
}

/**
 * DATA_DIR/postgres, unless PostgreSQL runs as another user (we are root) who cannot reach
 * DATA_DIR, as with a clone under /root: then a folder outside the clone that that user owns,
 * <tmpDir>/sinnro-<hash of DATA_DIR>/postgres, one per clone (and DATA_DIR).
 * Returns { pgDir, outside } where `outside` says the second case.
 * @param {{ dataDir: string, owner: { uid?: number }, canReach: (dir: string, owner: object) => boolean, tmpDir?: string }} options
 */
export function choosePostgresDataDir({ dataDir, owner, canReach, tmpDir = defaultTmpDir() }) {
  if (owner.uid === undefined || canReach(dataDir, owner)) {
    return { pgDir: path.join(dataDir, 'postgres'), outside: false };
  }
  const hash = crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex');
  return { pgDir: path.join(tmpDir, `sinnro-${hash.slice(0, 16)}`, 'postgres'), outside: true };
}

/**
 * Creates the folder around an outside cluster (mode 0700, owned by PostgreSQL's user) and names
 * the DATA_DIR it belongs to. In a shared temporary folder, refuses one that is a link or that
 * somebody else made.
 */
export function prepareOutsideFolder(pgDir, dataDir, owner) {
  const folder = path.dirname(pgDir);
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const stat = fs.lstatSync(folder);
  if (!stat.isDirectory() || ![0, owner.uid].includes(stat.uid)) {
    throw new LauncherError(`${folder} is not a folder of root or of the "postgres" user.`, {
      details: 'Remove it, or set DATA_DIR to a directory the "postgres" user can reach.',
    });
  }
  fs.chownSync(folder, owner.uid, owner.gid);
  fs.chmodSync(folder, 0o700);
  fs.writeFileSync(path.join(folder, 'data-dir.txt'), `${dataDir}\n`);
}
