import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BuildFingerprint } from './build-fingerprint.mjs';

function fakeRepo() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'launcher-build-'));
  for (const file of [
    'package.json',
    'backend/src/main.ts',
    'backend/dist/main.js',
    'backend/dist/worker.js',
    'libs/access/src/index.ts',
    'libs/access/dist/index.js',
  ]) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), 'x');
  }
  return root;
}

test('a build is skipped only until a source changes', () => {
  const root = fakeRepo();
  try {
    assert.equal(new BuildFingerprint(root, root).isUpToDate(), false);
    new BuildFingerprint(root, root).record();
    assert.equal(new BuildFingerprint(root, root).isUpToDate(), true);

    fs.writeFileSync(path.join(root, 'libs/access/src/index.ts'), 'changed');
    assert.equal(new BuildFingerprint(root, root).isUpToDate(), false);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('output files do not count as sources, but missing outputs force a build', () => {
  const root = fakeRepo();
  try {
    new BuildFingerprint(root, root).record();
    fs.writeFileSync(path.join(root, 'backend/dist/main.js'), 'rebuilt');
    assert.equal(new BuildFingerprint(root, root).isUpToDate(), true);
    fs.rmSync(path.join(root, 'backend/dist/worker.js'));
    assert.equal(new BuildFingerprint(root, root).isUpToDate(), false);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
