import path from 'node:path';
import { createApp } from './app';
import { ConfigError, DEV_API_KEY, loadConfig, type ServerConfig } from './config';
import { loadDataset } from './dataset';
import { openDatabase, type DatabaseHandle } from './db';
import { createShutdown } from './lifecycle';
import { fileClock } from './test-clock';
import { lowerPhotoThreads } from './threads';

/** `node packages/server/dist/main.js`: configuration from the environment, then listen. */
async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const db: DatabaseHandle = await openDatabase({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    sqliteFile: path.join(config.dataDir, 'guessdle.sqlite'),
  });
  const dataset = await loadDataset(config);
  // TEST_CLOCK_FILE: end-to-end tests move the server's days (test-clock.ts); never in production.
  const now = config.testClockFile ? fileClock(config.testClockFile) : undefined;
  const app = await createApp(config, { db, dataset, ...(now ? { now } : {}) });
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

  await app.listen({ host: config.host, port: config.port });
  // Photo making yields the core to the event loop (threads.ts).
  const { poolThreads } = await lowerPhotoThreads();
  app.log.info({ poolThreads }, 'thread pool at low priority');
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(`Guessdle is running at http://${host}:${port}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
