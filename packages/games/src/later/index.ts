export { later, laterEach, loadUntilLoaded, whenBack, type Later } from './later';
export {
  recoverFromLoadFailure,
  reloadOnMissingChunk,
  RELOADED_AT_KEY,
  RELOAD_AGAIN_AFTER_MS,
} from './recovery';
export {
  LaterOnceOpened,
  LaterPart,
  LaterTextsContext,
  PartFailed,
  useLater,
  usePreloadWhenIdle,
  type LaterPartProps,
  type LaterState,
  type LaterTexts,
} from './LaterPart';
