import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema, type CronoGame } from '@guessdle/api';
import { openDatabase, type DatabaseHandle } from '../db';
import { cronoClient, roundOracle, writePerformerPictures } from '../testing/crono';
import { clock, dataset, tempDir, testApp, type TestApp } from '../testing/fixtures';

// What a client needs to find its way back after losing track of its run (a pick whose answer
// was lost, a second tab, a server restart): a pick on a round that is over is refused with
// 409 stale-round in the contract's error shape, scores nothing, and the run's GET gives the
// current round, whose pick counts.

const DAY = '2025-06-01';
const data = dataset(40, 4);
const assets = tempDir();
beforeAll(() => writePerformerPictures(assets.dir, data));
afterAll(() => assets.cleanup());

const apps: TestApp[] = [];
const dbs: DatabaseHandle[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
  for (const db of dbs.splice(0)) await db.close();
});

type Round = NonNullable<CronoGame['currentModel']>;

async function server(c: ReturnType<typeof clock>, db?: DatabaseHandle) {
  const t = await testApp({
    now: c.now,
    dataset: data,
    ...(db ? { db } : {}),
    config: { assetsDir: assets.dir, rateLimit: { max: 100_000, windowMs: 60_000 } },
  });
  apps.push(t);
  const later = (ms: number) => c.set(new Date(c.now() + ms).toISOString());
  return {
    t,
    client: cronoClient(
      t.app,
      undefined,
      roundOracle(t.db, data, () => later(300)),
    ),
  };
}

async function startedRun(c: ReturnType<typeof clock>, db?: DatabaseHandle) {
  const { t, client } = await server(c, db);
  const userId = await client.createId(DAY);
  await client.start(DAY, userId);
  c.set(new Date(c.now() + 3_000).toISOString());
  return { t, client, userId, game: await client.get(DAY, userId) };
}

describe('given a pick the server took whose answer never reached the player', () => {
  it('refuses the same pick again as stale-round without scoring it twice; the GET gives the next round', async () => {
    const c = clock(`${DAY}T10:00:00Z`);
    const { client, userId, game } = await startedRun(c);
    const first = game.currentModel as Round;
    const answer = await client.look(first.photoUrl);
    const taken = await client.guess(DAY, { userId, modelId: answer, roundId: first.id });
    expect(taken.result).toMatchObject({ status: 'success', correct: true });
    // The answer is lost: the player's screen still shows `first` and sends the pick again.
    const again = await client.call('POST', `/api/crono/${DAY}/guess`, {
      userId,
      modelId: answer,
      roundId: first.id,
    });
    expect(again.status).toBe(409);
    expect(errorResponseSchema.parse(again.body)).toMatchObject({
      status: 'error',
      error: 'stale-round',
    });
    const now = await client.get(DAY, userId);
    expect(now.status).toBe('ongoing');
    expect(now.score).toBe(1);
    expect(now.currentModel?.id).not.toBe(first.id);
    expect(now).toEqual(taken.result.status === 'success' ? taken.result.game : null);
    // The round the GET gave is the one the server takes.
    const next = now.currentModel as Round;
    const right = await client.look(next.photoUrl);
    const counted = await client.guess(DAY, { userId, modelId: right, roundId: next.id });
    expect(counted.result).toMatchObject({ status: 'success', correct: true });
    expect((await client.get(DAY, userId)).score).toBe(2);
  });
});

describe('given one run played from two tabs', () => {
  it('takes the picks of whichever tab shows the current round; the other is told stale-round and catches up by the GET', async () => {
    const c = clock(`${DAY}T10:00:00Z`);
    const { client, userId, game } = await startedRun(c);
    // Both tabs show the same round.
    let tabA = game;
    let tabB = await client.get(DAY, userId);
    expect(tabB.currentModel?.id).toBe(tabA.currentModel?.id);
    for (let turn = 0; turn < 4; turn += 1) {
      // The tab on turn picks on the round it shows: taken.
      const round = tabA.currentModel as Round;
      const picked = await client.guess(DAY, {
        userId,
        modelId: await client.look(round.photoUrl),
        roundId: round.id,
      });
      if (picked.result.status !== 'success') throw new Error(JSON.stringify(picked.result));
      tabA = picked.result.game;
      // The other tab still shows the old round: refused, then it reads the run again.
      const stale = tabB.currentModel as Round;
      const refused = await client.guess(DAY, {
        userId,
        modelId: tabB.options[0]!.id,
        roundId: stale.id,
      });
      expect(refused).toMatchObject({ status: 409, result: { error: 'stale-round' } });
      tabB = await client.get(DAY, userId);
      expect(tabB.currentModel?.id).toBe(tabA.currentModel?.id);
      expect(tabB.score).toBe(turn + 1);
      // Turns alternate.
      [tabA, tabB] = [tabB, tabA];
    }
  });
});

describe('given a server restarted during a run', () => {
  it('gives the same round after the restart, and takes its pick', async () => {
    const dir = tempDir();
    try {
      const file = path.join(dir.dir, 'guessdle.sqlite');
      const c = clock(`${DAY}T10:00:00Z`);
      const before = await openDatabase({ sqliteFile: file });
      const { t, client, userId, game } = await startedRun(c, before);
      const first = game.currentModel as Round;
      await client.guess(DAY, {
        userId,
        modelId: await client.look(first.photoUrl),
        roundId: first.id,
      });
      const shown = await client.get(DAY, userId);
      await t.close();
      apps.splice(apps.indexOf(t), 1);
      await before.close();

      const after = await openDatabase({ sqliteFile: file });
      dbs.push(after);
      const restarted = await server(c, after);
      const again = await restarted.client.get(DAY, userId);
      expect(again.currentModel?.id).toBe(shown.currentModel?.id);
      expect(again.score).toBe(shown.score);
      const round = again.currentModel as Round;
      const picked = await restarted.client.guess(DAY, {
        userId,
        modelId: await restarted.client.look(round.photoUrl),
        roundId: round.id,
      });
      expect(picked.result).toMatchObject({ status: 'success', correct: true });
    } finally {
      dir.cleanup();
    }
  });
});
