import type { ServerConfig } from './config';
import type { DailyAnswers } from './daily';
import type { Dataset, PoolKey } from './dataset';
import type { DatabaseHandle } from './db';
import type { Availability } from './db/availability';
import type { Storage } from './db/storage';
import type { Lifecycle } from './lifecycle';
import type { Limiter } from './limits';
import type { Metrics } from './metrics';
import type { Calendar } from './time';

/** What every route module receives: configuration and services, built once per app. */
export interface AppContext {
  config: ServerConfig;
  db: DatabaseHandle;
  storage: Storage;
  dataset: Dataset;
  pools: Record<PoolKey, readonly string[]>;
  daily: DailyAnswers;
  calendar: Calendar;
  /** Epoch ms; injected so tests control the day. */
  now: () => number;
  /** The stored key of a client address (keyed hash; see db/storage.ts addressKey). */
  addressKey: (address: string) => string;
  /** Write budgets per client address (limits.ts). */
  limiter: Limiter;
  /** Starting, ready or draining: what the readiness call answers (lifecycle.ts). */
  lifecycle: Lifecycle;
  /** Prometheus metrics, or no-ops when they are off (metrics.ts). */
  metrics: Metrics;
  /** Whether the database can be used, as requests find it (503s while it cannot). */
  availability: Availability;
}
