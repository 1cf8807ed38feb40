import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { performers } from '@guessdle/data';
import { CLASSIC_PLACEHOLDER, dailyAnswerId, guess } from './support/play';
import { productInChromium } from './support/suite';

const suite = productInChromium();

/** A Classic guess, once its row is in the grid. */
async function guessRow(page: Page, name: string) {
  await guess(page, name, CLASSIC_PLACEHOLDER);
  await page.getByRole('row').filter({ hasText: name }).waitFor();
}

describe('given a player on a 375 px phone', () => {
  it('reads every guess: full names, whole words, and the performer column stays in view', async () => {
    const answer = await dailyAnswerId(suite.product.baseUrl, 'classic');
    // Long birthplaces ('Cebu, Philippines') and long surnames, none of them today's answer.
    const names = performers
      .filter((p) => p.profileUrl !== answer && /^[A-Za-z ]+$/.test(p.name))
      .filter((p) => /Philippines/.test(p.birthPlace ?? '') || p.name.length >= 15)
      .slice(0, 4)
      .map((p) => p.name);
    expect(names).toHaveLength(4);

    const page = await suite.browser.newPage({ viewport: { width: 375, height: 740 } });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${suite.product.baseUrl}/classic`);
    for (const name of names) await guessRow(page, name);

    // The page itself never scrolls sideways; only the grid does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    const report = await page.evaluate(() => {
      const table = document.querySelector('[role="table"]')!;
      // Every visible word of the grid sits on one line: a word split as 'Philippine/s' has two
      // boxes. Visually hidden text (1 px wide) is for screen readers and is skipped. A column
      // name may break where its text marks a soft hyphen ("Birth-place"): a hyphen shows there.
      const split: string[] = [];
      const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (parent.getBoundingClientRect().width <= 1) continue;
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1 && !match[0].includes('\u00AD')) split.push(match[0]);
        }
      }
      // Every performer's name is shown whole, not cut to 'Jasmine…'.
      const cut = [...table.querySelectorAll('[role="rowheader"] span')]
        .filter(
          (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
        )
        .map((el) => el.textContent);
      return { split, cut };
    });
    expect(report.split).toEqual([]);
    expect(report.cut).toEqual([]);

    // Scrolled to the far right, the performer column is still where it was, beside the Rank.
    const sticky = await page.evaluate(() => {
      const table = document.querySelector('[role="table"]')!;
      const scroller = table.parentElement!;
      const before = [...table.querySelectorAll('[role="rowheader"]')].map(
        (el) => el.getBoundingClientRect().left,
      );
      scroller.scrollLeft = scroller.scrollWidth;
      const after = [...table.querySelectorAll('[role="rowheader"]')].map(
        (el) => el.getBoundingClientRect().left,
      );
      const rank = table.querySelector('[role="row"]:last-child [role="cell"]:last-child')!;
      return {
        scrolled: scroller.scrollLeft,
        before,
        after,
        rankRight: rank.getBoundingClientRect().right,
        viewport: window.innerWidth,
      };
    });
    expect(sticky.scrolled).toBeGreaterThan(0);
    expect(sticky.after).toEqual(sticky.before);
    expect(sticky.rankRight).toBeLessThanOrEqual(sticky.viewport);
    await page.close();
  });
});
