import { randomUUID } from 'node:crypto';
import { newToken } from '../crono/service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../testing/backends';
import { CRONO_LISTED_FAST_PICKS_MAX, CRONO_LISTED_RUNS_PER_ADDRESS } from '../crono/plausibility';
import { createCronoStorage, type CronoStorage } from './crono-storage';
import type { DatabaseHandle } from './index';

// The same suite on SQLite and PostgreSQL (skipped with a printed warning without a URL).
// On PostgreSQL the concurrent cases really interleave on several pool connections.
describe.each(backends())('crono storage on $name', (backend) => {
  let handle: DatabaseHandle;
  let other: DatabaseHandle;
  let store: CronoStorage;
  let store2: CronoStorage;

  beforeAll(async () => {
    if (backend.skip) return;
    handle = await backend.open();
    // A second instance's connection pool on PostgreSQL; SQLite is one process per file.
    other = backend.name === 'postgres' ? await backend.open() : handle;
    store = createCronoStorage(handle);
    store2 = createCronoStorage(other);
  });
  afterAll(async () => {
    if (backend.skip) return;
    await handle.close();
    if (other !== handle) await other.close();
    await backend.cleanup();
  });

  const newGame = async () => {
    const id = randomUUID().replace(/-/g, '');
    const userId = randomUUID();
    await store.createPrivateGame(id, userId, 'seed');
    return { id, userId };
  };

  describe.skipIf(backend.skip)('queries', () => {
    it('creates a game with its first user; users of one game are unknown in another', async () => {
      const a = await newGame();
      const b = await newGame();
      expect(await store.getGame(a.id)).toEqual({ kind: 'private', userCount: 0 });
      expect(await store.getRun(a.id, a.userId)).toMatchObject({
        seed: 'seed',
        startedAt: null,
        round: 0,
        score: 0,
      });
      expect(await store.getRun(b.id, a.userId)).toBeUndefined();
      expect(await store.getGame('nope')).toBeUndefined();
    });

    it('starts a run once, whatever the concurrency, and counts its user once', async () => {
      const g = await newGame();
      const starts = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 ? store : store2).startRun(g.id, g.userId, 1000 + i, 64_000, newToken(), null),
        ),
      );
      expect(starts.filter(Boolean)).toHaveLength(1);
      expect((await store.getGame(g.id))?.userCount).toBe(1);
      const run = await store.getRun(g.id, g.userId);
      expect(run?.startedAt).toBeGreaterThanOrEqual(1000);
      expect(typeof run?.startedAt).toBe('number');
    });

    it('advances a round once when the same round is answered many times at once', async () => {
      const g = await newGame();
      const first = newToken();
      await store.startRun(g.id, g.userId, 1000, 64_000, first, null);
      const moves = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? store : store2).advanceRound(g.id, g.userId, first, {
            round: 1,
            score: 1,
            token: newToken(),
            at: 5000,
            fast: false,
          }),
        ),
      );
      expect(moves.filter(Boolean)).toHaveLength(1);
      expect(await store.getRun(g.id, g.userId)).toMatchObject({ round: 1, score: 1 });
      expect(await store.runByToken(g.id, first)).toBeUndefined();
    });

    it('records a submitted score once, from the run, and ranks the leaderboard', async () => {
      const id = randomUUID().replace(/-/g, '');
      await store.ensureGame(id, 'daily');
      await store.ensureGame(id, 'daily');
      const users = Array.from({ length: 12 }, () => randomUUID());
      for (const [i, u] of users.entries()) {
        await store.addUser(id, u, 'seed');
        const token = newToken();
        await store.startRun(id, u, 1000 + i, 64_000 + i, token, `address ${i}`);
        await store.advanceRound(id, u, token, {
          at: 5000,
          fast: false,
          round: 1,
          score: i % 4,
          token: newToken(),
        });
      }
      const submits = await Promise.all(
        users.flatMap((u, i) => [
          store.submitScore(id, u, `user ${i}`, 70_000 + (users.length - i)),
          store2.submitScore(id, u, `copy ${i}`, 70_000),
        ]),
      );
      expect(submits.filter(Boolean)).toHaveLength(12);
      const board = await store.leaderboard(id, 10);
      expect(board.map((e) => e.score)).toEqual([3, 3, 3, 2, 2, 2, 1, 1, 1, 0]);
      // Ties: the earlier end first (users started in index order).
      const threes = board.slice(0, 3).map((e) => e.username?.replace(/^(user|copy) /, ''));
      expect(threes).toEqual(['3', '7', '11']);
      expect(await store2.leaderboard(id, 10)).toEqual(board);
      expect((await store.getGame(id))?.userCount).toBe(12);
    });

    it('lists at most CRONO_LISTED_RUNS_PER_ADDRESS runs of one address per game', async () => {
      const id = randomUUID().replace(/-/g, '');
      await store.ensureGame(id, 'daily');
      /** Plays a run from `address` to `score` (with `fastPicks` picks under the floor) and submits it. */
      const play = async (address: string, name: string, score: number, fastPicks = 0) => {
        const user = randomUUID();
        await store.addUser(id, user, 'seed');
        let token = newToken();
        await store.startRun(id, user, 1000, 64_000, token, address);
        for (let round = 1; round <= Math.max(score, fastPicks); round += 1) {
          const next = newToken();
          await store.advanceRound(id, user, token, {
            round,
            score: Math.min(round, score),
            token: next,
            at: 5000 + round,
            fast: round <= fastPicks,
          });
          token = next;
        }
        expect(await store.submitScore(id, user, name, 70_000)).toBe(true);
      };
      // A script's run at an inhuman pace is never listed and does not use up the address's runs.
      await play('shared', 'script', 9, CRONO_LISTED_FAST_PICKS_MAX + 1);
      for (const [i, score] of [1, 2, 3, 8, 9].entries()) await play('shared', `try ${i}`, score);
      await play('elsewhere', 'neighbour', 4);
      const board = await store2.leaderboard(id, 10);
      // The address's first three runs, whatever their scores; its better later ones are kept off.
      expect(board).toEqual([
        { username: 'neighbour', score: 4 },
        { username: 'try 2', score: 3 },
        { username: 'try 1', score: 2 },
        { username: 'try 0', score: 1 },
      ]);
      expect(board).toHaveLength(CRONO_LISTED_RUNS_PER_ADDRESS + 1);
    });
  });
});
