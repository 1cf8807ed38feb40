import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { channelSchema, performerSchema, type Channel, type Performer } from '@guessdle/data';
import {
  DAILY_MODE_DEFS,
  DIFFICULTIES,
  PICTURE_MODES,
  type DailyMode,
  type DatasetName,
  type Difficulty,
  type PictureMode,
} from '@guessdle/api/modes';

/** The items the server picks answers from. Injected, so tests use small in-memory datasets. */
export interface Dataset {
  performers: readonly Performer[];
  channels: readonly Channel[];
}

/** A daily pool: classic per difficulty, or a whole mode. Also the key rows are stored under. */
export type PoolKey = `classic:${Difficulty}` | PictureMode;

/** Every pool, from the contract's lists (`buildPools` must fill each: the compiler checks it). */
export const POOL_KEYS: readonly PoolKey[] = [
  ...DIFFICULTIES.map((difficulty) => `classic:${difficulty}` as const),
  ...PICTURE_MODES,
];

/** The pool a daily mode and optional difficulty select; classic without one behaves as hard. */
export function poolKeyFor(mode: DailyMode, difficulty?: Difficulty): PoolKey {
  if (mode === 'classic') return `classic:${difficulty ?? 'hard'}`;
  return mode;
}

const MAX_RANK: Record<Difficulty, number> = { easy: 50, medium: 100, hard: Infinity };

/** The item ids of each pool, sorted so the pick does not depend on the dataset's order. */
export function buildPools(dataset: Dataset): Record<PoolKey, readonly string[]> {
  const byRank = (max: number) =>
    dataset.performers
      .filter((p) => p.rank <= max)
      .map((p) => p.profileUrl)
      .sort();
  // A picture mode draws from its whole dataset (its registration names which).
  const whole: Record<DatasetName, readonly string[]> = {
    performers: byRank(Infinity),
    channels: dataset.channels.map((c) => c.id).sort(),
  };
  return {
    'classic:easy': byRank(MAX_RANK.easy),
    'classic:medium': byRank(MAX_RANK.medium),
    'classic:hard': byRank(MAX_RANK.hard),
    ...(Object.fromEntries(
      PICTURE_MODES.map((mode) => [mode, whole[DAILY_MODE_DEFS[mode].dataset]]),
    ) as Record<PictureMode, readonly string[]>),
  };
}

/** Throws a readable error listing the first problems of an invalid dataset. */
export function validateDataset(input: { performers: unknown; channels: unknown }): Dataset {
  const problems: string[] = [];
  const check = <T>(label: string, schema: z.ZodType<T>, value: unknown): T[] => {
    const parsed = z.array(schema).safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues.slice(0, 20)) {
      problems.push(`${label}[${issue.path.join('.')}]: ${issue.message}`);
    }
    return [];
  };
  const performers = check('performers', performerSchema, input.performers);
  const channels = check('channels', channelSchema, input.channels);
  if (problems.length > 0) throw new Error(`Invalid dataset:\n  ${problems.join('\n  ')}`);
  return { performers, channels };
}

/**
 * The origins pictures may load from besides our own: IMAGE_ORIGINS, plus every origin an
 * absolute picture URL of the dataset names (the operator chose those hosts by listing them).
 */
export function imageOrigins(config: { imageOrigins: readonly string[] }, dataset: Dataset) {
  const origins = new Set(config.imageOrigins);
  const add = (picture: string) => {
    if (picture.startsWith('/')) return;
    try {
      origins.add(new URL(picture).origin);
    } catch {
      // The schema only lets http(s) URLs through; anything else is left out of the policy.
    }
  };
  for (const p of dataset.performers) add(p.profilePictureUrl);
  for (const c of dataset.channels) add(c.photo);
  return [...origins].sort();
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    throw new Error(`Cannot read dataset file ${file}: ${(err as Error).message}`);
  }
}

/**
 * The production dataset: the shipped fictional one from @guessdle/data, with either list
 * replaced by an operator's file (PERFORMERS_FILE / CHANNELS_FILE), all validated.
 */
export async function loadDataset(files: {
  performersFile?: string | undefined;
  channelsFile?: string | undefined;
}): Promise<Dataset> {
  const shipped = (await import('@guessdle/data')) as Record<string, unknown>;
  const performers = files.performersFile
    ? await readJson(files.performersFile)
    : shipped.performers;
  const channels = files.channelsFile ? await readJson(files.channelsFile) : shipped.channels;
  if (performers === undefined || channels === undefined) {
    throw new Error(
      '@guessdle/data exports no performers/channels: generate the datasets or set PERFORMERS_FILE and CHANNELS_FILE',
    );
  }
  return validateDataset({ performers, channels });
}
