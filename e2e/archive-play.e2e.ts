import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { channels, performers } from '@guessdle/data';
import { dailyAnswerId, escapeRegExp, guess, CLASSIC_PLACEHOLDER } from './support/play';
import { productInChromium } from './support/suite';
import { workerInControl } from './support/worker';

/**
 * Every past day plays in every daily mode (issue 56, item 1): a day older than yesterday, won
 * on a desktop with the connection, and on a phone after one visit, offline. The server's clock
 * follows a file (TEST_CLOCK_FILE): it starts three days back, then moves to today, so the day
 * first played as "today" is a past day of the archive. The clock stays on the real day: the
 * service worker keeps a page only while the day the server gave it lasts, by the real time.
 */
const work = mkdtempSync(path.join(tmpdir(), 'guessdle-archive-play-'));
const clockFile = path.join(work, 'now');
const DAY_MS = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const daysBack = (n: number) => new Date(Date.parse(today) - n * DAY_MS).toISOString().slice(0, 10);
const noon = (date: string) => `${date}T12:00:00.000Z`;
writeFileSync(clockFile, noon(daysBack(3)));
const suite = productInChromium({ TEST_CLOCK_FILE: clockFile, LAUNCH_DATE: daysBack(8) });
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The English date of an archive day, as its page says it. */
function longDate(date: string): string {
  return new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.parse(date),
  );
}

const MODES = [
  {
    mode: 'classic',
    placeholder: CLASSIC_PLACEHOLDER,
    items: performers.map((p) => ({ id: p.profileUrl, name: p.name })),
    picture: false,
  },
  {
    mode: 'image-guess',
    placeholder: 'Search for an option',
    items: performers.map((p) => ({ id: p.profileUrl, name: p.name })),
    picture: true,
  },
  {
    mode: 'channel-guess',
    placeholder: 'Search for a porn channel',
    items: channels.map((c) => ({ id: c.id, name: c.name })),
    picture: true,
  },
] as const;
type Mode = (typeof MODES)[number];

/** The answer of a mode's day and a wrong name that does not contain it. */
async function names({ mode, items }: Mode, date: string) {
  const id = await dailyAnswerId(suite.product.baseUrl, mode, date);
  const answer = items.find((item) => item.id === id)!.name;
  const wrong = items.find(
    (item) => item.id !== id && !item.name.includes(answer) && !answer.includes(item.name),
  )!.name;
  return { answer, wrong };
}

/**
 * The picture of the day as the player sees it: its address names the day, and it is the
 * picture itself (the neutral placeholder a failed picture shows is a `data:` address).
 */
async function pictureShown(page: Page, { mode, picture }: Mode, date: string): Promise<void> {
  if (!picture) return;
  // Its name changes with the win (the answer's): found by the frame that zooms or blurs it.
  const img = page.locator('[data-scale] > img, [data-blur] > img');
  await expect
    .poll(() =>
      img.evaluate((el: HTMLImageElement) => ({
        src: el.getAttribute('src'),
        loaded: el.complete && el.naturalWidth > 0,
      })),
    )
    .toEqual({ src: expect.stringMatching(`/assets/daily/${mode}/${date}$`), loaded: true });
}

/** A guess by touch: the name typed, its suggestion tapped. */
async function tapGuess(page: Page, name: string, placeholder: string): Promise<void> {
  await page.getByPlaceholder(placeholder).fill(name);
  await page
    .getByRole('option', { name: new RegExp(escapeRegExp(name)) })
    .first()
    .tap();
}

async function phone(): Promise<BrowserContext> {
  return suite.browser.newContext({
    serviceWorkers: 'allow',
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
}

describe('given a past day older than yesterday, in every daily mode', () => {
  it('plays it to a win on a desktop, its picture shown at each try', async () => {
    const played = daysBack(3);
    const context = await suite.browser.newContext({ reducedMotion: 'reduce' });
    let page = await context.newPage();
    // The day is today's first: its pictures are the day's.
    for (const mode of MODES) {
      await page.goto(`${suite.product.baseUrl}/${mode.mode}`);
      await page.getByPlaceholder(mode.placeholder).waitFor();
      await pictureShown(page, mode, played);
    }
    await context.close();
    // Three days on, it is a day of the archive; a browser that has not kept its pictures.
    writeFileSync(clockFile, noon(today));
    const later = await suite.browser.newContext({ reducedMotion: 'reduce' });
    page = await later.newPage();
    for (const mode of MODES) {
      const { answer, wrong } = await names(mode, played);
      await page.goto(`${suite.product.baseUrl}/${mode.mode}/archive/${played}`);
      await page
        .getByRole('heading', { level: 1, name: new RegExp(escapeRegExp(longDate(played))) })
        .waitFor();
      await pictureShown(page, mode, played);
      await guess(page, wrong, mode.placeholder);
      await page
        .getByRole('status')
        .filter({ hasText: new RegExp(`^${escapeRegExp(wrong)}: `) })
        .waitFor();
      await pictureShown(page, mode, played);
      await guess(page, answer, mode.placeholder);
      await page.getByText(`You solved the puzzle of ${longDate(played)}.`).waitFor();
      await pictureShown(page, mode, played);
    }
    await later.close();
  });

  it('plays it to a win on a phone, offline after one visit', async () => {
    writeFileSync(clockFile, noon(today));
    const day = daysBack(4);
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`${suite.product.baseUrl}/`);
    await workerInControl(page);
    // One visit of each past day, with the connection.
    for (const mode of MODES) {
      await page.goto(`${suite.product.baseUrl}/${mode.mode}/archive/${day}`);
      await page.getByPlaceholder(mode.placeholder).waitFor();
      await pictureShown(page, mode, day);
    }
    const answers = await Promise.all(MODES.map((mode) => names(mode, day)));
    await context.setOffline(true);
    for (const [i, mode] of MODES.entries()) {
      const { answer, wrong } = answers[i]!;
      const response = await page.goto(`${suite.product.baseUrl}/${mode.mode}/archive/${day}`);
      expect(response?.fromServiceWorker()).toBe(true);
      await pictureShown(page, mode, day);
      await tapGuess(page, wrong, mode.placeholder);
      await page
        .getByRole('status')
        .filter({ hasText: new RegExp(`^${escapeRegExp(wrong)}: `) })
        .waitFor();
      await tapGuess(page, answer, mode.placeholder);
      await page.getByText(`You solved the puzzle of ${longDate(day)}.`).waitFor();
      await pictureShown(page, mode, day);
    }
    await context.close();
  });
});

describe('given an archive address with no puzzle to play', () => {
  const edges = [
    ['not-a-date', 'No puzzle at this address'],
    [daysBack(-2), `The puzzle of ${longDate(daysBack(-2))} is not out yet`],
    [daysBack(20), `There was no puzzle on ${longDate(daysBack(20))}`],
  ] as const;

  it.each([
    ['a desktop', { viewport: { width: 1280, height: 800 } }],
    ['a phone', { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }],
  ])(
    'says why on %s, lists the playable days, and asks the server nothing twice',
    async (_, device) => {
      writeFileSync(clockFile, noon(today));
      const context = await suite.browser.newContext(device);
      const page = await context.newPage();
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/daily-guess/?date=')) asked.push(request.url());
      });
      for (const [day, title] of edges) {
        await page.goto(`${suite.product.baseUrl}/image-guess/archive/${day}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        // Launch day to yesterday (yesterday was served: today's first test played its day).
        await expect
          .poll(() => page.getByRole('list').getByRole('link').count())
          .toBeGreaterThan(2);
        expect(await page.getByText(/Unexpected Application Error|404/).count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
        expect(await page.getByRole('combobox').count()).toBe(0);
      }
      // The day before launch was asked once at most, never retried.
      const beforeLaunch = asked.filter((url) => url.endsWith(`date=${daysBack(20)}`));
      expect(beforeLaunch.length).toBeLessThanOrEqual(1);
      await context.close();
    },
  );

  it('says it in the language the player chose on the site', async () => {
    const context = await suite.browser.newContext();
    await context.addInitScript({ content: "localStorage.setItem('language', 'pl');" });
    const page = await context.newPage();
    await page.goto(`${suite.product.baseUrl}/channel-guess/archive/not-a-date`);
    await page.getByRole('heading', { level: 1, name: 'Pod tym adresem nie ma zagadki' }).waitFor();
    await page.getByText('Ten adres nie wskazuje żadnego dnia.', { exact: false }).waitFor();
    await context.close();
  });
});
