import { channels, performers, type Channel, type Performer } from '@guessdle/data';
import {
  DAILY_MODE_DEFS,
  type DailyMode,
  PICTURE_MODES,
  type DatasetName,
  type Difficulty,
  type PictureMode,
} from '../modes';
import type { CronoPerformer } from './crono';

/** The mock server's default puzzle date: fixed, so stories and screenshots never change. */
export const MOCK_DATE = '2025-06-01';

/** One daily answer: item ids (performer profile paths, or channel UUIDs). */
export interface DailyAnswerFixture {
  today: string;
  yesterday: string | null;
}

/** The shipped fictional performers: what the mock's dataset call serves by default. */
export function defaultPerformers(): readonly Performer[] {
  return performers;
}

/** The shipped fictional channels: what the mock's dataset call serves by default. */
export function defaultChannels(): readonly Channel[] {
  return channels;
}

/** Rank ceilings of the Classic pools (SPEC §2). */
const POOL_MAX_RANK: Record<Difficulty, number> = { easy: 50, medium: 100, hard: Infinity };

function byRank() {
  return [...performers].sort((a, b) => a.rank - b.rank);
}

function pair(ids: readonly string[], index: number): DailyAnswerFixture {
  if (ids.length < 2) throw new Error('The mock fixtures need at least two items per mode');
  return {
    today: ids[index % ids.length] as string,
    yesterday: ids[(index + 1) % ids.length] as string,
  };
}

/** The ids of each dataset's items, performers by rank. */
const DATASET_IDS: Record<DatasetName, () => string[]> = {
  performers: () => byRank().map((p) => p.profileUrl),
  channels: () => channels.map((c) => c.id),
};

/** Where the first picture mode on each dataset finds its default answer (today's; yesterday's next). */
const FIRST_PICTURE_INDEX: Record<DatasetName, number> = { performers: 42, channels: 10 };
/** How far apart the picture modes on one dataset sit, so their answers (today, yesterday) differ. */
const PICTURE_INDEX_STEP = 10;

/**
 * Where each picture mode's default answer sits in its dataset, from its registration: the
 * dataset's first place, one step further per picture mode registered before it on that dataset
 * (Image-guess 42, Channel-guess 10, a second mode on the channels 20). Stories never show two
 * modes the same answer, and the existing modes keep theirs.
 */
export function pictureFixtureIndex(mode: PictureMode): number {
  const { dataset } = DAILY_MODE_DEFS[mode];
  const before = PICTURE_MODES.slice(0, PICTURE_MODES.indexOf(mode)).filter(
    (other) => DAILY_MODE_DEFS[other].dataset === dataset,
  ).length;
  return FIRST_PICTURE_INDEX[dataset] + before * PICTURE_INDEX_STEP;
}

/** The ids a daily mode draws from: its dataset's, Classic's by difficulty pool. */
function poolIds(mode: DailyMode, difficulty: Difficulty): string[] {
  if (mode !== 'classic') return DATASET_IDS[DAILY_MODE_DEFS[mode].dataset]();
  return byRank()
    .filter((p) => p.rank <= POOL_MAX_RANK[difficulty])
    .map((p) => p.profileUrl);
}

/**
 * Default answers drawn from @guessdle/data. Computed on first use, not at import time, so a
 * mock given explicit answers never touches the dataset.
 */
export function defaultAnswer(
  mode: DailyMode,
  difficulty: Difficulty = 'hard',
): DailyAnswerFixture {
  const pool = poolIds(mode, difficulty);
  if (mode !== 'classic') return pair(pool, pictureFixtureIndex(mode));
  const index = { easy: 7, medium: 63, hard: 120 }[difficulty];
  return pair(pool, index % pool.length);
}

/** Every performer of @guessdle/data, as a Crono round can show it. */
export function defaultCronoPerformers(): CronoPerformer[] {
  return byRank().map((p) => ({ id: p.profileUrl, name: p.name, photoUrl: p.profilePictureUrl }));
}

/** Days before the mock's date that its archive starts by default. */
export const MOCK_ARCHIVE_DAYS = 30;

/**
 * The default answer of a past day in the mock's archive: an item of the pool picked by a hash of
 * the mode, pool and date (FNV-1a), so every run shows the same archive.
 */
export function defaultArchiveAnswer(
  mode: DailyMode,
  difficulty: Difficulty,
  date: string,
): string {
  const ids = poolIds(mode, difficulty);
  let hash = 0x811c9dc5;
  for (const char of `${mode}|${difficulty}|${date}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return ids[(hash >>> 0) % ids.length] as string;
}
