/**
 * Mode order, next-mode suggestion and Classic difficulty pools (SPEC §1, §2, §4, §6, §9).
 * The mode lists themselves are the contract's, from its dependency-free entry point.
 */
import { DAILY_MODES, DIFFICULTIES, GAME_MODES } from '@guessdle/api/modes';
import type { DailyMode, Difficulty, GameMode } from '@guessdle/api/modes';

export { DAILY_MODES, DIFFICULTIES, GAME_MODES };
export type { DailyMode, Difficulty, GameMode };

/** Highest rank in each difficulty's pool; null means every rank (SPEC §9). */
export const DIFFICULTY_RANK_LIMITS = {
  easy: 50,
  medium: 100,
  hard: null,
} as const satisfies Record<Difficulty, number | null>;

/** The modes completed today: a set, a list, or a record of mode → completed. */
export type CompletedModes =
  ReadonlySet<GameMode> | readonly GameMode[] | Partial<Record<GameMode, boolean>>;

/**
 * The mode to suggest after a win: the first mode in {@link GAME_MODES} order that is not
 * completed today and is not `current` (the mode just played), or null when none is left.
 * Crono counts as completed when today's daily Crono run finished on this browser (the widget
 * stores `crono-{date}-status`, see core/crono.ts); private games do not count.
 */
export function nextMode(completed: CompletedModes, current?: GameMode): GameMode | null {
  const isDone = (mode: GameMode): boolean => {
    if (completed instanceof Set) return completed.has(mode);
    if (Array.isArray(completed)) return completed.includes(mode);
    return (completed as Partial<Record<GameMode, boolean>>)[mode] === true;
  };
  return GAME_MODES.find((mode) => mode !== current && !isDone(mode)) ?? null;
}

/**
 * The performers of a difficulty's pool: ranks 1–50 (easy), 1–100 (medium) or all (hard), in the
 * order given. Works for anything with a numeric `rank`.
 */
export function difficultyPool<T extends { rank: number }>(
  performers: readonly T[],
  difficulty: Difficulty,
): T[] {
  const limit = DIFFICULTY_RANK_LIMITS[difficulty];
  return limit === null ? [...performers] : performers.filter((p) => p.rank <= limit);
}

/**
 * The mode name used in storage keys (SPEC §7). Classic with a difficulty (the ClassicModes flag
 * on) is `classic-{difficulty}`, e.g. `classic-easy`; without one it is `classic`. Other modes
 * ignore the difficulty. Passing the difficulty only when the flag is on is the caller's job;
 * with the flag on, the plain /classic route plays hard, so it passes `'hard'`.
 */
export function gameModeKey(mode: GameMode, difficulty?: Difficulty | null): string {
  return mode === 'classic' && difficulty ? `${mode}-${difficulty}` : mode;
}
