import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { validateChannels, validatePerformers } from '@guessdle/data';
import { normalizeForSearch } from '@guessdle/games/core';
import { startProduct, type RunningProduct } from './support/server';
import { launchBrowser } from './support/browser';
import {
  generateOperatorDataset,
  startPictureHost,
  type OperatorDataset,
  type PictureHost,
} from './support/operator-dataset';

/**
 * An operator's own dataset, end to end: 10,000 generated performers and 2,000 channels whose
 * names share nothing with the shipped data (e2e/support/operator-dataset.ts). The built server is
 * started with PERFORMERS_FILE / CHANNELS_FILE and each daily mode is won.
 */

let product: RunningProduct;
let browser: Browser;
let pictureHost: PictureHost;
let dataset: OperatorDataset;
const dir = mkdtempSync(path.join(tmpdir(), 'guessdle-operator-'));

beforeAll(async () => {
  // localhost and 127.0.0.1 are two origins: the pictures are cross-origin for the page.
  pictureHost = await startPictureHost();
  dataset = generateOperatorDataset(pictureHost.origin, 'http://127.0.0.1:9');
  expect(validatePerformers(dataset.performers)).toEqual([]);
  expect(validateChannels(dataset.channels)).toEqual([]);
  const performersFile = path.join(dir, 'performers.json');
  const channelsFile = path.join(dir, 'channels.json');
  writeFileSync(performersFile, JSON.stringify(dataset.performers));
  writeFileSync(channelsFile, JSON.stringify(dataset.channels));
  product = await startProduct({ PERFORMERS_FILE: performersFile, CHANNELS_FILE: channelsFile });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await pictureHost?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function todaysId(mode: 'classic' | 'image-guess' | 'channel-guess'): Promise<string> {
  const response = await fetch(`${product.baseUrl}/api/${mode}/daily-guess/`, {
    headers: { 'x-api-key': 'guessdle-dev-key' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { today: string }).today;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// The names are compared in the search's own folded form (case, accents and the letters Unicode
// does not decompose); the order below is recomputed from SPEC §5's definition, independently.
const fold = normalizeForSearch;

/** SPEC §5 from its definition: substring match, then 1 - edit distance / longer length. */
function specOrder(names: readonly string[], query: string): string[] {
  const needle = fold(query);
  return names
    .map((name) => ({ name, key: fold(name) }))
    .filter(({ key }) => key.includes(needle))
    .map((e) => ({
      ...e,
      score: 1 - levenshtein(needle, e.key) / Math.max(needle.length, e.key.length),
    }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    )
    .map((e) => e.name);
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] as number;
}

async function optionNames(page: Page): Promise<string[]> {
  return (await page.getByRole('option').allTextContents()).map((t) => t.trim());
}

/** Picks `name` from the dropdown, typing again if the box cleared itself in between. */
async function guess(page: Page, placeholder: string, name: string) {
  const input = page.getByPlaceholder(placeholder);
  const option = page.getByRole('option', { name: new RegExp(`^${escapeRegExp(name)}`) }).first();
  const picked = async () =>
    (await page.getByRole('option').count()) === 0 &&
    (await page.getByText(name, { exact: true }).count()) > 0;
  // The box clears itself after a pick and may rerender while the new row comes in: a pick
  // typed into that moment is lost, so type and pick until the guess shows.
  await expect
    .poll(
      async () => {
        if (await picked()) return true;
        if (!(await input.isVisible())) return false;
        await input.fill(name);
        if (!(await option.isVisible())) return false;
        await input.press('ArrowDown');
        await input.press('Enter');
        return picked();
      },
      { interval: 500 },
    )
    .toBe(true);
}

/** No picture on the page shows the browser's broken-image icon. */
async function brokenImages(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.images].filter((img) => img.complete && img.naturalWidth === 0 && img.src)
        .length,
  );
}

const modes = [
  {
    mode: 'classic' as const,
    placeholder: 'Search for a pornstar',
    items: () => dataset.performers.map((p) => ({ id: p.profileUrl, name: p.name })),
  },
  {
    mode: 'image-guess' as const,
    placeholder: 'Search for an option',
    items: () => dataset.performers.map((p) => ({ id: p.profileUrl, name: p.name })),
  },
  {
    mode: 'channel-guess' as const,
    placeholder: 'Search for a porn channel',
    items: () => dataset.channels.map((c) => ({ id: c.id, name: c.name })),
  },
];

describe.each(modes)('given $mode on an operator’s 10,000-entry dataset', (m) => {
  it('lists matches in the spec’s order and is won', async () => {
    const items = m.items();
    const id = await todaysId(m.mode);
    const answer = items.find((item) => item.id === id);
    expect(answer, `today's ${m.mode} answer ${id} comes from the operator's file`).toBeDefined();
    const answerName = answer!.name;
    const wrong = items.find((item) => item.id !== id && !item.name.includes(answerName))!.name;

    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${product.baseUrl}/${m.mode}`);
    const input = page.getByPlaceholder(m.placeholder);
    await input.waitFor();

    // Accents and case do not matter; the order is SPEC §5's, the list the closest 50.
    const query = answerName.slice(0, 3).toUpperCase();
    await input.fill(query);
    await page.getByRole('option').first().waitFor();
    const expected = specOrder(
      items.map((item) => item.name),
      query,
    ).slice(0, 50);
    await expect.poll(() => optionNames(page)).toEqual(expected);

    await guess(page, m.placeholder, wrong);
    await guess(page, m.placeholder, answerName);
    await page.getByText('Congratulations!').waitFor();
    await expect.poll(() => brokenImages(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
