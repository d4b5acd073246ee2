// Configuration from the environment (12-factor), with defaults that work on a fresh clone.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LauncherError } from './errors.mjs';

function portFrom(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new LauncherError(`${name}=${raw} is not a port number (1-65535).`);
  }
  return port;
}

function nonEmpty(value) {
  return value === undefined || value === '' ? undefined : value;
}

/** Reads `.data/jwt-secret`, creating it (mode 0600) on the first run. */
export function loadOrCreateJwtSecret(dataDir) {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

const NATIONAL_ID_VARIABLES = ['NATIONAL_ID_KEYS', 'NATIONAL_ID_KEY_ID', 'NATIONAL_ID_INDEX_KEY'];

/**
 * Reads `.data/national-id-keys.json`, the keys that seal this copy's personal numbers, creating
 * it (mode 0600) on the first run. Losing it makes the stored numbers unreadable: keep it with
 * the database.
 */
export function loadOrCreateNationalIdKeys(dataDir) {
  const file = path.join(dataDir, 'national-id-keys.json');
  try {
    const existing = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (NATIONAL_ID_VARIABLES.every((name) => typeof existing[name] === 'string')) return existing;
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  const keys = {
    NATIONAL_ID_KEYS: `local1:${crypto.randomBytes(32).toString('base64')}`,
    NATIONAL_ID_KEY_ID: 'local1',
    NATIONAL_ID_INDEX_KEY: crypto.randomBytes(32).toString('base64'),
  };
  fs.writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {string[]} argv
 * @param {string} rootDir the repository root
 */
export function readConfig(env, argv, rootDir) {
  const dataDir = path.resolve(rootDir, env.DATA_DIR || '.data');
  const embeddedDb = nonEmpty(env.EMBEDDED_DB);
  if (embeddedDb !== undefined && !['postgres', 'pglite'].includes(embeddedDb)) {
    throw new LauncherError(`EMBEDDED_DB=${embeddedDb}: use "postgres" or "pglite".`);
  }
  return {
    rootDir,
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    redisUrl: nonEmpty(env.REDIS_URL),
    smtpUrl: nonEmpty(env.SMTP_URL),
    jwtSecret: nonEmpty(env.JWT_SECRET),
    // All three from the environment, or else the data folder's (see loadOrCreateNationalIdKeys).
    nationalIdKeys: NATIONAL_ID_VARIABLES.every((name) => nonEmpty(env[name]) !== undefined)
      ? Object.fromEntries(NATIONAL_ID_VARIABLES.map((name) => [name, env[name]]))
      : undefined,
    seedPassword: nonEmpty(env.SEED_PASSWORD),
    embeddedDb: embeddedDb ?? 'postgres',
    apiPort: portFrom(env, 'PORT', 3000),
    consolePort: portFrom(env, 'CONSOLE_PORT', 5173),
    clientWebPort: portFrom(env, 'CLIENT_WEB_PORT', 5174),
    nodeEnv: env.NODE_ENV ?? 'development',
    verbose: argv.includes('--verbose') || ['1', 'true'].includes(env.VERBOSE ?? ''),
    rebuild: argv.includes('--rebuild'),
  };
}

/** The URLs people open, as printed and as handed to the apps. */
export function publicUrls(config) {
  return {
    api: `http://localhost:${config.apiPort}`,
    console: `http://localhost:${config.consolePort}`,
    clientWeb: `http://localhost:${config.clientWebPort}`,
  };
}

/** What the Vite dev servers need: their ports and the URLs they build into the pages. */
export function webAppEnvironment(config) {
  const urls = publicUrls(config);
  return {
    ...process.env,
    NODE_ENV: config.nodeEnv,
    CONSOLE_PORT: String(config.consolePort),
    CLIENT_WEB_PORT: String(config.clientWebPort),
    VITE_API_URL: urls.api,
    VITE_CONSOLE_URL: urls.console,
    VITE_CLIENT_WEB_URL: urls.clientWeb,
  };
}

/**
 * The environment of the database commands and the API; the worker gets SMTP_URL on top, once
 * the mail catcher listens (the SMTP_URL of process.env, if any, is already in here).
 */
export function backendEnvironment(
  config,
  { database, redis, jwtSecret, seedPassword, nationalIdKeys = {} },
) {
  const urls = publicUrls(config);
  return {
    ...webAppEnvironment(config),
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    PORT: String(config.apiPort),
    JWT_SECRET: jwtSecret,
    ...nationalIdKeys,
    SEED_PASSWORD: seedPassword,
    CONSOLE_URL: urls.console,
    CLIENT_WEB_URL: urls.clientWeb,
    // Uploaded user documents live beside the database, in the launcher's data folder.
    DOCUMENT_STORAGE_DIR: path.join(config.dataDir, 'documents'),
    ...database.extraEnv,
  };
}
