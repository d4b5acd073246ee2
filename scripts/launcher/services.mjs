// Chooses each backing service: the one the environment names, or an embedded one.
import { maskUrl } from './banner.mjs';
import { connectionError } from './database.mjs';
import {
  findPostgres,
  ownerCanReach,
  postgresOwner,
  startEmbeddedPostgres,
} from './embedded-postgres.mjs';
import { PGLITE_POOL_MAX, startPglite } from './pglite.mjs';
import { choosePostgresDataDir, prepareOutsideFolder } from './postgres-data-dir.mjs';
import { pingRedis, startEmbeddedRedis } from './embedded-redis.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { note } from './output.mjs';
import { LauncherError } from './errors.mjs';

async function usePglite(context, reason) {
  note(`Using PGlite (PostgreSQL in WebAssembly, slower, one query at a time): ${reason}.`);
  const database = await startPglite(context);
  return {
    ...database,
    extraEnv: { DB_POOL_MAX: process.env.DB_POOL_MAX ?? PGLITE_POOL_MAX },
    // All connections share PGlite's one session, so the migration lock does not keep two
    // processes from migrating at once: seed (and migrate) before the API starts.
    oneSession: true,
  };
}

/**
 * Returns { url, description, extraEnv?, oneSession? }.
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
  const owner = postgresOwner();
  if (!owner) {
    return usePglite(context, 'PostgreSQL will not run as root and there is no "postgres" user');
  }
  const { pgDir, outside } = choosePostgresDataDir({
    dataDir: context.dataDir,
    owner,
    canReach: ownerCanReach,
  });
  const postgres = findPostgres(pgDir);
  if (!postgres) {
    return usePglite(
      context,
      'no PostgreSQL server programs (initdb, postgres, pg_ctl) found; install PostgreSQL or set DATABASE_URL for a faster database',
    );
  }
  if (outside) {
    prepareOutsideFolder(pgDir, context.dataDir, owner);
    note(
      `PostgreSQL runs as the "postgres" user, who cannot reach ${context.dataDir}: its data is in ${pgDir}.`,
    );
  }
  return startEmbeddedPostgres({ ...context, postgres, owner, pgDir });
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
