export { createApp, type AppDeps } from './app';
export {
  loadConfig,
  parseApiKeys,
  testConfig,
  ConfigError,
  DEV_API_KEY,
  type ServerConfig,
  type AllowedOrigins,
} from './config';
export type { AppContext } from './context';
export {
  loadDataset,
  validateDataset,
  buildPools,
  poolKeyFor,
  type Dataset,
  type PoolKey,
} from './dataset';
export { openDatabase, migrateToLatest, type DatabaseHandle, type Dialect } from './db';
export { createStorage, type Storage } from './db/storage';
export { puzzleDayAt, createCalendar, addDays, type PuzzleDay, type ResetRule } from './time';
export { findRepoRoot } from './paths';
