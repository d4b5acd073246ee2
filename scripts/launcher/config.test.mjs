import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadOrCreateJwtSecret, loadOrCreateNationalIdKeys, readConfig } from './config.mjs';

test('defaults need no environment at all', () => {
  const config = readConfig({}, [], '/repo');
  assert.equal(config.dataDir, '/repo/.data');
  assert.equal(config.apiPort, 3000);
  assert.equal(config.consolePort, 5173);
  assert.equal(config.clientWebPort, 5174);
  assert.equal(config.databaseUrl, undefined);
  assert.equal(config.embeddedDb, 'postgres');
  assert.equal(config.nodeEnv, 'development');
  assert.equal(config.verbose, false);
});

test('every variable is honoured', () => {
  const config = readConfig(
    {
      DATA_DIR: 'copy2',
      PORT: '3100',
      VERBOSE: '1',
      EMBEDDED_DB: 'pglite',
      REDIS_URL: 'redis://x:1',
    },
    [],
    '/repo',
  );
  assert.equal(config.dataDir, '/repo/copy2');
  assert.equal(config.apiPort, 3100);
  assert.equal(config.verbose, true);
  assert.equal(config.embeddedDb, 'pglite');
  assert.equal(config.redisUrl, 'redis://x:1');
});

test('a malformed port is refused with its variable name', () => {
  assert.throws(() => readConfig({ CONSOLE_PORT: 'abc' }, [], '/repo'), /CONSOLE_PORT=abc/);
});

test('the JWT secret is created once, private, and reused', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'launcher-config-'));
  try {
    const first = loadOrCreateJwtSecret(dataDir);
    assert.match(first, /^[A-Za-z0-9_-]{64}$/); // 48 bytes in base64url
    assert.equal(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777, 0o600);
    assert.equal(loadOrCreateJwtSecret(dataDir), first);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('the personal-number keys are created once, private, and reused; the environment wins', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'launcher-config-'));
  try {
    const first = loadOrCreateNationalIdKeys(dataDir);
    assert.match(first.NATIONAL_ID_KEYS, /^local1:[A-Za-z0-9+/]{43}=$/);
    assert.equal(first.NATIONAL_ID_KEY_ID, 'local1');
    assert.match(first.NATIONAL_ID_INDEX_KEY, /^[A-Za-z0-9+/]{43}=$/);
    assert.equal(fs.statSync(path.join(dataDir, 'national-id-keys.json')).mode & 0o777, 0o600);
    assert.deepEqual(loadOrCreateNationalIdKeys(dataDir), first);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const given = { NATIONAL_ID_KEYS: 'a:b', NATIONAL_ID_KEY_ID: 'a', NATIONAL_ID_INDEX_KEY: 'c' };
  assert.deepEqual(readConfig(given, [], '/repo').nationalIdKeys, given);
  assert.equal(readConfig({ NATIONAL_ID_KEYS: 'a:b' }, [], '/repo').nationalIdKeys, undefined);
});
