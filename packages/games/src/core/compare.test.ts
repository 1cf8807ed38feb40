import { describe, expect, it } from 'vitest';
import type { Channel, Performer } from '@guessdle/data';
import {
  arrowFor,
  CHANNEL_FIELDS,
  CLASSIC_FIELDS,
  compareArray,
  compareChannels,
  compareNumber,
  comparePerformers,
  compareString,
  compareValues,
} from './compare';

function performer(overrides: Partial<Performer>): Performer {
  return {
    name: 'Ada Fictional',
    videoCount: 10,
    visits: 1000,
    rank: 20,
    subscribers: 100,
    profileUrl: '/model/ada-fictional',
    profilePictureUrl: '/img/ada.png',
    relationshipStatus: null,
    interestedIn: null,
    gender: 'Female',
    birthPlace: 'Lisbon, Portugal',
    birthYear: 1990,
    debutYear: 2012,
    heightCm: null,
    weightKg: null,
    ethnicity: 'White',
    eyeColor: null,
    hairColor: ['Blonde'],
    fakeBoobs: null,
    tattoos: null,
    piercings: null,
    type: 'model',
    ...overrides,
  };
}

describe('given a string field', () => {
  it.each([
    ['Female', 'Female', true],
    ['Female', 'Male', false],
    ['female', 'Female', false],
    [null, null, true],
    [null, 'Female', false],
    ['Female', null, false],
  ] as const)('compares %j with %j as equal=%s', (guess, answer, areEqual) => {
    expect(compareString('gender', guess, answer)).toEqual({
      type: 'string',
      fieldName: 'gender',
      currentGuessValue: guess,
      compareToValue: answer,
      areEqual,
    });
  });
});

describe('given a numeric field', () => {
  it.each([
    [5, 5, 'equal', true],
    [30, 20, 'greater', false],
    [5, 20, 'less', false],
    [-1, 0, 'less', false],
    [null, null, 'equal', true],
    [null, 20, null, false],
    [20, null, null, false],
  ] as const)(
    'reports guess %j against answer %j as %j (equal=%s), as plain numbers',
    (guess, answer, comparisonResult, areEqual) => {
      expect(compareNumber('videoCount', guess, answer)).toEqual({
        type: 'number',
        fieldName: 'videoCount',
        currentGuessValue: guess,
        compareToValue: answer,
        areEqual,
        comparisonResult,
        inverted: false,
      });
    },
  );

  it.each([
    ['rank', true],
    ['videoCount', false],
    ['debutYear', false],
  ])('marks %s as inverted=%s by default', (field, inverted) => {
    expect(compareNumber(field, 1, 2).inverted).toBe(inverted);
  });

  it('keeps the raw order for rank and only flags it inverted', () => {
    expect(compareNumber('rank', 5, 20)).toMatchObject({
      comparisonResult: 'less',
      inverted: true,
    });
  });

  it('lets the caller choose inverted explicitly', () => {
    expect(compareNumber('rank', 5, 20, false).inverted).toBe(false);
    expect(compareNumber('score', 5, 20, true).inverted).toBe(true);
  });
});

describe('given a numeric comparison, the arrow', () => {
  it.each([
    // plain numbers: the arrow says where the guess is relative to the answer (SPEC §7)
    ['videoCount', 30, 20, 'up'],
    ['videoCount', 5, 20, 'down'],
    ['videoCount', 20, 20, null],
    ['videoCount', null, 20, null],
    // rank (#1 is best): guess #5 is ranked higher than answer #20 → up, go up in numbers
    ['rank', 5, 20, 'up'],
    ['rank', 30, 20, 'down'],
    ['rank', 1, 150, 'up'],
    ['rank', 150, 1, 'down'],
    ['rank', 7, 7, null],
    ['rank', null, 7, null],
  ] as const)('for %s guess %j against %j is %j', (field, guess, answer, arrow) => {
    expect(arrowFor(compareNumber(field, guess, answer))).toBe(arrow);
  });
});

describe('given a list field', () => {
  it.each([
    ['same single value', ['Blonde'], ['Blonde'], true, false],
    ['same values in another order', ['Red', 'Blonde'], ['Blonde', 'Red'], true, false],
    ['no shared value', ['Black'], ['Blonde'], false, false],
    ['no shared value, several', ['Black', 'Grey'], ['Blonde', 'Red'], false, false],
    ['all guessed shared, answer has more', ['Blonde'], ['Blonde', 'Red'], false, true],
    ['some guessed shared, guess has more', ['Blonde', 'Black'], ['Blonde'], false, true],
    ['one of each side shared', ['Blonde', 'Black'], ['Blonde', 'Red'], false, true],
    ['repeated guess value is not a second match', ['Red', 'Red'], ['Red', 'Blonde'], false, true],
    ['repeats on both sides', ['Red', 'Red'], ['Red'], true, false],
    ['both empty', [], [], true, false],
    ['empty guess', [], ['Red'], false, false],
    ['empty answer', ['Red'], [], false, false],
  ])('with %s: equal=%s partial=%s', (_case, guess, answer, areEqual, isPartial) => {
    expect(compareArray('hairColor', guess, answer)).toEqual({
      type: 'array',
      fieldName: 'hairColor',
      currentGuessValue: guess,
      compareToValue: answer,
      areEqual,
      isPartial,
    });
  });

  it.each([
    [null, null, true],
    [null, ['Red'], false],
    [['Red'], null, false],
  ] as const)('with %j against %j: equal=%s, never partial', (guess, answer, areEqual) => {
    expect(compareArray('hairColor', guess, answer)).toMatchObject({ areEqual, isPartial: false });
  });
});

describe('given values of any type', () => {
  it.each([
    ['Female', 'Male', 'string'],
    [3, 4, 'number'],
    [null, 4, 'number'],
    [3, null, 'number'],
    [['Red'], ['Red'], 'array'],
    [null, ['Red'], 'array'],
    [null, null, 'string'],
  ] as const)('compares %j with %j as a %s', (guess, answer, type) => {
    expect(compareValues('field', guess, answer).type).toBe(type);
  });
});

describe('given a guessed performer and the answer', () => {
  it('lists the classic fields in the spec order', () => {
    expect(CLASSIC_FIELDS).toEqual([
      'gender',
      'type',
      'birthPlace',
      'ethnicity',
      'hairColor',
      'rank',
    ]);
  });

  it('compares every classic field, in order, with the right kind', () => {
    const guess = performer({
      gender: 'Male',
      type: 'pornstar',
      birthPlace: 'Lisbon, Portugal',
      ethnicity: 'Latin',
      hairColor: ['Blonde', 'Black'],
      rank: 5,
    });
    const answer = performer({ hairColor: ['Blonde'], rank: 20 });
    expect(comparePerformers(guess, answer)).toEqual([
      {
        type: 'string',
        fieldName: 'gender',
        currentGuessValue: 'Male',
        compareToValue: 'Female',
        areEqual: false,
      },
      {
        type: 'string',
        fieldName: 'type',
        currentGuessValue: 'pornstar',
        compareToValue: 'model',
        areEqual: false,
      },
      {
        type: 'string',
        fieldName: 'birthPlace',
        currentGuessValue: 'Lisbon, Portugal',
        compareToValue: 'Lisbon, Portugal',
        areEqual: true,
      },
      {
        type: 'string',
        fieldName: 'ethnicity',
        currentGuessValue: 'Latin',
        compareToValue: 'White',
        areEqual: false,
      },
      {
        type: 'array',
        fieldName: 'hairColor',
        currentGuessValue: ['Blonde', 'Black'],
        compareToValue: ['Blonde'],
        areEqual: false,
        isPartial: true,
      },
      {
        type: 'number',
        fieldName: 'rank',
        currentGuessValue: 5,
        compareToValue: 20,
        areEqual: false,
        comparisonResult: 'less',
        inverted: true,
      },
    ]);
  });

  it('finds every field equal when the guess is the answer', () => {
    const answer = performer({ hairColor: ['Red', 'Auburn'] });
    expect(comparePerformers(answer, answer).every((c) => c.areEqual)).toBe(true);
  });
});

describe('given a guessed channel and the answer', () => {
  const answer: Channel = {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Studio One',
    photo: '/one.png',
  };
  const other: Channel = {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Studio Two',
    photo: '/two.png',
  };

  it('compares id, name and photo in that order', () => {
    expect(CHANNEL_FIELDS).toEqual(['id', 'name', 'photo']);
    expect(compareChannels(other, answer).map((c) => [c.fieldName, c.areEqual])).toEqual([
      ['id', false],
      ['name', false],
      ['photo', false],
    ]);
    expect(compareChannels(answer, answer).map((c) => c.areEqual)).toEqual([true, true, true]);
  });
});
