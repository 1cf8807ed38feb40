/** Crono rows as the service reads them, the same from SQLite and from PostgreSQL. */
import type { Selectable } from 'kysely';
import type { CronoRunsTable } from './schema';
import type { StoredRun } from './types';

type CronoRunRow = Selectable<CronoRunsTable>;

/** Epoch ms as stored (PostgreSQL returns bigint columns as strings). */
const msOrNull = (v: number | string | null): number | null => (v === null ? null : Number(v));

/** A row of getCronoRun as the service's StoredRun. */
export function toStoredRun(
  row: Pick<
    CronoRunRow,
    | 'seed'
    | 'started_at'
    | 'ends_at'
    | 'round'
    | 'round_token'
    | 'score'
    | 'user_score'
    | 'round_at'
    | 'fast_picks'
  >,
): StoredRun {
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
export function toRunByToken(row: Pick<CronoRunRow, 'seed' | 'round' | 'started_at'>): {
  seed: string;
  round: number;
  startedAt: number | null;
} {
  return { seed: row.seed, round: Number(row.round), startedAt: msOrNull(row.started_at) };
}
