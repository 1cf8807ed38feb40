import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { performers } from '@guessdle/data';

/** The search fields' English placeholders: Classic's, and every picture mode's by default. */
export const CLASSIC_PLACEHOLDER = 'Search for a pornstar';
export const IMAGE_GUESS_PLACEHOLDER = 'Search for an option';

/**
 * The id of a daily mode's answer (today's, or that of an archive `date`), as the running
 * product's API gives it to the widgets.
 */
export async function dailyAnswerId(baseUrl: string, mode: string, date?: string): Promise<string> {
  const query = date ? `?date=${date}` : '';
  const response = await fetch(`${baseUrl}/api/${mode}/daily-guess/${query}`, {
    headers: { 'x-api-key': 'guessdle-dev-key' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { today: string }).today;
}

/** The name a player types for the performer with this id. */
export function performerName(id: string): string {
  const performer = performers.find((p) => p.profileUrl === id);
  if (!performer) throw new Error(`the answer ${id} is not in the shipped dataset`);
  return performer.name;
}

/** The name of a performer mode's answer (Classic, Image-guess), today's or an archive `date`'s. */
export async function answerName(baseUrl: string, mode: string, date?: string): Promise<string> {
  return performerName(await dailyAnswerId(baseUrl, mode, date));
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Guesses `name` from the keyboard: types it into the search field, waits for a suggestion that
 * holds it, then picks the first suggestion (the best match) with ArrowDown and Enter.
 */
export async function guess(page: Page, name: string, placeholder = IMAGE_GUESS_PLACEHOLDER) {
  const input = page.getByPlaceholder(placeholder);
  await input.fill(name);
  await page
    .getByRole('option', { name: new RegExp(escapeRegExp(name)) })
    .first()
    .waitFor();
  await input.press('ArrowDown');
  await input.press('Enter');
}
