/**
 * @guessdle/games: each mode as a self-contained widget, and what a host needs around it: the
 * storage adapters, the tracking events, the feature flags and the texts. The pure rules are
 * `@guessdle/games/core`; the building blocks (stores, views, view models, the widget factory)
 * are `@guessdle/games/internal`, without a compatibility promise.
 */

// The widgets.
export { ClassicGame } from './classic/ClassicGame';
export type { ClassicGameProps } from './classic/ClassicGame';
export {
  ChannelGuessGame,
  ImageGuessGame,
  PICTURE_GAMES,
  PictureGuessGame,
} from './picture-guess/PictureGames';
export type {
  ChannelGuessGameProps,
  ImageGuessGameProps,
  PictureGuessGameProps,
} from './picture-guess/PictureGames';
export { CronoGame } from './crono/CronoGame';
export type { CronoGameProps } from './crono/CronoGame';
export type { CronoExitReason } from './crono/cronoStore';
export { createPrivateCronoGame } from './crono/createPrivateCronoGame';
export type { DailyWidgetProps, ModeHref } from './widget/widgetRuntime';
export type { ArchiveNext } from './widget/widgetContext';

// A mode's statistics from outside its widget (a site header).
export { StatsLauncher } from './stats/StatsLauncher';
export type { StatsLauncherProps } from './stats/StatsLauncher.types';

// Moving progress to another device: the link a code is shown as, and redeeming one opened here.
export {
  TRANSFER_LINK_PARAM,
  TransferLinkProvider,
  type TransferLinkFor,
} from './transfer/transferLink';

// Where progress is kept.
export { createLocalStorage, createMemoryStorage, createSessionStorage } from './storage/storage';
export type {
  KeyValueStorage,
  MemoryStorage,
  StorageChange,
  StorageListener,
  WebStorageArea,
} from './storage/storage';

// What the widgets report.
export { GAME_EVENTS, createTracker } from './tracking/tracking';
export { CRONO_EVENTS } from './crono/cronoStore';
export type {
  EventAttrValue,
  GameEvent,
  GameEventHandler,
  TrackFn,
  TrackerOptions,
} from './tracking/tracking';
export type { GameError, GameErrorHandler, GameErrorReason } from './widget/errors';

// Feature flags (SPEC §9).
export {
  CLASSIC_MODES_FLAG,
  FEATURE_FLAGS_KEY,
  createFeatureFlagConsole,
  installFeatureFlagConsole,
  readFeatureFlags,
} from './storage/flags';
export type { FeatureFlagConsole } from './storage/flags';

// Texts.
export { DEFAULT_LANGUAGE, toLanguage, WIDGET_NS } from './i18n/language';
export { loadWidgetMessages } from './i18n/bundled';
export type { WidgetMessages } from './i18n/language';
