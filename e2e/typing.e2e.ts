import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { performers } from '@guessdle/data';
import { productInChromium } from './support/suite';

const suite = productInChromium();

/** A phone-class CPU: Chromium runs every task six times slower. */
async function throttledPage(): Promise<Page> {
  const page = await suite.browser.newPage({ viewport: { width: 375, height: 740 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  return page;
}

async function todaysAnswer(): Promise<string> {
  const response = await fetch(`${suite.product.baseUrl}/api/classic/daily-guess/`, {
    headers: { 'x-api-key': 'guessdle-dev-key' },
  });
  const { today } = (await response.json()) as { today: string };
  return today;
}

/** Names a player would type: several lengths, spaces included, none of them today's answer. */
function namesToType(answer: string, howMany: number): string[] {
  const picked: string[] = [];
  for (const p of performers) {
    if (p.profileUrl === answer || !/^[A-Za-z ]+$/.test(p.name)) continue;
    // Distinct first letters, so no name is a prefix of another one typed before.
    if (picked.some((name) => name[0] === p.name[0])) continue;
    picked.push(p.name);
    if (picked.length === howMany) break;
  }
  return picked;
}

describe('given a player typing on a phone-class CPU (Chromium throttled 6x)', () => {
  it('keeps every letter typed at 60 ms a key, and Enter guesses the closest match', async () => {
    const answer = await todaysAnswer();
    const names = namesToType(answer, 4);
    expect(names).toHaveLength(4);
    const page = await throttledPage();
    await page.goto(`${suite.product.baseUrl}/classic`);
    const input = page.getByPlaceholder('Search for a pornstar');
    await input.waitFor();
    const rows = page.getByRole('table').getByRole('row');

    // One guess after another, as a player plays: the text typed after a guess survives too.
    for (const [index, name] of names.entries()) {
      await input.click();
      await page.keyboard.type(name, { delay: 60 });
      // The value settles to exactly what was typed: a lost or doubled key never does.
      await expect.poll(() => input.inputValue()).toBe(name);
      await page
        .getByRole('option', { name: new RegExp(`^${name}`) })
        .first()
        .waitFor();
      // Enter with nothing highlighted guesses the closest option: a full name is its own best.
      await page.keyboard.press('Enter');
      await expect.poll(() => rows.filter({ hasText: name }).count()).toBe(1);
      await expect.poll(() => input.inputValue()).toBe('');
      // Header row plus one row per guess.
      expect(await rows.count()).toBe(index + 2);
    }
    await page.close();
  });
});
