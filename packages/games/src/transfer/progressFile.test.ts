import { describe, expect, it } from 'vitest';
import { completionRecord, guessesKey, statusKey } from '../core';
import {
  parseProgressFile,
  PROGRESS_FILE_MAX_BYTES,
  progressFileName,
  progressFileText,
} from './progressFile';

const progress = {
  [guessesKey('2025-06-09', 'image-guess')]: JSON.stringify(['a', 'b']),
  [statusKey('image-guess', '2025-06-09')]: JSON.stringify(completionRecord(2)),
};

function file(content: unknown): string {
  return JSON.stringify(content);
}

describe('given a downloaded progress file', () => {
  it('reads back the progress it was written with', () => {
    const text = progressFileText(progress, new Date('2025-06-10T08:00:00Z'));
    expect(parseProgressFile(text)).toEqual({
      ok: true,
      progress,
      exportedAt: '2025-06-10T08:00:00.000Z',
    });
  });

  it('is named after the day it was made', () => {
    expect(progressFileName('2025-06-10')).toBe('guessdle-progress-2025-06-10.json');
  });
});

describe('given a file that is not a progress file', () => {
  it.each([
    ['text that is not JSON', '{"kind": "guessdle-progress", ', 'not-json'],
    ['another JSON file', file({ name: 'package', version: '1.0.0' }), 'not-progress'],
    ['a JSON array', file([progress]), 'not-progress'],
    ['no progress', file({ kind: 'guessdle-progress', version: 1 }), 'not-progress'],
    [
      'a value that is not text',
      file({ kind: 'guessdle-progress', version: 1, progress: { '2025-06-09-crono': 3 } }),
      'not-progress',
    ],
    [
      'a damaged completion record',
      file({
        kind: 'guessdle-progress',
        version: 1,
        progress: { 'image-guess-2025-06-09-status': '{"status":"completed","tries":' },
      }),
      'not-progress',
    ],
    [
      'a damaged guess list',
      file({
        kind: 'guessdle-progress',
        version: 1,
        progress: { '2025-06-09-image-guess': '[1, 2]' },
      }),
      'not-progress',
    ],
    [
      'a version of the format from the future',
      file({ kind: 'guessdle-progress', version: 2, progress }),
      'newer-version',
    ],
    ['a file too large to be one', ' '.repeat(PROGRESS_FILE_MAX_BYTES + 1), 'too-large'],
  ])('refuses %s, whole', (_name, text, error) => {
    expect(parseProgressFile(text)).toEqual({ ok: false, error });
  });
});
