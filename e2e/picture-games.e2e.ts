import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DAILY_MODE_DEFS, PICTURE_MODES } from '@guessdle/api/modes';
import { channels, performers } from '@guessdle/data';
import { dailyAnswerId, guess } from './support/play';
import { productInChromium } from './support/suite';

const suite = productInChromium();

/** The widgets' English texts: each picture mode's search placeholder. */
const english = JSON.parse(
  readFileSync(new URL('../packages/games/src/i18n/locales/en.json', import.meta.url), 'utf8'),
) as Record<string, { searchPlaceholder?: string }>;

/** Each dataset's items by id, with the name the search finds them by. */
const items = {
  performers: performers.map((p) => ({ id: p.profileUrl, name: p.name })),
  channels: channels.map((c) => ({ id: c.id, name: c.name })),
};

// Every picture mode of the registration: a new one is played here with no line of its own.
const cases = PICTURE_MODES.map((mode) => {
  const { key, dataset } = DAILY_MODE_DEFS[mode];
  return {
    mode,
    placeholder: english[key]?.searchPlaceholder ?? `${key}.searchPlaceholder`,
    names: async () => {
      const id = await dailyAnswerId(suite.product.baseUrl, mode);
      const pool = items[dataset];
      const answer = pool.find((item) => item.id === id)!.name;
      const wrong = pool.find((item) => item.id !== id && !item.name.includes(answer))!.name;
      return { answer, wrong };
    },
  };
});

describe.each(cases)('given $mode on the built product', ({ mode, placeholder, names }) => {
  it('is won from the keyboard and restored after a reload', async () => {
    const { answer, wrong } = await names();
    const page = await suite.browser.newPage();
    await page.goto(`${suite.product.baseUrl}/${mode}`);
    for (const name of [wrong, answer]) await guess(page, name, placeholder);
    await page.getByText('Congratulations!').waitFor();
    await expect.poll(() => page.getByPlaceholder(placeholder).count()).toBe(0);
    // The dataset's pictures load as themselves (a browser asks for compressed answers; they
    // once answered 404 to it and every card showed the neutral placeholder instead).
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.images]
            .filter((img) =>
              new URL(img.currentSrc || img.src, location.href).pathname.startsWith('/assets/'),
            )
            .map((img) => img.complete && img.naturalWidth > 0),
        ),
      )
      .toEqual(expect.arrayContaining([true]));
    expect(
      await page.evaluate(
        () =>
          [...document.images].filter((img) => img.complete && img.naturalWidth === 0 && img.src)
            .length,
      ),
    ).toBe(0);

    await page.reload();
    await page.getByText('Congratulations!').waitFor();
    expect(await page.getByText(wrong, { exact: true }).count()).toBeGreaterThan(0);
    await page.close();
  });
});
