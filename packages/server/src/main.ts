import type { Server } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp } from './app';
import { ConfigError, DEV_API_KEY, loadConfig, type ServerConfig } from './config';
import { loadDataset } from './dataset';
import { openDatabase, type DatabaseHandle } from './db';
import { FolderLockedError, lockDataFolder } from './db/folder-lock';
import { createShutdown } from './lifecycle';
import { listenWhileStarting, startupLogger, untilTheDatabaseAnswers } from './startup';
import { fileClock } from './test-clock';
import { lowerPhotoThreads } from './threads';

/** Configuration from the environment, or exit 1 with a line per bad variable. */
function configOrExit(): ServerConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/**
 * `node packages/server/dist/main.js` (or `guessdle-server`): configuration from the environment,
 * the data folder taken (SQLite), the socket opened at once (503s while starting: startup.ts),
 * then the database (retried with backoff while it does not answer), the app, and the socket
 * handed to it.
 */
async function main(): Promise<void> {
  const config = configOrExit();
  const log = startupLogger(config.logLevel);
  if (!config.databaseUrl) {
    try {
      lockDataFolder(config.dataDir);
    } catch (err) {
      if (err instanceof FolderLockedError) {
        console.error(err.message);
        process.exit(1);
      }
      throw err;
    }
  }
  const { server, waiting } = await listenWhileStarting(config.host, config.port);
  let stopping = false;
  const stopWhileStarting = () => {
    stopping = true;
  };
  process.on('SIGTERM', stopWhileStarting);
  process.on('SIGINT', stopWhileStarting);

  const dataset = await loadDataset(config);
  // TEST_CLOCK_FILE: end-to-end tests move the server's days (test-clock.ts); never in production.
  const now = config.testClockFile ? fileClock(config.testClockFile) : undefined;
  const started = await untilTheDatabaseAnswers(
    async () => {
      const db = await openDatabase({
        databaseUrl: config.databaseUrl,
        schema: config.databaseSchema,
        sqliteFile: path.join(config.dataDir, 'guessdle.sqlite'),
      });
      let app: FastifyInstance | undefined;
      try {
        app = await createApp(config, { db, dataset, server, ...(now ? { now } : {}) });
        await app.ready();
        return { db, app };
      } catch (err) {
        await app?.close().catch(() => undefined);
        await db.close().catch(() => undefined);
        throw err;
      }
    },
    { log, waiting, stopped: () => stopping },
  );
  process.off('SIGTERM', stopWhileStarting);
  process.off('SIGINT', stopWhileStarting);
  if (!started) {
    log.info('stopped while waiting for the database');
    server.close();
    process.exit(0);
  }
  await serve(config, started, server.address());
}

/** The app is serving: what it logs, and what SIGTERM / SIGINT do from now on. */
async function serve(
  config: ServerConfig,
  { app, db }: { app: FastifyInstance; db: DatabaseHandle },
  address: ReturnType<Server['address']>,
): Promise<void> {
  if (config.testClockFile) {
    app.log.warn(
      `TEST_CLOCK_FILE is set: the server's clock follows ${config.testClockFile} (tests only).`,
    );
  }
  app.log.info({ database: db.dialect, location: db.location }, 'database ready');
  if (config.usingDevKey) {
    app.log.warn(
      `API_KEYS is unset: using the development key "${DEV_API_KEY}" for any origin. Set API_KEYS in production.`,
    );
  }
  // SIGTERM / SIGINT: readiness 503, stop accepting, finish what is in flight, exit (lifecycle.ts).
  const shutdown = createShutdown({
    app,
    db,
    timeoutMs: config.shutdownTimeoutMs,
    exit: (code) => process.exit(code),
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // Photo making yields the core to the event loop (threads.ts).
  const { poolThreads } = await lowerPhotoThreads();
  app.log.info({ poolThreads }, 'thread pool at low priority');
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(`Guessdle is running at http://${host}:${port}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
