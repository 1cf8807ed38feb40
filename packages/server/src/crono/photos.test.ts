import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cronoGameSchema, cronoGuessResponseSchema, type CronoGame } from '@guessdle/api';
import { testConfig } from '../config';
import { loadDataset, type Dataset } from '../dataset';
import { roundOracle, type RoundOracle } from '../testing/crono';
import { clock, DEV_KEY_HEADERS, testApp, type TestApp } from '../testing/fixtures';
import { hashes, nearest, type Hashes } from './phash';

/**
 * The audit's photo attack, on the shipped dataset and its real pictures: a script that knows
 * every public picture (the site bundle lists them) and reads each round's photo must not find
 * the answer by its bytes, size, dimensions or a simple perceptual hash.
 */
const DAY = '2025-06-01';
const ROUNDS = 160;
const assetsDir = testConfig().assetsDir;

let data: Dataset;
let t: TestApp;
/** Per performer id (profileUrl): its public file and the hashes of that picture. */
interface Picture {
  bytes: Buffer;
  width: number;
  height: number;
  h: Hashes;
}
const pictures = new Map<string, Picture>();

const nearestNumber = (x: number, candidates: readonly number[]) =>
  candidates.reduce(
    (best, c, i) => (Math.abs(c - x) < Math.abs((candidates[best] ?? 0) - x) ? i : best),
    0,
  );

beforeAll(async () => {
  data = await loadDataset({});
  await Promise.all(
    data.performers.map(async (p) => {
      const file = path.join(assetsDir, p.profilePictureUrl.slice('/assets/'.length));
      const bytes = readFileSync(file);
      const meta = await sharp(bytes).metadata();
      pictures.set(p.profileUrl, {
        bytes,
        width: meta.width,
        height: meta.height,
        h: await hashes(bytes),
      });
    }),
  );
  const c = clock(`${DAY}T10:00:00Z`);
  t = await testApp({ now: c.now, dataset: data, config: { assetsDir } });
  // Start the run, then let the countdown pass on the fake clock (the run lasts 60 s of it).
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/crono/${DAY}/create-id`,
    headers: DEV_KEY_HEADERS,
  });
  userId = (created.json() as { userId: string }).userId;
  await t.app.inject({
    method: 'POST',
    url: `/api/crono/${DAY}/start`,
    headers: DEV_KEY_HEADERS,
    payload: { userId },
  });
  c.set(`${DAY}T10:00:03.500Z`);
  // Each look takes a person's reaction time, so the picks are plausible.
  oracle = roundOracle(t.db, data, () => c.set(new Date(c.now() + 300).toISOString()));
}, 120_000);
afterAll(() => t?.close());
let userId = '';
let oracle: RoundOracle;

interface Served {
  options: string[];
  answer: string;
  body: Buffer;
  width: number;
  height: number;
  h: Hashes;
}

/** Plays ROUNDS rounds, keeping each photo and its answer (known to the test from the database). */
async function play(): Promise<Served[]> {
  const served: Served[] = [];
  let game = cronoGameSchema.parse(
    (
      await t.app.inject({ url: `/api/crono/${DAY}?userId=${userId}`, headers: DEV_KEY_HEADERS })
    ).json(),
  );
  for (let i = 0; i < ROUNDS; i += 1) {
    const round = game.currentModel as NonNullable<CronoGame['currentModel']>;
    const photo = await t.app.inject({ url: round.photoUrl });
    expect(photo.statusCode).toBe(200);
    const body = photo.rawPayload;
    const meta = await sharp(body).metadata();
    const options = game.options.map((o) => o.id);
    const answer = await oracle(round.photoUrl);
    const pick = options[0] as string;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/crono/${DAY}/guess`,
      headers: DEV_KEY_HEADERS,
      payload: { userId, modelId: pick, roundId: round.id },
    });
    const reply = cronoGuessResponseSchema.parse(res.json());
    if (reply.status !== 'success') throw new Error(JSON.stringify(reply));
    expect(reply.correct).toBe(pick === answer);
    served.push({
      options,
      answer,
      body,
      width: meta.width,
      height: meta.height,
      h: await hashes(body),
    });
    game = reply.game;
  }
  return served;
}

describe('given a script that knows every public picture', () => {
  it('cannot tell the answer of a round by the photo bytes, size, dimensions or hashes', async () => {
    const served = await play();
    const publicIds = [...pictures.keys()];
    const digests = new Set(
      [...pictures.values()].map((p) => createHash('sha256').update(p.bytes).digest('hex')),
    );
    const roundDigests = new Set<string>();
    const publicA = publicIds.map((id) => (pictures.get(id) as { h: Hashes }).h.a);
    const publicD = publicIds.map((id) => (pictures.get(id) as { h: Hashes }).h.d);

    let known = 0;
    let nearestA = 0;
    let nearestD = 0;
    let nearestSize = 0;
    let globalA = 0;
    let globalD = 0;
    for (const s of served) {
      const digest = createHash('sha256').update(s.body).digest('hex');
      expect(digests.has(digest), 'a photo is byte for byte a public picture').toBe(false);
      expect(roundDigests.has(digest), 'two rounds served the same bytes').toBe(false);
      roundDigests.add(digest);
      known += 1;
      const pub = pictures.get(s.answer) as Picture;
      expect(s.body.length, 'a photo has the size of its public picture').not.toBe(
        pub.bytes.length,
      );
      // The photo's size says nothing either: the option whose public size is nearest is
      // the answer about one time in four (counted and bounded below).
      const sizes = s.options.map((id) => (pictures.get(id) as Picture).bytes.length);
      if (s.options[nearestNumber(s.body.length, sizes)] === s.answer) nearestSize += 1;
      expect([s.width, s.height]).not.toEqual([pub.width, pub.height]);
      const optionHashes = s.options.map((id) => (pictures.get(id) as { h: Hashes }).h);
      if (
        s.options[
          nearest(
            s.h.a,
            optionHashes.map((h) => h.a),
          )
        ] === s.answer
      )
        nearestA += 1;
      if (
        s.options[
          nearest(
            s.h.d,
            optionHashes.map((h) => h.d),
          )
        ] === s.answer
      )
        nearestD += 1;
      if (publicIds[nearest(s.h.a, publicA)] === s.answer) globalA += 1;
      if (publicIds[nearest(s.h.d, publicD)] === s.answer) globalD += 1;
    }
    // Among the four options, the nearest hash is right about one time in four (chance); the
    // bound is chance plus four standard deviations of a binomial (about 62 of 160), so it fails
    // on any real signal (the public picture itself scores every time) and not by bad luck: at
    // three deviations, three such checks failed about one run in 250.
    const bound = known / 4 + 4 * Math.sqrt((known * 3) / 16);
    expect(nearestA, `aHash picks the answer in ${nearestA}/${known}`).toBeLessThanOrEqual(bound);
    expect(nearestD, `dHash picks the answer in ${nearestD}/${known}`).toBeLessThanOrEqual(bound);
    expect(nearestSize, `size picks the answer in ${nearestSize}/${known}`).toBeLessThanOrEqual(
      bound,
    );
    // Among all public pictures, the nearest hash is almost never the answer (chance: 1/150).
    const globalBound = known / 20;
    expect(globalA, `aHash finds the answer in ${globalA}/${known}`).toBeLessThanOrEqual(
      globalBound,
    );
    expect(globalD, `dHash finds the answer in ${globalD}/${known}`).toBeLessThanOrEqual(
      globalBound,
    );
  }, 300_000);
});
