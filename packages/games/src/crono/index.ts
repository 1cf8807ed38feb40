export { CronoGame, useCronoStore, useCronoStoreApi } from './CronoGame';
export type { CronoGameProps } from './CronoGame';
export { CronoGameView } from './CronoGameView';
export type { CronoGameViewProps, CronoViewState } from './CronoGameView';
export {
  CRONO_EVENTS,
  CRONO_POLL_MS,
  FEEDBACK_MS,
  PHOTO_WAIT_MS,
  PICK_PATIENCE_MS,
  RESYNC_RETRY_MS,
  createCronoStore,
  decodePhoto,
} from './cronoStore';
export type {
  CronoActions,
  CronoExitReason,
  CronoState,
  CronoStore,
  CronoStoreOptions,
  LastPick,
  PickFeedback,
} from './cronoStore';
export { createPrivateCronoGame } from './createPrivateCronoGame';
