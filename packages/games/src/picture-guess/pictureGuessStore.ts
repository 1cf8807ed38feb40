import {
  createDailyGameStore,
  dailyModeStoreOptions,
  type DailyGameActions,
  type DailyGameState,
  type DailyGameStore,
  type DailyModeStoreOptions,
} from '../daily/dailyStore';
import { GAME_EVENTS } from '../tracking/tracking';
import type { PictureGuessMode } from './pictureGuessMode';

export interface PictureGuessExtraState {
  /** The mode's items (performers, channels): null until loaded. */
  items: readonly unknown[] | null;
  /** The player copied the share text: tracks 'copy clicked'. */
  shareCopied(): void;
}

export type PictureGuessState = DailyGameState & DailyGameActions & PictureGuessExtraState;
export type PictureGuessStore = DailyGameStore<PictureGuessExtraState>;

/**
 * The store of one picture-guess widget: the shared daily flow (SPEC §4) for the mode's daily
 * mode, with its items loaded by the mode (the API's dataset call) unless `items` are given.
 * Stored ids that are not among the items are dropped.
 */
export function createPictureGuessStore<Item>(
  mode: PictureGuessMode<Item>,
  options: DailyModeStoreOptions,
  items?: readonly Item[],
): PictureGuessStore {
  const daily = dailyModeStoreOptions(mode.mode, options, {
    given: items,
    load: mode.load,
    atHand: mode.atHand,
    id: mode.fields.id,
    toState: (loaded) => ({ items: loaded }),
  });
  const store: PictureGuessStore = createDailyGameStore<PictureGuessExtraState>(daily, () => ({
    items: null,
    shareCopied() {
      daily.track(GAME_EVENTS.copyClicked, { gamemode: mode.mode });
    },
  }));
  return store;
}
