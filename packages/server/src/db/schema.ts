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

export interface StatsCountersTable {
  mode: string;
  date: string;
  successes: number;
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

export interface Database {
  daily_answers: DailyAnswersTable;
  stats_successes: StatsSuccessesTable;
  stats_counters: StatsCountersTable;
  tracking_events: TrackingEventsTable;
  settings: SettingsTable;
}
