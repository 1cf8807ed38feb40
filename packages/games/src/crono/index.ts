export { CronoGame, useCronoStore, useCronoStoreApi } from './CronoGame';
export type { CronoGameProps } from './CronoGame';
export { CronoGameView } from './CronoGameView';
export type { CronoGameViewProps, CronoViewState } from './CronoGameView';
export {
  CRONO_EVENTS,
  CRONO_POLL_MS,
  PHOTO_WAIT_MS,
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
} from './cronoStore';
export { createPrivateCronoGame } from './createPrivateCronoGame';
