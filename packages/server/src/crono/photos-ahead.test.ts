import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db';
import { createCronoStorage } from '../db/crono-storage';
import { writePerformerPictures } from '../testing/crono';
import { clock, dataset, tempDir } from '../testing/fixtures';
import { createPhotoVariants, type PhotoVariants } from './photos';
import { createCronoService } from './service';

// Each round's photo is made ahead, while the round before it is played: a pick's answer never
// waits for (or shares the machine with) a photo being made, and the next photo is ready when
// the page asks for it. Checked by the calls the service makes to the photo maker, in order.

const DAY = '2025-06-01';
const data = dataset(40, 4);
const assets = tempDir();
beforeAll(() => writePerformerPictures(assets.dir, data));
afterAll(() => assets.cleanup());

/** The real photo maker, with a log of what the service asked of it and when. */
function recorded() {
  const real = createPhotoVariants();
  const calls: string[] = [];
  const ready = new Set<string>();
  const photos: PhotoVariants = {
    prepare(key, round, at) {
      calls.push(`prepare ${key.split(':')[1]}`);
      ready.add(key);
      real.prepare(key, round, at);
    },
    take(key, round, at) {
      calls.push(`take ${key.split(':')[1]}${ready.has(key) ? ' (made ahead)' : ' (made now)'}`);
      return real.take(key, round, at);
    },
    drop(key) {
      calls.push(`drop ${key.split(':')[1]}`);
      ready.delete(key);
      real.drop(key);
    },
  };
  return { photos, calls };
}

async function service() {
  const c = clock(`${DAY}T10:00:00Z`);
  const dir = tempDir();
  const db = await openDatabase({ sqliteFile: path.join(dir.dir, 'guessdle.db') });
  const { photos, calls } = recorded();
  const crono = createCronoService({
    storage: createCronoStorage(db, c.now),
    dataset: data,
    now: c.now,
    today: () => DAY,
    assetsDirs: [assets.dir],
    photos,
  });
  const later = (ms: number) => c.set(new Date(c.now() + ms).toISOString());
  return {
    crono,
    calls,
    later,
    close: async () => {
      await db.close();
      dir.cleanup();
    },
  };
}

const tokenOf = (photoUrl: string) => photoUrl.split('/').at(-2) as string;
const poolIds = (crono: Awaited<ReturnType<typeof service>>['crono']) =>
  crono.pool.map((item) => item.id);

describe('given a Crono run whose page looks at each photo', () => {
  it('makes each round’s photo while the round before it is played, none while a pick is answered', async () => {
    const { crono, calls, later, close } = await service();
    try {
      const { userId } = await crono.createUserId(DAY);
      await crono.start(DAY, userId);
      later(3_000);
      expect(calls).toEqual(['prepare 0']);
      let game = await crono.get(DAY, userId);
      for (let round = 0; round < 3; round += 1) {
        const model = game.currentModel!;
        // The page asks for the round's photo; once it is sent, the next round's is started.
        expect(await crono.photo(DAY, tokenOf(model.photoUrl))).toBeDefined();
        await new Promise((resolve) => setImmediate(resolve));
        expect(calls.slice(-2)).toEqual([`take ${round} (made ahead)`, `prepare ${round + 1}`]);
        later(600);
        const before = calls.length;
        const guess = await crono.guess(DAY, {
          userId,
          modelId: game.options[0]!.id,
          roundId: model.id,
        });
        // Answering made no photo: it only forgot the answered one.
        expect(calls.slice(before)).toEqual([`drop ${round}`]);
        game = guess.game;
      }
    } finally {
      await close();
    }
  });

  it('makes no photo ahead for a client that never asks for one', async () => {
    const { crono, calls, later, close } = await service();
    try {
      const { userId } = await crono.createUserId(DAY);
      await crono.start(DAY, userId);
      later(3_000);
      let game = await crono.get(DAY, userId);
      for (let round = 0; round < 3; round += 1) {
        later(600);
        const model = game.currentModel!;
        game = (await crono.guess(DAY, { userId, modelId: poolIds(crono)[0]!, roundId: model.id }))
          .game;
      }
      expect(calls).toEqual(['prepare 0', 'drop 0', 'drop 1', 'drop 2']);
      // Asked at last, a round's photo is made then.
      await crono.photo(DAY, tokenOf(game.currentModel!.photoUrl));
      await new Promise((resolve) => setImmediate(resolve));
      expect(calls.slice(-2)).toEqual(['take 3 (made now)', 'prepare 4']);
    } finally {
      await close();
    }
  });
});
