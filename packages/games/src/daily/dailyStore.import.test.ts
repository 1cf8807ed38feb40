import { describe, expect, it } from 'vitest';
import { createDailyGameStore } from './dailyStore';
import { mergeProgress } from '../progress/progress';
import { createMemoryStorage } from '../storage/storage';
import { createFakeApi } from '../../testing/fakeApi';
import { useFakeClock, settle } from '../../testing/fakeClock';

const DAY1 = '2025-06-01';
const answers = {
  [DAY1]: { today: '/model/ann', yesterday: '/model/zoe' },
};
const GUESSES = `${DAY1}-classic`;
const STATUS = `classic-${DAY1}-status`;

useFakeClock('2025-06-01T12:00:00.000Z');

/** An open Classic game of DAY1 with two wrong guesses typed in this tab. */
async function openGameWithTwoWrongGuesses() {
  const { api } = createFakeApi({ answers });
  const storage = createMemoryStorage();
  const store = createDailyGameStore({ mode: 'classic', api, storage });
  await store.getState().init();
  await settle();
  store.getState().pick('/model/cat');
  store.getState().pick('/model/dan');
  return { store, storage };
}

describe('given a game open with two wrong guesses', () => {
  it('shows the win at once when this page imports a day won elsewhere', async () => {
    const { store, storage } = await openGameWithTwoWrongGuesses();
    const changed = mergeProgress(storage, {
      [GUESSES]: JSON.stringify(['/model/ann']),
      [STATUS]: JSON.stringify({ status: 'completed', tries: 0 }),
    });
    expect(changed).toBe(1);
    expect(store.getState()).toMatchObject({
      status: 'won',
      guesses: [{ id: '/model/ann', from: 'storage' }],
      revealPending: false,
    });
    expect(store.getState().completions.classic).toBe(true);
    store.getState().dispose();
  });

  it('ignores a pick after a win imported, and keeps the win stored', async () => {
    const { store, storage } = await openGameWithTwoWrongGuesses();
    mergeProgress(storage, {
      [GUESSES]: JSON.stringify(['/model/ann']),
      [STATUS]: JSON.stringify({ status: 'completed', tries: 0 }),
    });
    store.getState().pick('/model/eve');
    expect(JSON.parse(storage.getItem(GUESSES)!)).toEqual(['/model/ann']);
    store.getState().dispose();
  });

  it('keeps the guesses an import added when the next guess is saved', async () => {
    const { store, storage } = await openGameWithTwoWrongGuesses();
    mergeProgress(storage, { [GUESSES]: JSON.stringify(['/model/eve']) });
    store.getState().pick('/model/zoe');
    const saved = JSON.parse(storage.getItem(GUESSES)!) as string[];
    expect(saved[0]).toBe('/model/zoe');
    expect([...saved].sort()).toEqual(['/model/cat', '/model/dan', '/model/eve', '/model/zoe']);
    expect(store.getState().guesses.map((g) => g.id)).toEqual(saved);
    store.getState().dispose();
  });
});

describe('given an import nobody announced (a host storage without listeners)', () => {
  it('merges the stored guesses into the next pick instead of writing over them', async () => {
    const { store, storage } = await openGameWithTwoWrongGuesses();
    // Written behind the store's back: no listener hears it.
    storage.setItem(GUESSES, JSON.stringify(['/model/eve', '/model/dan', '/model/cat']));
    store.getState().pick('/model/zoe');
    expect(JSON.parse(storage.getItem(GUESSES)!)).toEqual([
      '/model/zoe',
      '/model/eve',
      '/model/dan',
      '/model/cat',
    ]);
    store.getState().dispose();
  });

  it('finds the day won at the next pick when the stored list holds the answer', async () => {
    const { store, storage } = await openGameWithTwoWrongGuesses();
    storage.setItem(GUESSES, JSON.stringify(['/model/ann']));
    store.getState().pick('/model/eve');
    expect(store.getState().status).toBe('won');
    expect(JSON.parse(storage.getItem(GUESSES)!)).toEqual(['/model/ann']);
    store.getState().dispose();
  });
});
