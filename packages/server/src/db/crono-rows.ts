/** Crono rows as the service reads them, the same from SQLite and from PostgreSQL. */
import type { StoredRun } from './types';

/** Epoch ms as stored (PostgreSQL returns bigint columns as strings). */
const msOrNull = (v: number | string | null): number | null => (v === null ? null : Number(v));

/** A row of getCronoRun as the service's StoredRun. */
export function toStoredRun(row: {
  seed: string;
  started_at: number | string | null;
  ends_at: number | string | null;
  round: number;
  round_token: string | null;
  score: number;
  user_score: number | null;
  round_at: number | string | null;
  fast_picks: number;
}): StoredRun {
  return {
    seed: row.seed,
    startedAt: msOrNull(row.started_at),
    endsAt: msOrNull(row.ends_at),
    round: Number(row.round),
    roundToken: row.round_token,
    score: Number(row.score),
    userScore: msOrNull(row.user_score),
    roundAt: msOrNull(row.round_at),
    fastPicks: Number(row.fast_picks),
  };
}

/** A row of cronoRunByToken as the service reads it. */
export function toRunByToken(row: {
  seed: string;
  round: number;
  started_at: number | string | null;
}): { seed: string; round: number; startedAt: number | null } {
  return { seed: row.seed, round: Number(row.round), startedAt: msOrNull(row.started_at) };
}
