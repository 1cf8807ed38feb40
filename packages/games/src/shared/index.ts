export {
  createLocalStorage,
  createMemoryStorage,
  createSessionStorage,
  safeGet,
  safeSet,
} from './storage';
export type {
  KeyValueStorage,
  MemoryStorage,
  StorageChange,
  StorageListener,
  WebStorageArea,
} from './storage';
export { createWidgetI18n, WIDGET_NS } from './i18n';
export type { I18n, WidgetI18nOptions } from './i18n';
export { createTracker, GAME_EVENTS } from './tracking';
export type {
  EventAttrValue,
  GameEvent,
  GameEventHandler,
  TrackFn,
  TrackerOptions,
} from './tracking';
export { CLIENT_ID_KEY, DEVICE_ID_KEY, SESSION_ID_KEY, getOrCreateId, randomId } from './identity';
export {
  CLASSIC_MODES_FLAG,
  FEATURE_FLAGS_KEY,
  createFeatureFlagConsole,
  installFeatureFlagConsole,
  readFeatureFlags,
} from './flags';
export type { FeatureFlagConsole } from './flags';
export { assertApi, assertNow, assertStorage } from './validate';
export {
  MAX_TIMER_MS,
  ROLLOVER_GRACE_MS,
  ROLLOVER_RETRY_MS,
  createDailyGameStore,
  guessIds,
} from './dailyStore';
export type {
  DailyError,
  DailyGameActions,
  DailyGameState,
  DailyGameStore,
  DailyStatus,
  DailyStoreOptions,
  GuessEntry,
  GuessOrigin,
  Timers,
} from './dailyStore';
export { createWidgetStoreContext, useDayRolloverWatch } from './context';
export type { DailyWidgetProps, ModeHref } from './widgetRuntime';
export { StatsLauncher } from './StatsLauncher';
export type { StatsLauncherProps } from './StatsLauncher.types';
export { TRANSFER_LINK_PARAM, TransferLinkProvider } from './transfer/transferLink';
export type { TransferLinkFor } from './transfer/transferLink';
export {
  loadPlayerStats,
  readStoredDays,
  statsStartDate,
  STATS_FALLBACK_DAYS,
} from './playerStats';
export type { StatsTarget } from './playerStats';
export { formatCountdown } from './countdown';
export { collectProgress, mergeProgress, PROGRESS_MODE_KEYS } from './progress';
