import { describe, expect, it } from 'vitest';
import { compareArray, compareNumber, compareString } from './compare';
import type { FieldComparison } from './compare';
import {
  buildShareText,
  dayAddress,
  keycapNumber,
  RESULT_GRID_FIELDS,
  SHARE_MAX_ROWS,
  SHARE_PLUS,
  SHARE_SYMBOLS,
  shareMessage,
  shareRow,
  shareSymbol,
} from './share';

describe('given the share symbols', () => {
  it('uses the five emoji of SPEC §7 and the heavy plus sign', () => {
    expect(SHARE_SYMBOLS).toEqual({
      equal: '\u{1F7E9}',
      different: '\u{1F7E5}',
      partial: '\u{1F7E8}',
      up: '\u2B06\uFE0F',
      down: '\u2B07\uFE0F',
    });
    expect(SHARE_PLUS).toBe('\u2795');
    expect(SHARE_MAX_ROWS).toBe(5);
  });
});

describe('given one compared field', () => {
  it.each<[string, FieldComparison, string]>([
    ['equal string', compareString('gender', 'Male', 'Male'), '🟩'],
    ['different string', compareString('gender', 'Male', 'Female'), '🟥'],
    ['equal list', compareArray('hairColor', ['Red'], ['Red']), '🟩'],
    ['partial list', compareArray('hairColor', ['Red'], ['Red', 'Black']), '🟨'],
    ['disjoint list', compareArray('hairColor', ['Grey'], ['Red']), '🟥'],
    ['equal number', compareNumber('videoCount', 3, 3), '🟩'],
    ['greater number', compareNumber('videoCount', 4, 3), '⬆️'],
    ['smaller number', compareNumber('videoCount', 2, 3), '⬇️'],
    ['unknown number', compareNumber('videoCount', null, 3), '🟥'],
    ['rank ranked higher than the answer', compareNumber('rank', 5, 20), '⬆️'],
    ['rank ranked lower than the answer', compareNumber('rank', 30, 20), '⬇️'],
    ['equal rank', compareNumber('rank', 20, 20), '🟩'],
  ])('shows a %s as %s', (_case, comparison, symbol) => {
    expect(shareSymbol(comparison)).toBe(symbol);
  });
});

describe('given the comparisons of a guess', () => {
  it('joins their symbols in field order without separators', () => {
    const row = shareRow([
      compareString('gender', 'Male', 'Male'),
      compareString('type', 'model', 'pornstar'),
      compareString('birthPlace', 'Oslo', 'Oslo'),
      compareString('ethnicity', 'Asian', 'Latin'),
      compareArray('hairColor', ['Red', 'Black'], ['Red']),
      compareNumber('rank', 40, 12),
    ]);
    expect(row).toBe('🟩🟥🟩🟥🟨⬇️');
  });

  it('gives an empty row for no comparisons', () => {
    expect(shareRow([])).toBe('');
  });
});

describe('given the result grid of each mode', () => {
  it("compares Classic's spec fields, and no field of a picture mode (one square per guess)", () => {
    const classic = ['gender', 'type', 'birthPlace', 'ethnicity', 'hairColor', 'rank'];
    expect(RESULT_GRID_FIELDS).toEqual({
      classic,
      'image-guess': [],
      'channel-guess': [],
    });
  });
});

describe('given a number for the plus line', () => {
  it.each([
    [0, '0️⃣'],
    [1, '1️⃣'],
    [7, '7️⃣'],
    [10, '1️⃣0️⃣'],
    [12, '1️⃣2️⃣'],
    [305, '3️⃣0️⃣5️⃣'],
  ])('writes %i as %s', (value, keycaps) => {
    expect(keycapNumber(value)).toBe(keycaps);
  });

  it('writes each digit as digit + U+FE0F + U+20E3', () => {
    expect(keycapNumber(12)).toBe('1\uFE0F\u20E32\uFE0F\u20E3');
  });
});

describe('given the message parts', () => {
  it.each([
    [1, 'I solved the Guessdle #classic in *1 guess*!'],
    [2, 'I solved the Guessdle #classic in *2 guesses*!'],
    [12, 'I solved the Guessdle #classic in *12 guesses*!'],
    [0, 'I solved the Guessdle #classic in *0 guesses*!'],
  ])('with %i guesses writes %j', (guessCount, message) => {
    expect(shareMessage({ game: 'Guessdle', gamemode: 'classic', guessCount })).toBe(message);
  });
});

describe('given a finished game to share', () => {
  const url = 'https://guessdle.example/classic';
  const row = (n: number) => `row${n}`;

  it.each([
    [
      'one guess',
      1,
      ['🟩🟩🟩🟩🟩🟩'],
      'I solved the Guessdle #classic in *1 guess*!\n🟩🟩🟩🟩🟩🟩\n\nhttps://guessdle.example/classic',
    ],
    [
      'exactly five rows',
      5,
      [1, 2, 3, 4, 5].map(row),
      'I solved the Guessdle #classic in *5 guesses*!\nrow1\nrow2\nrow3\nrow4\nrow5\n\nhttps://guessdle.example/classic',
    ],
    [
      'six rows',
      6,
      [1, 2, 3, 4, 5, 6].map(row),
      'I solved the Guessdle #classic in *6 guesses*!\nrow1\nrow2\nrow3\nrow4\nrow5\n➕1️⃣\n\nhttps://guessdle.example/classic',
    ],
    [
      'seventeen rows',
      17,
      Array.from({ length: 17 }, (_, i) => row(i + 1)),
      'I solved the Guessdle #classic in *17 guesses*!\nrow1\nrow2\nrow3\nrow4\nrow5\n➕1️⃣2️⃣\n\nhttps://guessdle.example/classic',
    ],
    [
      'no rows',
      3,
      [],
      'I solved the Guessdle #classic in *3 guesses*!\n\nhttps://guessdle.example/classic',
    ],
  ])('with %s builds the exact text', (_case, guessCount, rows, text) => {
    expect(buildShareText({ game: 'Guessdle', gamemode: 'classic', guessCount, rows, url })).toBe(
      text,
    );
  });

  it('keeps the first rows given (oldest guesses first) and counts the rest', () => {
    const rows = ['first', 'b', 'c', 'd', 'fifth', 'sixth', 'win'];
    const text = buildShareText({ game: 'G', gamemode: 'classic', guessCount: 7, rows, url });
    expect(text.split('\n').slice(1, 7)).toEqual(['first', 'b', 'c', 'd', 'fifth', '➕2️⃣']);
  });

  it('omitting rows shares the message and address only', () => {
    expect(buildShareText({ game: 'G', gamemode: 'image-guess', guessCount: 2, url })).toBe(
      'I solved the G #image-guess in *2 guesses*!\n\nhttps://guessdle.example/classic',
    );
  });

  it('uses a translated message line when given', () => {
    const text = buildShareText({
      game: 'Guessdle',
      gamemode: 'classic',
      guessCount: 2,
      rows: ['🟩'],
      url,
      format: ({ game, gamemode, guessCount }) =>
        `J'ai résolu ${game} #${gamemode} en *${guessCount} essais* !`,
    });
    expect(text).toBe(
      "J'ai résolu Guessdle #classic en *2 essais* !\n🟩\n\nhttps://guessdle.example/classic",
    );
  });
});

describe("given a share address with the puzzle's day in it", () => {
  it.each([
    ['https://g.example/classic/archive/{date}', 'https://g.example/classic/archive/2026-03-04'],
    ['https://g.example/x?day=%7Bdate%7D', 'https://g.example/x?day=2026-03-04'],
    ['https://g.example/classic', 'https://g.example/classic'],
  ])('fills in %s', (url, expected) => {
    expect(dayAddress(url, '2026-03-04')).toBe(expected);
  });

  it('leaves it as it is while the day is unknown', () => {
    expect(dayAddress('https://g.example/{date}', null)).toBe('https://g.example/{date}');
  });
});
