// Chooses each backing service: the one the environment names, or an embedded one.
import path from 'node:path';
import { maskUrl } from './banner.mjs';
import { connectionError } from './database.mjs';
import {
  findPostgres,
  ownerCanReach,
  postgresOwner,
  startEmbeddedPostgres,
} from './embedded-postgres.mjs';
import { PGLITE_POOL_MAX, startPglite } from './pglite.mjs';
import { pingRedis, startEmbeddedRedis } from './embedded-redis.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { note } from './output.mjs';
import { LauncherError } from './errors.mjs';

async function usePglite(context, reason) {
  note(`Using PGlite (PostgreSQL in WebAssembly, slower, one query at a time): ${reason}.`);
  const database = await startPglite(context);
  return { ...database, extraEnv: { DB_POOL_MAX: process.env.DB_POOL_MAX ?? PGLITE_POOL_MAX } };
}

/**
 * Returns { url, description, extraEnv? }.
 * @param {object} context { config, rootDir, dataDir, supervisor, takenPorts, verbose }
 */
export async function provideDatabase(context) {
  const { config } = context;
  if (config.databaseUrl) {
    const error = await connectionError(context.rootDir, config.databaseUrl);
    if (error) {
      throw new LauncherError(
        `Cannot connect to DATABASE_URL=${maskUrl(config.databaseUrl)}: ${error}`,
        {
          details:
            'Start that database, fix the URL, or unset DATABASE_URL to use an embedded one.',
        },
      );
    }
    return { url: config.databaseUrl, description: `external, ${maskUrl(config.databaseUrl)}` };
  }
  if (config.embeddedDb === 'pglite') return usePglite(context, 'EMBEDDED_DB=pglite is set');
  const postgres = findPostgres(path.join(context.dataDir, 'postgres'));
  if (!postgres) {
    return usePglite(
      context,
      'no PostgreSQL server programs (initdb, postgres, pg_ctl) found; install PostgreSQL or set DATABASE_URL for a faster database',
    );
  }
  const owner = postgresOwner();
  if (!owner) {
    return usePglite(context, 'PostgreSQL will not run as root and there is no "postgres" user');
  }
  if (!ownerCanReach(context.dataDir, owner)) {
    return usePglite(
      context,
      `PostgreSQL runs as the "postgres" user, who cannot reach ${context.dataDir}; set DATA_DIR to a directory it can reach`,
    );
  }
  return startEmbeddedPostgres({ ...context, postgres, owner });
}

/** Returns { url, description }. */
export async function provideRedis(context) {
  const { redisUrl } = context.config;
  if (!redisUrl) return startEmbeddedRedis(context);
  const parsed = new URL(redisUrl);
  // rediss:// needs TLS, which the plain PING probe cannot speak: let the apps report problems.
  if (parsed.protocol === 'redis:') {
    const port = Number(parsed.port || 6379);
    const host = parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1';
    if (!(await pingRedis(port, host))) {
      throw new LauncherError(`Cannot reach REDIS_URL=${maskUrl(redisUrl)}.`, {
        details: 'Start that Redis, fix the URL, or unset REDIS_URL to use an embedded one.',
      });
    }
  }
  return { url: redisUrl, description: `external, ${maskUrl(redisUrl)}` };
}

/** Resolves to { smtpUrl, inboxUrl?, description } once mail can be sent. */
export async function provideMail(context) {
  const { smtpUrl } = context.config;
  if (smtpUrl) return { smtpUrl, description: `sent through ${maskUrl(smtpUrl)}` };
  const catcher = await startMailCatcher(context);
  return { ...catcher, description: `caught by maildev, read it at ${catcher.inboxUrl}` };
}
