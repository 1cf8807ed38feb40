import { describe, expect, it } from 'vitest';
import {
  cronoCompletion,
  cronoDeadline,
  cronoMsToNextTick,
  cronoSecondsLeft,
  isDailyCronoId,
  optionIndexForKey,
} from './crono';
import { nextMode } from './modes';
import { parseCompletion } from './storage-keys';

describe('given the server’s remaining time', () => {
  it.each([
    // remainingTime, received at, shown at, seconds shown
    [60, 1_000, 1_000, 60],
    [60, 1_000, 1_001, 60],
    [60, 1_000, 2_000, 59],
    [60, 1_000, 60_999, 1],
    [60, 1_000, 61_000, 0],
    [60, 1_000, 90_000, 0],
    [0, 5_000, 5_000, 0],
    [2.4, 0, 0, 3],
  ])('%s s received at %s shows at %s: %s s', (remaining, receivedAt, at, shown) => {
    expect(cronoSecondsLeft(cronoDeadline(remaining, receivedAt), at)).toBe(shown);
  });

  it.each([
    [61_000, 1_000, 1000],
    [61_000, 1_250, 750],
    [61_000, 60_999, 1],
    [61_000, 61_000, 0],
    [61_000, 70_000, 0],
  ])('deadline %s at %s: the shown number changes in %s ms', (deadline, at, ms) => {
    expect(cronoMsToNextTick(deadline, at)).toBe(ms);
  });
});

describe('given a Crono game id', () => {
  it.each([
    ['2026-11-23', true],
    ['AbCdEfGhIjKlMnOpQrSt', false],
    ['2026-11-23x', false],
  ])('%s is the daily game: %s', (id, daily) => {
    expect(isDailyCronoId(id)).toBe(daily);
  });
});

describe('given a finished daily run', () => {
  it('stores a completion record the daily widgets recognise, with the score', () => {
    expect(cronoCompletion(7)).toEqual({ status: 'completed', tries: 0, score: 7 });
    expect(cronoCompletion(-1).score).toBe(0);
  });

  it('counts as Crono completed for the next-mode suggestion', () => {
    const stored = JSON.stringify(cronoCompletion(7));
    expect(parseCompletion(stored)).toEqual({ status: 'completed', tries: 0 });
    expect(nextMode({ classic: true, 'image-guess': true, 'channel-guess': true }, 'classic')).toBe(
      'crono',
    );
    expect(
      nextMode({ classic: true, 'image-guess': true, 'channel-guess': true, crono: true }),
    ).toBeNull();
  });
});

describe('given a key press during a round', () => {
  it.each([
    ['1', 4, 0],
    ['4', 4, 3],
    ['5', 4, null],
    ['3', 2, null],
    ['0', 4, null],
    ['a', 4, null],
    ['Enter', 4, null],
  ])('%s with %s options picks %s', (key, count, index) => {
    expect(optionIndexForKey(key, count)).toBe(index);
  });
});
