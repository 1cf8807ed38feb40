import { describe, expect, expectTypeOf, it } from 'vitest';
import * as contract from '@guessdle/api';
import {
  archiveGuessesKey,
  archiveStatusKey,
  CLASSIC_MODES_FLAG,
  COACH_MARK_DISMISSED,
  COACH_MARKS,
  coachMarkKey,
  completionRecord,
  CRONO_USERS_KEY,
  DEFAULT_LANGUAGE,
  FEATURE_FLAGS_KEY,
  guessesKey,
  hasFeatureFlag,
  LANGUAGE_KEY,
  LANGUAGES,
  parseCoachMark,
  parseCompletion,
  parseCronoUsers,
  parseFeatureFlags,
  parseGuessList,
  parseLanguage,
  statusKey,
  withCronoUser,
  withFeatureFlag,
  withoutFeatureFlag,
} from './storage-keys';
import type { Language } from './storage-keys';

describe('given the fixed storage keys', () => {
  it('uses the names of SPEC §6 and §7', () => {
    expect(FEATURE_FLAGS_KEY).toBe('featureFlags');
    expect(LANGUAGE_KEY).toBe('language');
    expect(CRONO_USERS_KEY).toBe('crono');
    expect(CLASSIC_MODES_FLAG).toBe('ClassicModes');
    expect(COACH_MARKS).toEqual(['newClassicModes', 'newCronoModes']);
    expect(COACH_MARK_DISMISSED).toBe('false');
    expect(LANGUAGES).toEqual(['en', 'es', 'fr', 'pl', 'it', 'pt']);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('offers the languages of the API contract', () => {
    expect(LANGUAGES).toEqual(contract.LANGUAGES);
    expectTypeOf<Language>().toEqualTypeOf<contract.Language>();
  });
});

describe('given a mode key and a date', () => {
  it.each([
    ['classic', '2025-03-01', 'classic-2025-03-01-status', '2025-03-01-classic'],
    ['classic-easy', '2025-03-01', 'classic-easy-2025-03-01-status', '2025-03-01-classic-easy'],
    ['channel-guess', '2024-12-31', 'channel-guess-2024-12-31-status', '2024-12-31-channel-guess'],
  ])('%s on %s keeps its status at %j and guesses at %j', (mode, date, status, guesses) => {
    expect(statusKey(mode, date)).toBe(status);
    expect(guessesKey(date, mode)).toBe(guesses);
  });
});

describe('given a past day played from the archive', () => {
  it.each([
    [
      'classic-easy',
      '2025-05-20',
      'archive:classic-easy-2025-05-20-status',
      'archive:2025-05-20-classic-easy',
    ],
    [
      'image-guess',
      '2025-05-21',
      'archive:image-guess-2025-05-21-status',
      'archive:2025-05-21-image-guess',
    ],
  ])('keeps %s on %s apart from the daily history', (mode, date, status, guesses) => {
    expect(archiveStatusKey(mode, date)).toBe(status);
    expect(archiveGuessesKey(date, mode)).toBe(guesses);
    expect(archiveStatusKey(mode, date)).not.toBe(statusKey(mode, date));
    expect(archiveGuessesKey(date, mode)).not.toBe(guessesKey(date, mode));
  });
});

describe('given a coach mark name', () => {
  it.each([
    ['newClassicModes', 'coachMark.newClassicModes'],
    ['newCronoModes', 'coachMark.newCronoModes'],
  ])('%s is stored at %j', (name, key) => {
    expect(coachMarkKey(name)).toBe(key);
  });

  it.each([
    [null, true],
    [undefined, true],
    ['true', true],
    ['false', false],
    ['', true],
    ['FALSE', true],
    ['"false"', true],
  ])('with stored value %j is shown=%s', (raw, shown) => {
    expect(parseCoachMark(raw)).toBe(shown);
  });
});

describe('given a win', () => {
  it.each([
    [1, 0],
    [2, 1],
    [7, 6],
    [0, 0],
    [Number.NaN, 0],
  ])('after %d guesses including the winning one records %i tries', (count, tries) => {
    expect(completionRecord(count)).toEqual({ status: 'completed', tries });
  });
});

describe('given a stored completion record', () => {
  it.each([
    ['{"status":"completed","tries":3}', { status: 'completed', tries: 3 }],
    ['{"status":"completed","tries":0}', { status: 'completed', tries: 0 }],
    ['{"status":"completed","tries":3,"extra":1}', { status: 'completed', tries: 3 }],
    [null, null],
    [undefined, null],
    ['', null],
    ['not json', null],
    ['null', null],
    ['[]', null],
    ['"completed"', null],
    ['{"status":"playing","tries":3}', null],
    ['{"status":"completed"}', null],
    ['{"status":"completed","tries":"3"}', null],
    ['{"status":"completed","tries":-1}', null],
    ['{"status":"completed","tries":1.5}', null],
  ])('reads %j as %j', (raw, record) => {
    expect(parseCompletion(raw)).toEqual(record);
  });

  it('reads back what completionRecord wrote', () => {
    expect(parseCompletion(JSON.stringify(completionRecord(4)))).toEqual({
      status: 'completed',
      tries: 3,
    });
  });
});

describe('given a stored guess list', () => {
  it.each([
    ['["/model/a","/pornstar/b"]', ['/model/a', '/pornstar/b']],
    ['[]', []],
    [null, []],
    [undefined, []],
    ['', []],
    ['{oops', []],
    ['"/model/a"', []],
    ['{"0":"/model/a"}', []],
    ['null', []],
    ['42', []],
    ['["/model/a",1,null,"",{"id":"x"},["y"],"/model/b"]', ['/model/a', '/model/b']],
    ['["/model/a","/model/b","/model/a"]', ['/model/a', '/model/b']],
  ])('reads %j as %j', (raw, ids) => {
    expect(parseGuessList(raw)).toEqual(ids);
  });
});

describe('given stored feature flags', () => {
  it.each([
    ['["ClassicModes"]', ['ClassicModes']],
    ['["ClassicModes","Other","ClassicModes"]', ['ClassicModes', 'Other']],
    ['["ClassicModes",true,7,""]', ['ClassicModes']],
    ['ClassicModes', []],
    ['{"ClassicModes":true}', []],
    [null, []],
  ])('reads %j as %j', (raw, flags) => {
    expect(parseFeatureFlags(raw)).toEqual(flags);
  });

  it.each([
    ['["ClassicModes"]', true],
    ['["Other"]', false],
    ['["classicmodes"]', false],
    [null, false],
    ['broken', false],
  ])('with %j has ClassicModes=%s', (raw, on) => {
    expect(hasFeatureFlag(raw, CLASSIC_MODES_FLAG)).toBe(on);
  });

  it('adds a flag once and removes it', () => {
    expect(withFeatureFlag([], 'ClassicModes')).toBe('["ClassicModes"]');
    expect(withFeatureFlag(['ClassicModes'], 'ClassicModes')).toBe('["ClassicModes"]');
    expect(withFeatureFlag(['A'], 'B')).toBe('["A","B"]');
    expect(withoutFeatureFlag(['A', 'ClassicModes'], 'ClassicModes')).toBe('["A"]');
    expect(withoutFeatureFlag([], 'ClassicModes')).toBe('[]');
  });
});

describe('given stored Crono user ids', () => {
  it.each([
    ['{"game-1":"user-1","game-2":"user-2"}', { 'game-1': 'user-1', 'game-2': 'user-2' }],
    ['{"game-1":"user-1","game-2":5,"game-3":null,"game-4":""}', { 'game-1': 'user-1' }],
    ['[]', {}],
    ['["user-1"]', {}],
    ['"user-1"', {}],
    ['null', {}],
    ['nope', {}],
    [null, {}],
  ])('reads %j as %j', (raw, users) => {
    expect(parseCronoUsers(raw)).toEqual(users);
  });

  it('keeps a "__proto__" key as data, never as the prototype', () => {
    const users = parseCronoUsers('{"__proto__":"user-x","game-1":"user-1"}');
    expect(Object.getPrototypeOf(users)).toBe(Object.prototype);
    expect(Object.keys(users)).toEqual(['__proto__', 'game-1']);
  });

  it('adds or replaces a game user id', () => {
    expect(withCronoUser({}, 'game-1', 'user-1')).toBe('{"game-1":"user-1"}');
    expect(withCronoUser({ 'game-1': 'old', 'game-2': 'u2' }, 'game-1', 'new')).toBe(
      '{"game-1":"new","game-2":"u2"}',
    );
  });
});

describe('given a stored language', () => {
  it.each([
    ['en', 'en'],
    ['pl', 'pl'],
    ['pt', 'pt'],
    ['de', null],
    ['EN', null],
    ['', null],
    [null, null],
  ])('reads %j as %j', (raw, language) => {
    expect(parseLanguage(raw)).toBe(language);
  });
});
