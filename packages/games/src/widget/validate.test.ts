import { describe, expect, it } from 'vitest';
import { assertApi, assertNow, assertStorage } from './validate';
import { createFakeApi } from '../../testing/fakeApi';
import { createMemoryStorage } from '../storage/storage';

describe('given a missing api', () => {
  it('names the fix', () => {
    expect(() => assertApi(undefined, 'ClassicGame')).toThrow(
      'ClassicGame needs an `api` prop: pass createHttpApi({ baseUrl, apiKey }) from @guessdle/api',
    );
  });
});

describe('given an object that is not an api', () => {
  it('lists the missing methods', () => {
    expect(() => assertApi({ getServerDate() {} }, 'ClassicGame')).toThrow(
      /missing getDailyGuess, getStats, postSuccess, track, assetUrl/,
    );
  });

  it('accepts a complete api', () => {
    expect(() => assertApi(createFakeApi().api, 'ClassicGame')).not.toThrow();
  });
});

describe('given a storage prop', () => {
  it('accepts none and a memory storage', () => {
    expect(() => assertStorage(undefined, 'ClassicGame')).not.toThrow();
    expect(() => assertStorage(createMemoryStorage(), 'ClassicGame')).not.toThrow();
  });

  it('rejects window.localStorage-like objects missing methods with the fix', () => {
    expect(() => assertStorage({ getItem: () => null }, 'ClassicGame')).toThrow(
      /missing setItem, removeItem\). Leave it out to use createLocalStorage\(\)/,
    );
  });
});

describe('given a now prop', () => {
  it('rejects a Date instead of a clock', () => {
    expect(() => assertNow(new Date(), 'ClassicGame')).toThrow(/must be a function/);
    expect(() => assertNow(() => 0, 'ClassicGame')).not.toThrow();
  });
});
