import type { z } from 'zod';
import { channelSchema, performerSchema } from './schema';

/** One thing wrong with a dataset. `index` is the record's position, null for the whole file. */
export interface DataProblem {
  index: number | null;
  /** Dotted path inside the record (`hairColor.1`), or `(root)` for the whole file. */
  field: string;
  message: string;
}

export type DatasetKind = 'performers' | 'channels';

export const ROOT_FIELD = '(root)';

type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

function valueAt(record: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let current: unknown = record;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function hasPath(record: unknown, path: ReadonlyArray<PropertyKey>): boolean {
  const parent = valueAt(record, path.slice(0, -1));
  const key = path[path.length - 1];
  return typeof parent === 'object' && parent !== null && key !== undefined && key in parent;
}

/** Turns zod issues into problems that say what was found, not only what was expected. */
function issueProblems(index: number, record: unknown, issues: z.core.$ZodIssue[]): DataProblem[] {
  const key = (path: ReadonlyArray<PropertyKey>) => path.map(String).join('.');
  const fieldsWithTypeErrors = new Set(
    issues.filter((i) => i.code !== 'custom').map((i) => key(i.path)),
  );
  // A cross-field rule on a field that is already wrong by itself adds only noise.
  const relevant = issues.filter(
    (i) => i.code !== 'custom' || !fieldsWithTypeErrors.has(key(i.path)),
  );
  return relevant.flatMap((issue): DataProblem[] => {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : ROOT_FIELD;
    if (issue.code === 'unrecognized_keys') {
      // Inside a nested object (`birthCityNames.de`), its path first.
      return issue.keys.map((key) => ({
        index,
        field: [...issue.path.map(String), key].join('.'),
        message: 'unknown field (not part of the schema)',
      }));
    }
    if (issue.path.length > 0 && !hasPath(record, issue.path)) {
      return [{ index, field, message: 'missing (required field)' }];
    }
    const got = ` (got ${describe(valueAt(record, issue.path))})`;
    return [{ index, field, message: `${issue.message}${got}` }];
  });
}

function schemaProblems(rows: readonly unknown[], schema: z.ZodType): DataProblem[] {
  return rows.flatMap((row, index) => {
    const result = schema.safeParse(row);
    return result.success ? [] : issueProblems(index, row, result.error.issues);
  });
}

/** Folds case and accents the way search does, so "Zoë" and "zoe" count as the same name. */
export function foldName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
}

/** Reports a value seen before (by `key`) on the later record. */
function duplicates(
  rows: readonly unknown[],
  field: string,
  what: string,
  key: (value: unknown) => string | null,
): DataProblem[] {
  const firstSeen = new Map<string, number>();
  const problems: DataProblem[] = [];
  rows.forEach((row, index) => {
    const k = isRow(row) ? key(row[field]) : null;
    if (k === null) return;
    const first = firstSeen.get(k);
    if (first === undefined) firstSeen.set(k, index);
    else problems.push({ index, field, message: `duplicate ${what}: same as record [${first}]` });
  });
  return problems;
}

const asString = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const asName = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? foldName(value) : null;

function rankOrderProblems(rows: readonly unknown[]): DataProblem[] {
  const problems: DataProblem[] = [];
  let previous: { rank: number; index: number } | null = null;
  rows.forEach((row, index) => {
    const rank = isRow(row) ? row.rank : undefined;
    if (typeof rank !== 'number' || !Number.isFinite(rank)) return;
    // Equal ranks are reported as duplicates; only a drop breaks the order.
    if (previous !== null && rank < previous.rank) {
      problems.push({
        index,
        field: 'rank',
        message: `ranks must ascend in array order: ${rank} comes after ${previous.rank} (record [${previous.index}])`,
      });
    }
    if (previous === null || rank > previous.rank) previous = { rank, index };
  });
  return problems;
}

function notAnArray(kind: DatasetKind): DataProblem[] {
  return [{ index: null, field: ROOT_FIELD, message: `expected a JSON array of ${kind}` }];
}

function byPosition(a: DataProblem, b: DataProblem): number {
  return (a.index ?? -1) - (b.index ?? -1);
}

/**
 * Every problem of a performer dataset: each record against `performerSchema`, then the rules
 * across records (unique profileUrl, rank and name; ranks ascending in array order).
 */
export function validatePerformers(data: unknown): DataProblem[] {
  if (!Array.isArray(data)) return notAnArray('performers');
  const duplicateRanks = duplicates(data, 'rank', 'rank', (v) =>
    typeof v === 'number' ? String(v) : null,
  );
  const duplicated = new Set(duplicateRanks.map((p) => p.index));
  const problems = [
    ...schemaProblems(data, performerSchema),
    ...duplicates(data, 'profileUrl', 'id (profileUrl)', asString),
    ...duplicateRanks,
    // A repeated rank is usually also out of order: say it once, as the duplicate.
    ...rankOrderProblems(data).filter((p) => !duplicated.has(p.index)),
    ...duplicates(data, 'name', 'name (ignoring case and accents)', asName),
  ];
  return problems.sort(byPosition);
}

/** Every problem of a channel dataset: each record against `channelSchema`, unique id and name. */
export function validateChannels(data: unknown): DataProblem[] {
  if (!Array.isArray(data)) return notAnArray('channels');
  const problems = [
    ...schemaProblems(data, channelSchema),
    ...duplicates(data, 'id', 'id', (v) => (typeof v === 'string' ? v.toLowerCase() : null)),
    ...duplicates(data, 'name', 'name (ignoring case and accents)', asName),
  ];
  return problems.sort(byPosition);
}

const PERFORMER_ONLY_FIELDS = ['profileUrl', 'rank', 'gender', 'type', 'hairColor', 'visits'];
const CHANNEL_ONLY_FIELDS = ['id', 'photo'];

/**
 * Which kind of dataset `data` looks like, by the fields its records carry (a performer has
 * profileUrl, rank, gender...; a channel has id and photo). Null when it cannot tell.
 */
export function detectDatasetKind(data: unknown): DatasetKind | null {
  if (!Array.isArray(data)) return null;
  let performerVotes = 0;
  let channelVotes = 0;
  for (const row of data) {
    if (!isRow(row)) continue;
    performerVotes += PERFORMER_ONLY_FIELDS.filter((f) => f in row).length;
    channelVotes += CHANNEL_ONLY_FIELDS.filter((f) => f in row).length;
  }
  if (performerVotes === channelVotes) return null;
  return performerVotes > channelVotes ? 'performers' : 'channels';
}

/** Validates a performer or channel dataset, telling which one by its shape. */
export function validateDataset(data: unknown): DataProblem[] {
  if (!Array.isArray(data)) {
    return [
      {
        index: null,
        field: ROOT_FIELD,
        message: 'expected a JSON array of performers or channels',
      },
    ];
  }
  if (data.length === 0) {
    return [{ index: null, field: ROOT_FIELD, message: 'the dataset is empty' }];
  }
  const kind = detectDatasetKind(data);
  if (kind === null) {
    return [
      {
        index: null,
        field: ROOT_FIELD,
        message:
          'cannot tell performers from channels: records need performer fields (profileUrl, rank, gender...) or channel fields (id, photo)',
      },
    ];
  }
  return kind === 'performers' ? validatePerformers(data) : validateChannels(data);
}
