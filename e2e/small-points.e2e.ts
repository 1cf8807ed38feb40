import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { LANGUAGES } from '@guessdle/api/modes';
import { performers } from '@guessdle/data';
import { answerName, CLASSIC_PLACEHOLDER, escapeRegExp, guess } from './support/play';
import { productInChromium } from './support/suite';
import { siteMessages } from '../site/src/i18n/all';

/**
 * The smaller points of issue 56 (item 7), each as a player meets it on a 375 px touch phone or
 * a desktop in Chromium, on the built product. Crono's runs are shortened by the server's
 * documented setting, so a run ends within seconds.
 */
const suite = productInChromium({ CRONO_ROUND_SECONDS: '3', CRONO_COUNTDOWN_SECONDS: '1' });

const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  reducedMotion: 'reduce',
};
const DESKTOP: BrowserContextOptions = {
  viewport: { width: 1280, height: 900 },
  reducedMotion: 'reduce',
};

async function open(device: BrowserContextOptions, path: string, language?: string) {
  const context = await suite.browser.newContext(device);
  if (language) {
    await context.addInitScript({ content: `localStorage.setItem('language', '${language}');` });
  }
  const page = await context.newPage();
  await page.goto(`${suite.product.baseUrl}${path}`);
  return { context, page };
}

/** A performer who is not today's answer of `mode`. */
async function wrongName(mode: string): Promise<string> {
  const answer = await answerName(suite.product.baseUrl, mode);
  return performers.find((p) => p.name !== answer && !p.name.includes(answer))!.name;
}

describe('given a deploy that removed the statistics code under an open page', () => {
  it.each([
    ['a desktop', DESKTOP],
    ['a phone', PHONE],
  ])('opens the statistics after the reload the press caused, on %s', async (_, device) => {
    const { context, page } = await open(device, '/classic');
    await page.getByPlaceholder(CLASSIC_PLACEHOLDER).waitFor();
    // The old build's chunk is gone once; the reloaded page is the new build, which has it.
    let refused = 0;
    await page.route(/\/assets\/StatsLauncherDialog-[^/]+\.js$/, (route) =>
      refused++ === 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
    );
    let loads = 0;
    page.on('load', () => void (loads += 1));
    const button = page.getByRole('button', { name: 'Statistics' }).first();
    if (device.hasTouch) await button.tap();
    else await button.click();
    await page.getByRole('dialog').waitFor();
    expect(loads).toBe(1);
    expect(refused).toBeGreaterThan(1);
    await context.close();
  });
});

describe('given the header on a 375 px phone', () => {
  it.each(LANGUAGES)('keeps the flag beside the other buttons in %s (two rows)', async (lang) => {
    const { context, page } = await open(PHONE, '/classic', lang);
    const header = page.locator('header');
    // The page in the chosen language: its header's statistics, theme and language buttons.
    await header.getByRole('button', { name: siteMessages[lang].statsButton }).waitFor();
    const rows = () =>
      header.evaluate((el) => {
        const buttons = [...el.querySelectorAll('button')].filter(
          (b) => b.getBoundingClientRect().width > 0,
        );
        return {
          buttons: buttons.length,
          rows: new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top))).size,
        };
      });
    await expect.poll(rows).toEqual({ buttons: 3, rows: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await context.close();
  });
});

describe('given Classic on a Polish desktop', () => {
  it('keeps every column name apart and every tile readable', async () => {
    const { context, page } = await open(DESKTOP, '/classic', 'pl');
    // Men (the longest Polish gender, "Mężczyzna") with long places, none of them the answer.
    const answer = await answerName(suite.product.baseUrl, 'classic');
    const men = performers
      .filter((p) => p.gender === 'Male' && p.name !== answer && p.birthPlace.includes(','))
      .slice(0, 2)
      .map((p) => p.name);
    expect(men).toHaveLength(2);
    for (const name of men) {
      await guess(page, name, 'Szukaj gwiazdy porno');
      await page.getByRole('row').filter({ hasText: name }).waitFor();
    }
    const report = await page.evaluate(() => {
      const names = [...document.querySelectorAll('[role="columnheader"] [aria-describedby]')];
      const boxes = names.map((el) => el.getBoundingClientRect());
      const overlaps = boxes.slice(1).filter((box, i) => box.left < boxes[i]!.right).length;
      const overflowing = names.filter((el) => el.scrollWidth > el.clientWidth + 1).length;
      const values = [...document.querySelectorAll('[role="cell"] [aria-hidden="true"]')].filter(
        (el) => !el.hasAttribute('data-symbol'),
      );
      const size = (text: string) =>
        values
          .filter((el) => el.textContent === text)
          .map((el) => parseFloat(getComputedStyle(el).fontSize));
      const cut = values.filter((el) => el.scrollWidth > el.clientWidth + 1).length;
      return { overlaps, overflowing, cut, man: size('Mężczyzna') };
    });
    // "Mężczyzna" fits at 11 px: it is not set at the smallest size every long word once got.
    expect(report).toEqual({ overlaps: 0, overflowing: 0, cut: 0, man: [11, 11] });
    await context.close();
  });
});

describe('given a player who wins from the keyboard on a desktop', () => {
  it('passes the column names in one Tab stop, and the winning Enter leaves focus on the win box', async () => {
    const { context, page } = await open(DESKTOP, '/classic');
    const wrong = await wrongName('classic');
    await guess(page, wrong, CLASSIC_PLACEHOLDER);
    await page.getByRole('row').filter({ hasText: wrong }).waitFor();
    // From the search box, Tab goes through the page; the header row is one stop.
    await page.getByPlaceholder(CLASSIC_PLACEHOLDER).focus();
    const visited: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      visited.push(
        await page.evaluate(() =>
          document.activeElement?.closest('[role="columnheader"]') ? 'header' : 'other',
        ),
      );
    }
    expect(visited.filter((stop) => stop === 'header')).toHaveLength(1);
    // The arrow keys reach the other names and their tooltips.
    const at = visited.indexOf('header');
    await page.getByPlaceholder(CLASSIC_PLACEHOLDER).focus();
    for (let i = 0; i <= at; i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tooltip', { name: 'Female, Male, Couple or None' }).waitFor();

    await guess(page, await answerName(suite.product.baseUrl, 'classic'), CLASSIC_PLACEHOLDER);
    await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Congratulations!');
    await context.close();
  });
});

describe('given a won Classic game on a phone', () => {
  it('names the answer once in its win box and offers each clue without "displayed now"', async () => {
    const { context, page } = await open(PHONE, '/classic');
    const answer = await answerName(suite.product.baseUrl, 'classic');
    await page.getByPlaceholder(CLASSIC_PLACEHOLDER).fill(answer);
    await page
      .getByRole('option', { name: new RegExp(escapeRegExp(answer)) })
      .first()
      .tap();
    const win = page.getByRole('status', { name: 'Congratulations!' });
    await win.waitFor();
    const text = (await win.textContent()) ?? '';
    expect(text.split(answer)).toHaveLength(2);
    expect(await page.getByText(/can be displayed/).count()).toBe(0);
    await page.getByRole('button', { name: /Debut year\s*Show/ }).tap();
    await page.getByText(/Debut year: \d{4}|Debut year unknown/).waitFor();
    await context.close();
  });
});

describe('given a won Image-guess game', () => {
  it.each([
    ['a desktop', DESKTOP],
    ['a phone', PHONE],
  ])('shares one square per guess, as each card showed it, on %s', async (_, device) => {
    const { context, page } = await open(device, '/image-guess');
    await guess(page, await wrongName('image-guess'));
    await guess(page, await answerName(suite.product.baseUrl, 'image-guess'));
    const share = page.getByText(/#image-guess/);
    await share.waitFor();
    const grid = ((await share.textContent()) ?? '')
      .split('\n')
      .filter((line) => /^\p{Emoji_Presentation}/u.test(line));
    expect(grid).toEqual(['🟥', '🟩']);
    await context.close();
  });
});

describe('given a Crono run that has ended', () => {
  it.each([
    ['a desktop', DESKTOP],
    ['a phone', PHONE],
  ])('offers a new game, which starts a new private game, on %s', async (_, device) => {
    const { context, page } = await open(device, '/crono/new');
    await page.waitForURL(/\/crono\/[A-Za-z0-9_-]{16,64}$/);
    const first = page.url();
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByText(/Game finished with \d+ points?/).waitFor();
    const again = page.getByRole('link', { name: 'Play a new game' });
    if (device.hasTouch) await again.tap();
    else await again.click();
    await page.waitForURL(
      (url) => /\/crono\/[A-Za-z0-9_-]{16,64}$/.test(url.pathname) && url.href !== first,
    );
    await page.getByRole('button', { name: 'Start game' }).waitFor();
    await context.close();
  });

  it("is embedded from its address by oEmbed, the address as the frame's challenge link", async () => {
    const base = suite.product.baseUrl;
    const { date } = (await (
      await fetch(`${base}/api/server-date/`, { headers: { 'x-api-key': 'guessdle-dev-key' } })
    ).json()) as { date: string };
    const address = `${base}/crono/${date}`;
    const res = await fetch(`${base}/oembed?url=${encodeURIComponent(address)}&format=json`);
    expect(res.status).toBe(200);
    const { html } = (await res.json()) as { html: string };
    const src = new URL(/src="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&'));
    expect(src.pathname).toBe('/embed/crono');
    expect(src.searchParams.get('game')).toBe(date);
    const page: Page = await suite.browser.newPage();
    await page.goto(src.href);
    await page.getByRole('button', { name: 'Start game' }).waitFor();
    expect(await page.getByRole('textbox').inputValue()).toBe(address);
    await page.close();
  });
});
