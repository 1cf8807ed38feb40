import type { Difficulty } from '@guessdle/api';
import type { PerformerItem } from '@guessdle/api';
import { difficultyPool } from '../core';
import {
  createDailyGameStore,
  dailyModeStoreOptions,
  type DailyGameActions,
  type DailyGameState,
  type DailyGameStore,
  type DailyModeStoreOptions,
} from '../daily/dailyStore';
import { performerFields } from '../daily/items';
import { GAME_EVENTS } from '../tracking/tracking';

/** The two Classic clues (SPEC §2): debut year after 5 tries, ranking after 10. */
export type ClassicClue = 'debut' | 'ranking';

export interface ClassicExtraState {
  /** Every performer the game knows (the server's, or the host's): null until loaded. */
  performers: readonly PerformerItem[] | null;
  /** The clue tiles the player opened (only unlocked clues can open). */
  openClues: Partial<Record<ClassicClue, boolean>>;
  /** The Classic difficulty in play; null when the ClassicModes flag is off. */
  difficulty: Difficulty | null;
  /** Opens or closes a clue; opening tracks 'clue click'. */
  toggleClue(clue: ClassicClue): void;
  /** The player copied the share text: tracks 'copy clicked'. */
  shareCopied(): void;
}

export type ClassicState = DailyGameState & DailyGameActions & ClassicExtraState;
export type ClassicStore = DailyGameStore<ClassicExtraState>;

export interface ClassicStoreOptions extends DailyModeStoreOptions {
  /** Only with the ClassicModes flag on: sent to the API and part of the storage key. */
  difficulty?: Difficulty | null;
  /** The performers the game knows. @default the server's, from `api.getPerformers()` */
  performers?: readonly PerformerItem[];
}

/** The performers listed in the search for a difficulty: its pool, or everyone without one. */
export function classicCandidates(
  performers: readonly PerformerItem[],
  difficulty: Difficulty | null | undefined,
): PerformerItem[] {
  return difficulty ? difficultyPool(performers, difficulty) : [...performers];
}

/**
 * The store of one `<ClassicGame>`: the shared daily flow (SPEC §4) for mode 'classic', plus the
 * clue tiles. A typed winning row waits for `revealDone()` (the flip animation) before the win
 * box shows.
 */
export function createClassicStore(options: ClassicStoreOptions): ClassicStore {
  const difficulty = options.difficulty ?? null;
  const daily = dailyModeStoreOptions('classic', options, {
    given: options.performers,
    load: async (api) => (await api.getPerformers()).items,
    atHand: (api) => api.atHand?.performers()?.items,
    id: performerFields.id,
    toState: (performers) => ({ performers }),
  });
  const { track } = daily;

  const store: ClassicStore = createDailyGameStore<ClassicExtraState>(
    { ...daily, ...(difficulty ? { difficulty } : {}), awaitReveal: true },
    (set, get) => ({
      performers: null,
      openClues: {},
      difficulty,
      toggleClue(clue) {
        const open = get().openClues[clue] === true;
        if (!open) track(GAME_EVENTS.clueClick, { clue, gamemode: 'classic' });
        set({ openClues: { ...get().openClues, [clue]: !open } } as Partial<ClassicState>);
      },
      shareCopied() {
        track(GAME_EVENTS.copyClicked, { gamemode: 'classic' });
      },
    }),
  );
  return store;
}
