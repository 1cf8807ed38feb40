import type { Generated } from 'kysely';

/**
 * Kysely's view of the tables. Add a table here and create it in a new migration in
 * migrations.ts; never edit a migration that has shipped.
 * Timestamps are ISO-8601 UTC strings (sortable as text on both SQLite and PostgreSQL).
 */
export interface DailyAnswersTable {
  /** Pool key: 'classic:easy' | 'classic:medium' | 'classic:hard' | 'image-guess' | 'channel-guess'. */
  mode: string;
  date: string;
  answer: string;
  created_at: string;
}

export interface StatsSuccessesTable {
  mode: string;
  date: string;
  client_id: string;
  created_at: string;
}

export interface StatsAddressesTable {
  mode: string;
  date: string;
  /** HMAC of the client address (db/storage.ts addressKey), not the address. */
  address: string;
  /**
   * PostgreSQL: the address's counted successes that (mode, date), at most STATS_PER_ADDRESS.
   * SQLite: each row is one counted success, and this stays 1.
   */
  successes: Generated<number>;
}

/** Write budgets counted in the database, shared by every instance (limits.ts). */
export interface RateLimitsTable {
  /** `<kind> <address key>`. */
  key: string;
  /** Epoch ms of the window's start (a multiple of RATE_LIMIT_WINDOW_MS). */
  window_start: number | string;
  count: number;
}

export interface StatsCountersTable {
  mode: string;
  date: string;
  successes: number;
}

/** Everyone's tries: counted players who found a (mode, date)'s answer in `tries` guesses. */
export interface StatsTriesTable {
  mode: string;
  date: string;
  tries: number;
  players: number;
}

export interface TrackingEventsTable {
  id: Generated<number>;
  event_name: string;
  /** JSON text. */
  attrs: string;
  device_id: string;
  session_id: string;
  created_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/** A Crono game: the daily one (id = its date) or a private one (random id). */
export interface CronoGamesTable {
  id: string;
  kind: 'daily' | 'private';
  created_at: string;
  /** Users who started a run (kept here so reading it costs one row, not a count). */
  user_count: number;
}

/**
 * One user of one Crono game and their run. Times are epoch ms (bigint: PostgreSQL returns them
 * as strings, read them with Number()). `seed` never leaves the server: it orders the run's
 * performers and options; `round_token` is the opaque id of the current round.
 */
export interface CronoRunsTable {
  game_id: string;
  user_id: string;
  created_at: string;
  seed: string;
  started_at: number | string | null;
  /** started_at + countdown + round length: when the run is over. */
  ends_at: number | string | null;
  round: number;
  round_token: string | null;
  score: number;
  /** The submitted score (null until submitted). */
  user_score: number | null;
  username: string | null;
  submitted_at: number | string | null;
  /** When the current round began (null: the first round, which begins after the countdown). */
  round_at: number | string | null;
  /** Picks sooner after their round began than CRONO_REACTION_FLOOR_MS. */
  fast_picks: Generated<number>;
  /** The keyed hash of the address that started the run (db/storage.ts addressKey). */
  address: string | null;
  /** 1 when the submitted score may be listed, 0 when fair-play rules keep it off. */
  listed: Generated<number>;
}

/**
 * A transfer code's progress, kept until the code is redeemed or expires (transfer.ts). The code
 * itself is never stored: only the SHA-256 of its canonical form.
 */
export interface TransferCodesTable {
  /** Hex SHA-256 of the normalised code. */
  code_hash: string;
  /** The progress, JSON text. */
  progress: string;
  /** Epoch ms after which the code no longer works (bigint: read it with Number()). */
  expires_at: number | string;
  created_at: string;
}

export interface Database {
  daily_answers: DailyAnswersTable;
  stats_successes: StatsSuccessesTable;
  stats_counters: StatsCountersTable;
  stats_tries: StatsTriesTable;
  stats_addresses: StatsAddressesTable;
  tracking_events: TrackingEventsTable;
  settings: SettingsTable;
  rate_limits: RateLimitsTable;
  crono_games: CronoGamesTable;
  crono_runs: CronoRunsTable;
  transfer_codes: TransferCodesTable;
}
