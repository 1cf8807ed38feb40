import { TRANSFER_PROGRESS_MAX_BYTES, type TransferProgress } from '@guessdle/api';
import { parseCompletion } from '../core';

/** What a progress file says it is, so another JSON file is never taken for one. */
export const PROGRESS_FILE_KIND = 'guessdle-progress';
/** The file format's version; a newer file is refused rather than half read. */
export const PROGRESS_FILE_VERSION = 1;

/** The largest file read: the progress a code carries, with room for the wrapper. */
export const PROGRESS_FILE_MAX_BYTES = TRANSFER_PROGRESS_MAX_BYTES + 16 * 1024;

/** Why a file was refused: nothing is merged in any of these cases. */
export type ProgressFileError = 'too-large' | 'not-json' | 'not-progress' | 'newer-version';

export type ParsedProgressFile =
  | { ok: true; progress: TransferProgress; exportedAt: string | null }
  | { ok: false; error: ProgressFileError };

/** The text of a downloaded progress file: the stored keys and values, as a code carries them. */
export function progressFileText(progress: TransferProgress, exportedAt: Date): string {
  return `${JSON.stringify(
    {
      kind: PROGRESS_FILE_KIND,
      version: PROGRESS_FILE_VERSION,
      exportedAt: exportedAt.toISOString(),
      progress,
    },
    null,
    2,
  )}\n`;
}

/** The download's name: `guessdle-progress-2026-11-27.json`. */
export function progressFileName(date: string): string {
  return `${PROGRESS_FILE_KIND}-${date}.json`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const STATUS_KEY = /-\d{4}-\d{2}-\d{2}-status$/;
const GUESSES_KEY = /^\d{4}-\d{2}-\d{2}-/;

/**
 * Whether a daily history's value reads as what the widgets write: a completion record under a
 * status key, a list of ids under a guesses key. Other keys are left to `mergeProgress`, which
 * ignores what it does not know.
 */
function dailyValueParses(key: string, value: string): boolean {
  if (STATUS_KEY.test(key)) return parseCompletion(value) !== null;
  if (GUESSES_KEY.test(key)) {
    try {
      const list: unknown = JSON.parse(value);
      return Array.isArray(list) && list.every((id) => typeof id === 'string');
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * Reads a progress file. Anything that is not exactly one (another JSON file, a damaged or
 * edited one, a value that is not a string or does not read as a day) is refused whole: a file is merged entirely or not
 * at all.
 */
export function parseProgressFile(text: string): ParsedProgressFile {
  if (text.length > PROGRESS_FILE_MAX_BYTES) return { ok: false, error: 'too-large' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'not-json' };
  }
  if (!isRecord(data) || data['kind'] !== PROGRESS_FILE_KIND) {
    return { ok: false, error: 'not-progress' };
  }
  const version = data['version'];
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, error: 'not-progress' };
  }
  if (version > PROGRESS_FILE_VERSION) return { ok: false, error: 'newer-version' };
  const progress = data['progress'];
  if (!isRecord(progress)) return { ok: false, error: 'not-progress' };
  const entries = Object.entries(progress);
  if (entries.some(([key, value]) => typeof value !== 'string' || key.length === 0)) {
    return { ok: false, error: 'not-progress' };
  }
  if (entries.some(([key, value]) => !dailyValueParses(key, value as string))) {
    return { ok: false, error: 'not-progress' };
  }
  const exportedAt = typeof data['exportedAt'] === 'string' ? data['exportedAt'] : null;
  return { ok: true, progress: Object.fromEntries(entries) as TransferProgress, exportedAt };
}
