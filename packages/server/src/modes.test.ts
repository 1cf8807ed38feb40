import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAILY_MODE_DEFS,
  DAILY_MODES,
  LANGUAGES,
  type DailyMode,
  type DatasetName,
} from '@guessdle/api';
import { createMockApi } from '@guessdle/api/mocks';
import { channels, performers } from '@guessdle/data';
import { dataset, DEV_KEY_HEADERS, testApp, type TestApp } from './testing/fixtures';

/**
 * Every daily mode of the registration (`DAILY_MODE_DEFS`, packages/api/src/modes.ts) in the
 * places only a run can check. Each failure names the file that forgot the mode (CONTRIBUTING.md,
 * "Adding a daily mode").
 */

const shipped: Record<DatasetName, ReadonlySet<string>> = {
  performers: new Set(performers.map((p) => p.profileUrl)),
  channels: new Set(channels.map((c) => c.id)),
};
const served = dataset();
const servedIds: Record<DatasetName, ReadonlySet<string>> = {
  performers: new Set(served.performers.map((p) => p.profileUrl)),
  channels: new Set(served.channels.map((c) => c.id)),
};

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ dataset: served });
});
afterAll(async () => {
  await t.close();
});

describe.each(DAILY_MODES)('the daily mode %s', (mode: DailyMode) => {
  const def = DAILY_MODE_DEFS[mode];

  it('has answers of its own dataset in the mock API (packages/api/src/mocks/fixtures.ts)', async () => {
    const api = createMockApi();
    const daily = await api.getDailyGuess(mode);
    expect(
      shipped[def.dataset].has(daily.today),
      `packages/api/src/mocks/fixtures.ts: ${mode}'s default answer ${daily.today} is not one of the ${def.dataset}`,
    ).toBe(true);
    for (const other of DAILY_MODES.filter((m) => m !== mode)) {
      const theirs = await api.getDailyGuess(other);
      expect(
        theirs.today,
        `packages/api/src/mocks/fixtures.ts (pictureFixtureIndex): ${mode} shows ${other}'s answer`,
      ).not.toBe(daily.today);
    }
  });

  it('has its daily and stats routes on the server (packages/server/src/routes/daily.ts, stats.ts)', async () => {
    const query = mode === 'classic' ? '?mode=easy' : '';
    const daily = await t.app.inject({
      url: `/api/${mode}/daily-guess/${query}`,
      headers: DEV_KEY_HEADERS,
    });
    expect(
      daily.statusCode,
      `packages/server/src/routes/daily.ts: GET /api/${mode}/daily-guess/`,
    ).toBe(200);
    const { today, date } = daily.json<{ today: string; date: string }>();
    expect(
      servedIds[def.dataset].has(today),
      `packages/server/src/dataset.ts (buildPools): ${mode}'s answer is not one of the ${def.dataset}`,
    ).toBe(true);

    const stats = await t.app.inject({
      url: `/api/stats/${mode}/${query}`,
      headers: DEV_KEY_HEADERS,
    });
    expect(stats.statusCode, `packages/server/src/routes/stats.ts: GET /api/stats/${mode}/`).toBe(
      200,
    );
    const body = {
      clientId: randomUUID(),
      date,
      answer: today,
      ...(mode === 'classic' ? { mode: 'easy' } : {}),
    };
    const success = await t.app.inject({
      method: 'POST',
      url: `/api/stats/${mode}/post/`,
      headers: DEV_KEY_HEADERS,
      payload: body,
    });
    expect(
      success.statusCode,
      `packages/server/src/routes/stats.ts: POST /api/stats/${mode}/post/`,
    ).toBe(200);
    expect(success.json()).toEqual({ date, numberOfSuccesses: 1 });
  });

  it.each(LANGUAGES)(
    'has its texts in the widgets’ %s locale (packages/games/src/i18n/locales)',
    (language) => {
      const file = `packages/games/src/i18n/locales/${language}.json`;
      const messages = JSON.parse(
        readFileSync(
          new URL(`../../games/src/i18n/locales/${language}.json`, import.meta.url),
          'utf8',
        ),
      ) as { modes: Record<string, unknown> } & Record<string, unknown>;
      expect(messages.modes[mode], `${file}: modes.${mode} (its name and home card)`).toEqual({
        title: expect.any(String),
        description: expect.any(String),
      });
      expect(messages[def.key], `${file}: a "${def.key}" section`).toEqual(
        expect.objectContaining({ title: expect.any(String) }),
      );
    },
  );
});
