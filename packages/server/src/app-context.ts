import type { ServerConfig } from './config';
import type { AppContext } from './context';
import { createDailyAnswers } from './daily';
import { buildPools, type Dataset } from './dataset';
import type { DatabaseHandle } from './db';
import { createAvailability, type AvailabilityLog } from './db/availability';
import { observeDatabase } from './db/observe';
import { addressKeys, createStorage, randomSecret } from './db/storage';
import { createLifecycle } from './lifecycle';
import { createLimiter, createSharedLimiter } from './limits';
import { createMetrics } from './metrics';
import { createCalendar } from './time';

/** Where the generated daily secret is kept when DAILY_SECRET is unset. */
const SECRET_SETTING = 'daily-secret';

/**
 * The services every route module receives (context.ts), built once per app over an open
 * database. It reads the database once (the generated daily secret), so it fails like any
 * query while the database is down.
 */
export async function createContext(
  config: ServerConfig,
  deps: { db: DatabaseHandle; dataset: Dataset; now?: () => number; log: AvailabilityLog },
): Promise<AppContext> {
  const now = deps.now ?? Date.now;
  const metrics = createMetrics(config, deps.db, now);
  // Before any storage is made over the database, so that each one reports its calls.
  if (metrics.enabled) observeDatabase(deps.db, metrics);
  const storage = createStorage(deps.db, now, { successesPerAddress: config.statsPerAddress });
  // PostgreSQL is probed while it is down; SQLite is back once a write works (its reads work
  // while its disk is full).
  const availability = createAvailability({
    log: deps.log,
    ...(deps.db.dialect === 'postgres' ? { probe: () => storage.ping() } : {}),
  });
  deps.db.watchConnections?.((err) => availability.report(err));
  const secret =
    config.dailySecret ?? (await storage.getOrCreateSetting(SECRET_SETTING, randomSecret));
  const pools = buildPools(deps.dataset);
  return {
    config,
    db: deps.db,
    storage,
    dataset: deps.dataset,
    pools,
    daily: createDailyAnswers({ storage, pools, secret, noRepeatDays: config.noRepeatDays }),
    calendar: createCalendar({ timeZone: config.timeZone, resetMinutes: config.resetMinutes }, now),
    now,
    addressKey: addressKeys(secret),
    limiter:
      config.rateLimit.store === 'database'
        ? createSharedLimiter({
            ...config.rateLimit,
            now,
            db: deps.db.db,
            ...(metrics.enabled
              ? { observe: (seconds: number) => metrics.dbCall('countWrite', seconds) }
              : {}),
          })
        : createLimiter({ ...config.rateLimit, now }),
    lifecycle: createLifecycle(),
    metrics,
    availability,
  };
}
