import {
  createDailyGameStore,
  dailyModeStoreOptions,
  type DailyGameActions,
  type DailyGameState,
  type DailyGameStore,
  type DailyModeStoreOptions,
} from '../shared/dailyStore';
import { GAME_EVENTS } from '../shared/tracking';
import type { PictureGuessMode } from './pictureGuessMode';

export interface PictureGuessExtraState {
  /** The player copied the share text: tracks 'copy clicked'. */
  shareCopied(): void;
}

export type PictureGuessState = DailyGameState & DailyGameActions & PictureGuessExtraState;
export type PictureGuessStore = DailyGameStore<PictureGuessExtraState>;

/**
 * The store of one picture-guess widget: the shared daily flow (SPEC §4) for the mode's daily
 * mode. Stored ids that are not among `items` are dropped.
 */
export function createPictureGuessStore<Item>(
  mode: PictureGuessMode<string, Item>,
  options: DailyModeStoreOptions,
  items: readonly Item[] = mode.dataset,
): PictureGuessStore {
  const daily = dailyModeStoreOptions(mode.mode, options, items.map(mode.fields.id));
  return createDailyGameStore<PictureGuessExtraState>(daily, () => ({
    shareCopied() {
      daily.track(GAME_EVENTS.copyClicked, { gamemode: mode.mode });
    },
  }));
}
