import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Locator, Page, Route } from 'playwright-core';
import { performers } from '@guessdle/data';
import {
  answerName,
  CLASSIC_PLACEHOLDER,
  escapeRegExp,
  IMAGE_GUESS_PLACEHOLDER,
} from './support/play';
import { productInChromium } from './support/suite';

/**
 * The connection lost and restored in an open game (issue 56, item 3), on a 375 px touch phone
 * and a desktop: Classic's counter, a Crono run, a picture that failed, and a tab that crosses
 * the reset offline. The connection is Playwright's (`context.setOffline`: requests fail and the
 * page gets its `offline` and `online` events); the server's clock follows a file
 * (TEST_CLOCK_FILE) and only ever moves forward. Every step waits for what the page shows.
 */
const work = mkdtempSync(path.join(tmpdir(), 'guessdle-connection-'));
const clockFile = path.join(work, 'now');
const DAY_MS = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const dayAfter = (n: number) => new Date(Date.parse(today) + n * DAY_MS).toISOString().slice(0, 10);
// Noon of the real day: the pages (on the real clock) and the server agree on the day.
writeFileSync(clockFile, `${today}T12:00:00.000Z`);
const suite = productInChromium({
  TEST_CLOCK_FILE: clockFile,
  LAUNCH_DATE: dayAfter(-10),
  // Long runs, so a run under way never ends by itself during a test; its end is the server's
  // clock moved past it.
  CRONO_ROUND_SECONDS: '300',
  CRONO_COUNTDOWN_SECONDS: '1',
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The instant last written to the server's clock, and when (it runs on from there). */
let written = { instant: Date.parse(`${today}T12:00:00.000Z`), at: Date.now() };
function serverAt(instant: number): void {
  written = { instant, at: Date.now() };
  writeFileSync(clockFile, new Date(instant).toISOString());
}
/** The server's clock now. */
const serverNow = () => written.instant + Date.now() - written.at;

const DEVICES: [string, BrowserContextOptions][] = [
  ['a phone', { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }],
  ['a desktop', { viewport: { width: 1280, height: 800 } }],
];

/**
 * A tap on a phone, a click on a desktop. `force` presses a control that says it is disabled
 * (`aria-disabled`), as a player can.
 */
async function press(target: Locator, touchScreen: boolean, force = false): Promise<void> {
  await (touchScreen ? target.tap({ force }) : target.click({ force }));
}

/** A guess as the device makes it: the name typed, its suggestion tapped or clicked. */
async function guessBy(page: Page, name: string, placeholder: string, touchScreen: boolean) {
  await page.getByPlaceholder(placeholder).fill(name);
  await press(
    page.getByRole('option', { name: new RegExp(escapeRegExp(name)) }).first(),
    touchScreen,
  );
}

const COUNT = /already found out!$/;
const OFFLINE_COUNT = 'Offline: count paused.';
const DAY_GONE = 'A new puzzle is out and needs a connection.';

describe('given Classic mid-game when the connection goes', () => {
  it.each(DEVICES)(
    'on %s, says the count is paused instead of the stale count, and counts again once back',
    async (_, device) => {
      const context = await suite.browser.newContext(device);
      const page = await context.newPage();
      await page.goto(`${suite.product.baseUrl}/classic`);
      await page.waitForLoadState('networkidle');
      const answer = await answerName(suite.product.baseUrl, 'classic');
      const wrong = performers.find((p) => !p.name.includes(answer) && !answer.includes(p.name))!;
      await guessBy(page, wrong.name, CLASSIC_PLACEHOLDER, device.hasTouch === true);
      await page.getByRole('row').filter({ hasText: wrong.name }).waitFor();
      await page.getByText(COUNT).waitFor();

      await context.setOffline(true);
      await page.getByText(OFFLINE_COUNT, { exact: false }).waitFor();
      expect(await page.getByText(COUNT).count()).toBe(0);

      await context.setOffline(false);
      await page.getByText(COUNT).waitFor();
      expect(await page.getByText(OFFLINE_COUNT, { exact: false }).count()).toBe(0);
      await context.close();
    },
  );
});

describe('given a picture mode whose picture failed while offline', () => {
  it.each([
    ['a phone', 'image-guess', DEVICES[0]![1]],
    ['a desktop', 'channel-guess', DEVICES[1]![1]],
  ] as const)(
    'on %s (%s), shows the picture by itself once back online',
    async (_, mode, device) => {
      const context = await suite.browser.newContext(device);
      const page = await context.newPage();
      // The picture of the day is on its way when the connection goes: held until then, it fails
      // as a request does offline.
      const held: Route[] = [];
      await page.route('**/assets/daily/**', (route) => void held.push(route));
      // Not until `load`: that waits for the held picture.
      await page.goto(`${suite.product.baseUrl}/${mode}`, { waitUntil: 'domcontentloaded' });
      await expect.poll(() => held.length).toBeGreaterThan(0);
      // The game answers (its search offers names) before the connection goes.
      const search = page.getByPlaceholder(/^Search for/);
      await search.fill('a');
      await page.getByRole('option').first().waitFor();
      await search.fill('');
      await context.setOffline(true);
      for (const route of held) await route.abort('internetdisconnected');
      await page.unroute('**/assets/daily/**');

      const img = page.locator('[data-scale] > img, [data-blur] > img');
      const shown = () =>
        img.evaluate((el: HTMLImageElement) => ({
          src: (el.getAttribute('src') ?? '').replace(/^data:.*/, 'data:'),
          loaded: el.complete && el.naturalWidth > 0,
        }));
      // The neutral placeholder (an inline picture) while offline…
      await expect.poll(shown).toEqual({ src: 'data:', loaded: true });

      // …and the day's picture, with no reload, once the connection is back.
      await context.setOffline(false);
      await expect
        .poll(shown)
        .toEqual({ src: expect.stringMatching(`/assets/daily/${mode}/${today}$`), loaded: true });
      await context.close();
    },
  );
});

const PHOTO = 'img[alt="Photo of the model to recognise"]';
const CRONO_OFFLINE = 'Crono needs a connection.';

/** The run's score on screen (the value beside the timer's "Score" label). */
function scoreOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const label = [...document.querySelectorAll('*')].find(
      (el) => el.childElementCount === 0 && el.textContent === 'Score',
    );
    return label?.nextElementSibling?.textContent ?? '';
  });
}

/** Whether the round on screen takes picks (its group is not busy). */
const roundOpen = (page: Page) =>
  page.getByRole('group', { name: 'Choose the correct model' }).getAttribute('aria-busy');

describe('given a Crono run under way when the connection goes', () => {
  it.each(DEVICES)(
    'on %s, says it needs a connection and a tap changes nothing; back online the run goes on, and ends as the server says',
    async (_, device) => {
      const context = await suite.browser.newContext(device);
      const touchScreen = device.hasTouch === true;
      const page = await context.newPage();
      const picks: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && /\/api\/crono\/.*\/guess/.test(request.url()))
          picks.push(request.url());
      });
      await page.goto(`${suite.product.baseUrl}/crono/new`);
      await page.waitForURL(/\/crono\/[A-Za-z0-9_-]{16,64}$/);
      await press(page.getByRole('button', { name: 'Start game' }), touchScreen);
      await page.locator(PHOTO).waitFor();
      await expect.poll(() => roundOpen(page)).toBe('false');
      const option = page
        .getByRole('group', { name: 'Choose the correct model' })
        .getByRole('button')
        .first();

      await context.setOffline(true);
      await page.getByText(CRONO_OFFLINE, { exact: false }).waitFor();
      const photo = await page.locator(PHOTO).getAttribute('src');
      const score = await scoreOf(page);
      await press(option, touchScreen, true);
      // The tap has been handled once two frames have painted: no pick sent, no verdict drawn.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      expect(picks).toEqual([]);
      expect(await page.locator('[data-verdict]').count()).toBe(0);
      expect(await page.locator(PHOTO).getAttribute('src')).toBe(photo);
      expect(await scoreOf(page)).toBe(score);

      // Back online: the notice goes, and the round takes picks again (a pick brings a new photo).
      await context.setOffline(false);
      await expect.poll(() => roundOpen(page)).toBe('false');
      expect(await page.getByText(CRONO_OFFLINE, { exact: false }).count()).toBe(0);
      await press(option, touchScreen);
      await page.waitForFunction(
        ([selector, previous]) =>
          document.querySelector(selector!)?.getAttribute('src') !== previous,
        [PHOTO, photo],
        { polling: 50 },
      );
      expect(picks).toHaveLength(1);
      await expect.poll(() => roundOpen(page)).toBe('false');
      const counted = await scoreOf(page);

      // Offline again, and the run's time runs out on the server meanwhile: back online, the run
      // ends with the score the server counted.
      await context.setOffline(true);
      await page.getByText(CRONO_OFFLINE, { exact: false }).waitFor();
      serverAt(serverNow() + 10 * 60_000);
      await context.setOffline(false);
      await page
        .getByText(new RegExp(`^Game finished with ${counted} points?$`))
        .first()
        .waitFor();
      expect(picks).toHaveLength(1);
      await context.close();
    },
  );
});

describe('given a tab left open and offline across the reset', () => {
  it.each([
    ['a phone', 'image-guess', IMAGE_GUESS_PLACEHOLDER, 'Who is this?', DEVICES[0]![1], 1],
    ['a desktop', 'classic', CLASSIC_PLACEHOLDER, 'Guess the model or pornstar', DEVICES[1]![1], 3],
  ] as const)(
    'on %s (%s), says the new puzzle needs a connection, and moves to it once back online',
    async (_, mode, placeholder, title, device, n) => {
      // Half a minute before the server's reset, on both clocks.
      const before = Date.parse(`${dayAfter(n)}T23:59:30.000Z`);
      serverAt(before);
      const context = await suite.browser.newContext(device);
      const page = await context.newPage();
      await page.clock.install({ time: before });
      await page.goto(`${suite.product.baseUrl}/${mode}`);
      await page.getByPlaceholder(placeholder).waitFor();
      await page.getByText(COUNT).waitFor();
      await page.getByRole('heading', { level: 2, name: title }).waitFor();

      await context.setOffline(true);
      serverAt(Date.parse(`${dayAfter(n + 1)}T00:00:30.000Z`));
      await page.clock.runFor(60_000);
      await page.getByText(DAY_GONE, { exact: false }).waitFor();
      expect(await page.getByText(COUNT).count()).toBe(0);
      // The title no longer passes the puzzle on screen off as today's.
      expect(await page.getByRole('heading', { level: 2, name: title }).count()).toBe(0);
      await page.getByRole('heading', { level: 2, name: /previous puzzle/i }).waitFor();

      // Back online: the new day's puzzle, its title and count, and its own answer wins.
      await context.setOffline(false);
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
      await page.getByText(COUNT).waitFor();
      expect(await page.getByText(DAY_GONE, { exact: false }).count()).toBe(0);
      await page.clock.resume();
      await guessBy(
        page,
        await answerName(suite.product.baseUrl, mode),
        placeholder,
        device.hasTouch === true,
      );
      await page.getByText('Congratulations!').waitFor();
      await context.close();
    },
  );
});
