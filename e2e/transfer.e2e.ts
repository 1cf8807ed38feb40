import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { performers } from '@guessdle/data';
import { answerName, CLASSIC_PLACEHOLDER, guess, IMAGE_GUESS_PLACEHOLDER } from './support/play';
import { productInChromium } from './support/suite';

// Statistics read from the archive's launch: two days back, so yesterday counts too.
const LAUNCH = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
const suite = productInChromium({ LAUNCH_DATE: LAUNCH });

async function win(page: Page, name: string) {
  await guess(page, name);
  await page.getByText('Congratulations!').waitFor();
}

/** The statistics dialog's figures, opened from the page header. */
async function openStats(page: Page) {
  await page.locator('header').getByRole('button', { name: 'Statistics' }).click();
  const dialog = page.getByRole('dialog', { name: /^Statistics/ });
  await dialog.getByText('Played', { exact: true }).waitFor();
  return dialog;
}

async function figures(page: Page): Promise<Record<string, string>> {
  const dialog = page.getByRole('dialog', { name: /^Statistics/ });
  const out: Record<string, string> = {};
  for (const label of ['Played', 'Win %', 'Current streak', 'Best streak']) {
    const item = dialog.locator('div', { has: page.getByText(label, { exact: true }) }).last();
    out[label] = (await item.locator('dd').textContent()) ?? '';
  }
  return out;
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${suite.product.baseUrl}/image-guess`);
  await page.getByPlaceholder(IMAGE_GUESS_PLACEHOLDER).waitFor();
  return page;
}

async function openTransfer(page: Page) {
  await openStats(page);
  await page.getByRole('button', { name: 'Move my progress' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move my progress' });
  await dialog.waitFor();
  return dialog;
}

describe('given a player with a win on one device', () => {
  it('moves it to a second browser by code, by link and by file, with the same statistics', async () => {
    const phone = await freshPage(suite.browser);
    await win(phone, await answerName(suite.product.baseUrl, 'image-guess'));
    await openStats(phone);
    const expected = await figures(phone);
    expect(expected).toMatchObject({ Played: '1', 'Current streak': '1' });
    await phone.keyboard.press('Escape');

    // By code, typed on the other device.
    const transfer = await openTransfer(phone);
    await transfer.getByRole('button', { name: 'Create a code' }).click();
    const codeBox = transfer.getByTestId('transfer-code');
    await codeBox.waitFor();
    const code = (await codeBox.locator('[aria-hidden="true"]').textContent()) ?? '';
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
    await expect.poll(() => transfer.getByTestId('transfer-qr').count()).toBe(1);

    const laptop = await freshPage(suite.browser);
    const receiving = await openTransfer(laptop);
    await receiving.getByRole('textbox', { name: 'Enter a code' }).fill(code);
    await receiving.getByRole('button', { name: 'Add the progress' }).click();
    await receiving.getByText('Done: 1 day added or improved on this device.').waitFor();
    await laptop.keyboard.press('Escape');
    // The statistics behind read the merged history again.
    await expect.poll(() => figures(laptop)).toEqual(expected);
    await laptop.keyboard.press('Escape');
    await expect.poll(() => laptop.getByRole('dialog').count()).toBe(0);

    // By link: opened on the other device, it redeems at once.
    await transfer.getByRole('button', { name: 'Create a new code' }).click();
    await expect
      .poll(async () => (await codeBox.locator('[aria-hidden="true"]').textContent()) ?? '')
      .not.toBe(code);
    const link = (await transfer.getByTestId('transfer-link').getAttribute('href')) ?? '';
    expect(link).toMatch(/\/image-guess\?transfer=/);
    const tablet = await (await suite.browser.newContext()).newPage();
    await tablet.goto(link);
    const fromLink = tablet.getByRole('dialog', { name: 'Move my progress' });
    await fromLink.getByText('Done: 1 day added or improved on this device.').waitFor();
    expect(new URL(tablet.url()).search).toBe('');
    await tablet.keyboard.press('Escape');
    await openStats(tablet);
    await expect.poll(() => figures(tablet)).toEqual(expected);

    // By file.
    const downloading = phone.waitForEvent('download');
    await transfer.getByRole('button', { name: 'Download a file' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^guessdle-progress-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const desktop = await freshPage(suite.browser);
    const restoring = await openTransfer(desktop);
    // A file that is not one changes nothing.
    await restoring.getByLabel('Restore from a file').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"notes": []}'),
    });
    await restoring.getByText(/Nothing was changed/).waitFor();
    await restoring.getByLabel('Restore from a file').setInputFiles({
      name: 'progress.json',
      mimeType: 'application/json',
      buffer: await readFile(file),
    });
    await restoring.getByText('Done: 1 day added or improved on this device.').waitFor();
    await desktop.keyboard.press('Escape');
    await expect.poll(() => figures(desktop)).toEqual(expected);

    for (const page of [phone, laptop, tablet, desktop]) await page.context().close();
  });
});

describe('given a Classic game open with two wrong guesses', () => {
  it('shows the win a second tab imported at once, and keeps it after a reload', async () => {
    const answer = await answerName(suite.product.baseUrl, 'classic');
    const wrong = performers
      .filter((p) => p.name !== answer && !p.name.includes(answer) && !answer.includes(p.name))
      .slice(0, 2)
      .map((p) => p.name);

    // Another device won today's Classic and makes a code.
    const other = await (await suite.browser.newContext()).newPage();
    await other.goto(`${suite.product.baseUrl}/classic`);
    await guess(other, answer, CLASSIC_PLACEHOLDER);
    await other.getByText('Congratulations!').waitFor();
    const transfer = await openTransfer(other);
    await transfer.getByRole('button', { name: 'Create a code' }).click();
    const codeBox = transfer.getByTestId('transfer-code');
    await codeBox.waitFor();
    const code = (await codeBox.locator('[aria-hidden="true"]').textContent()) ?? '';

    // This browser: Classic open with two wrong rows.
    const context = await suite.browser.newContext();
    const game = await context.newPage();
    await game.goto(`${suite.product.baseUrl}/classic`);
    for (const name of wrong) await guess(game, name, CLASSIC_PLACEHOLDER);
    const rows = game.getByRole('row');
    for (const name of wrong) {
      await expect.poll(() => rows.filter({ hasText: name }).count()).toBe(1);
    }

    // A second tab of the same browser redeems the code.
    const second = await context.newPage();
    await second.goto(`${suite.product.baseUrl}/image-guess`);
    await second.getByPlaceholder(IMAGE_GUESS_PLACEHOLDER).waitFor();
    const receiving = await openTransfer(second);
    await receiving.getByRole('textbox', { name: 'Enter a code' }).fill(code);
    await receiving.getByRole('button', { name: 'Add the progress' }).click();
    await receiving.getByText('Done: 1 day added or improved on this device.').waitFor();

    // The open game shows the win, without its search box.
    await game.getByText('Congratulations!').waitFor();
    await expect.poll(() => game.getByPlaceholder(CLASSIC_PLACEHOLDER).count()).toBe(0);
    await game.reload();
    await game.getByText('Congratulations!').waitFor();
    expect(await game.getByPlaceholder(CLASSIC_PLACEHOLDER).count()).toBe(0);

    await other.context().close();
    await context.close();
  });
});
