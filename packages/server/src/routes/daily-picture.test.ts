import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clock,
  dataset,
  DEV_KEY_HEADERS,
  tempDir,
  testApp,
  type TestApp,
} from '../testing/fixtures';

const dirs = tempDir();
const assetsDir = path.join(dirs.dir, 'assets');
const time = clock('2026-03-10T12:00:00Z');
const base = dataset(30, 6);
// As in the shipped dataset, a channel's logo is named by the channel's id.
const data = {
  ...base,
  channels: base.channels.map((c) => ({ ...c, photo: `/assets/channels/${c.id}.svg` })),
};
let t: TestApp;

/** Each picture's bytes name their file, so a wrong picture shows in the test. */
const bytesOf = (picture: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg"><!--${picture}--></svg>`;

beforeAll(async () => {
  mkdirSync(path.join(assetsDir, 'performers'), { recursive: true });
  mkdirSync(path.join(assetsDir, 'channels'), { recursive: true });
  for (const picture of [
    ...data.performers.map((p) => p.profilePictureUrl),
    ...data.channels.map((c) => c.photo),
  ]) {
    writeFileSync(path.join(assetsDir, picture.slice('/assets/'.length)), bytesOf(picture));
  }
  // The archive starts a week before the test's today.
  t = await testApp({
    config: { assetsDir, launchDate: '2026-03-03' },
    dataset: data,
    now: time.now,
  });
});

afterAll(async () => {
  await t.close();
  dirs.cleanup();
});

async function daily(mode: string, date?: string): Promise<{ today: string; date: string }> {
  const query = date ? `?date=${date}` : '';
  const res = await t.app.inject({
    url: `/api/${mode}/daily-guess/${query}`,
    headers: DEV_KEY_HEADERS,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe("given today's picture of a picture mode", () => {
  it('serves the answer picture under an address that names neither its id nor its file', async () => {
    const cases = [
      {
        mode: 'image-guess',
        pictureOf: (id: string) =>
          data.performers.find((p) => p.profileUrl === id)?.profilePictureUrl,
      },
      {
        mode: 'channel-guess',
        pictureOf: (id: string) => data.channels.find((c) => c.id === id)?.photo,
      },
    ];
    for (const { mode, pictureOf } of cases) {
      const { today, date } = await daily(mode);
      const picture = pictureOf(today);
      expect(picture).toBeDefined();
      const url = `/assets/daily/${mode}/${date}`;
      // Neither the id (a profile path or a UUID), nor its last part, nor the file's name.
      for (const secret of [
        today,
        today.split('/').pop() ?? today,
        path.basename(picture ?? '', '.svg'),
      ]) {
        expect(url).not.toContain(secret);
      }
      // An <img> sends no API key.
      const res = await t.app.inject({ url });
      expect(res.statusCode, mode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toBe(bytesOf(picture ?? ''));
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
    }
  });

  it("answers 404 for a day that is not the archive's, and for a mode without a picture", async () => {
    const { date } = await daily('image-guess');
    // Tomorrow, before the launch date, and addresses that are no date.
    for (const other of ['2026-03-11', '2027-01-01', '2026-03-02', 'today', '2026-3-10']) {
      expect(other).not.toBe(date);
      const res = await t.app.inject({ url: `/assets/daily/image-guess/${other}` });
      expect(res.statusCode, other).toBe(404);
      expect(res.json()).toMatchObject({
        error: 'not-found',
        message: 'No picture of the day for this mode and date',
      });
    }
    expect((await t.app.inject({ url: `/assets/daily/classic/${date}` })).statusCode).toBe(404);
  });

  it("still serves yesterday's picture the day after, for a game begun before the reset", async () => {
    const before = await daily('image-guess');
    const picture = data.performers.find((p) => p.profileUrl === before.today)?.profilePictureUrl;
    time.advanceDays(1);
    try {
      const after = await daily('image-guess');
      expect(after.date).not.toBe(before.date);
      const res = await t.app.inject({ url: `/assets/daily/image-guess/${before.date}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(bytesOf(picture ?? ''));
    } finally {
      time.advanceDays(-1);
    }
  });
});

describe("given a past day of the archive (issue 56: the archive's pictures)", () => {
  const cases = [
    {
      mode: 'image-guess',
      pictureOf: (id: string) =>
        data.performers.find((p) => p.profileUrl === id)?.profilePictureUrl,
    },
    {
      mode: 'channel-guess',
      pictureOf: (id: string) => data.channels.find((c) => c.id === id)?.photo,
    },
  ];

  it("serves the day's answer picture once the archive has drawn it, under the day's address", async () => {
    for (const { mode, pictureOf } of cases) {
      for (const date of ['2026-03-03', '2026-03-05', '2026-03-08']) {
        const { today } = await daily(mode, date);
        const res = await t.app.inject({ url: `/assets/daily/${mode}/${date}` });
        expect(res.statusCode, `${mode} ${date}`).toBe(200);
        expect(res.body).toBe(bytesOf(pictureOf(today) ?? ''));
        expect(res.headers['cache-control']).toBe('public, max-age=3600');
      }
    }
  });

  it('draws no answer itself: a day nobody opened yet has no picture', async () => {
    // Channel-guess's March 4 is drawn with the days before March 5 above; March 9 never was:
    // the archive draws days up to the one asked, and yesterday only by the daily call.
    const res = await t.app.inject({ url: '/assets/daily/image-guess/2026-03-09' });
    expect(res.statusCode).toBe(404);
    expect((await daily('image-guess', '2026-03-04')).today).toBeDefined();
    const drawn = await t.app.inject({ url: '/assets/daily/image-guess/2026-03-04' });
    expect(drawn.statusCode).toBe(200);
  });
});
