import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { channels } from '@guessdle/data';
import { launchBrowser } from './support/browser';
import { dailyAnswerId, guess } from './support/play';
import {
  addPictureMode,
  changesSince,
  contributingEntry,
  copyRepository,
  RECIPE_FILES,
  removeCopy,
  repoRoot,
  run,
  snapshot,
  statedFigures,
  type Change,
} from './support/scaffold';
import { startProduct, type RunningProduct } from './support/server';

/**
 * A fifth mode is its registration and its texts (CONTRIBUTING.md, "Adding a daily mode"). In a
 * copy of the repository, this file does what the recipe's worked example says (the entry from
 * CONTRIBUTING.md itself, texts in the six languages, `pnpm format`, the OpenAPI document
 * regenerated) and nothing else, then proves the result typechecks, builds, serves the mode's
 * page and embed, and is won from the keyboard. The figures CONTRIBUTING.md states for the
 * example (files and lines written by hand) are the ones measured here.
 */

const contributing = readFileSync(path.join(repoRoot, 'CONTRIBUTING.md'), 'utf8');
const { entry, mode } = contributingEntry(contributing);

const state = {} as {
  copy: string;
  changes: Change[];
  product: RunningProduct;
  browser: Browser;
};

describe(`given ${mode} added by CONTRIBUTING.md's recipe in a copy of the repository`, () => {
  beforeAll(async () => {
    state.copy = await copyRepository();
    const before = snapshot(state.copy, RECIPE_FILES);
    addPictureMode(state.copy, entry, 'channelGuess');
    await run('pnpm', ['exec', 'prettier', '--write', ...RECIPE_FILES], state.copy);
    state.changes = changesSince(state.copy, before);
    await run('pnpm', ['--filter', '@guessdle/api', 'openapi'], state.copy);
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.product?.stop();
    removeCopy(state.copy);
  });

  it('takes the files and lines CONTRIBUTING.md says, the registration and the texts only', () => {
    const measured = {
      files: state.changes.length,
      lines: state.changes.reduce((sum, { added }) => sum + added, 0),
    };
    expect(
      measured,
      `CONTRIBUTING.md's worked example should state "**${measured.files} files, ` +
        `${measured.lines} hand-written lines**" (${state.changes
          .map(({ file, added }) => `${file}: ${added}`)
          .join(', ')})`,
    ).toEqual(statedFigures(contributing));
  });

  it('typechecks and builds with no other change', async () => {
    // Side by side: the typecheck and the site's build share nothing.
    await Promise.all([
      run('pnpm', ['typecheck'], state.copy),
      run('pnpm', ['--filter', '@guessdle/site', 'build'], state.copy),
    ]);
  });

  it('serves its page, where it is won from the keyboard, and its embed', async () => {
    state.product = await startProduct({}, { root: state.copy, fromSource: true });
    state.browser = await launchBrowser();
    const { baseUrl } = state.product;
    const key = /key: '([A-Za-z]+)'/.exec(entry)![1]!;
    const english = JSON.parse(
      readFileSync(path.join(state.copy, 'packages/games/src/i18n/locales/en.json'), 'utf8'),
    ) as Record<string, { searchPlaceholder: string; title: string }>;
    const { searchPlaceholder, title } = english[key]!;
    const answerId = await dailyAnswerId(baseUrl, mode);
    const answer = channels.find((channel) => channel.id === answerId)!.name;
    const wrong = channels.find(
      (channel) => channel.id !== answerId && !channel.name.includes(answer),
    )!.name;

    const page = await state.browser.newPage();
    await page.goto(`${baseUrl}/${mode}`);
    await page.getByRole('heading', { name: 'Studio-guess' }).waitFor();
    for (const name of [wrong, answer]) await guess(page, name, searchPlaceholder);
    await page.getByText('Congratulations!').waitFor();

    await page.goto(`${baseUrl}/embed/${mode}?lang=en&instance=fifth-mode`);
    await page.getByRole('heading', { name: title }).waitFor();
    await expect(page.getByPlaceholder(searchPlaceholder).count()).resolves.toBe(1);
    await page.close();
  });
});
