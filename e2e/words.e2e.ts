import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGUAGES, type Language } from '@guessdle/api/modes';
import { performers } from '@guessdle/data';
import { answerName, escapeRegExp } from './support/play';
import { productInChromium } from './support/suite';

/**
 * Words a native speaker would write (issue 56, item 6), as a player reads them in each of the
 * six languages, chosen on the site: Classic played with a wrong guess and then won, on a phone
 * for half the languages and a desktop for the other half.
 */
const suite = productInChromium();

interface ClassicTexts {
  classic: {
    title: string;
    searchPlaceholder: string;
    columns: Record<string, string>;
  };
}
const texts = (language: Language) =>
  JSON.parse(
    readFileSync(
      new URL(`../packages/games/src/i18n/locales/${language}.json`, import.meta.url),
      'utf8',
    ),
  ) as ClassicTexts;

/** A man born in Prague: a male row, and a city with a name of its own in most languages. */
const guessed = performers.find((p) => p.name === 'Gary Ashobourne')!;
/** How each language writes Prague (the dataset's `birthCityNames`; French writes it as English). */
const PRAGUE: Record<Language, string> = {
  en: 'Prague',
  es: 'Praga',
  fr: 'Prague',
  it: 'Praga',
  pl: 'Praga',
  pt: 'Praga',
};

/** Forms no text of the language may show (its register, its apostrophe, the player's gender). */
const NEVER: Record<Language, RegExp[]> = {
  en: [/’/],
  es: [/\p{L}'\p{L}/u],
  fr: [/\p{L}'\p{L}/u, /\bvous\b/i],
  it: [/\p{L}'\p{L}/u, /\bsfid[ae]\b/],
  pl: [/\p{L}'\p{L}/u, /\p{L}+(łeś|łaś|łem|łam)(?!\p{L})/u],
  pt: [/\p{L}'\p{L}/u, /\b(você|Resolveu)\b/i],
};

async function play(page: Page, language: Language) {
  const { classic } = texts(language);
  const base = suite.product.baseUrl;
  await page.goto(`${base}/classic`);
  const search = page.getByPlaceholder(classic.searchPlaceholder);
  await page.getByRole('heading', { level: 2, name: classic.title }).waitFor();
  const answer = await answerName(base, 'classic');
  expect(answer).not.toBe(guessed.name);
  for (const name of [guessed.name, answer]) {
    await search.fill(name);
    await page
      .getByRole('option', { name: new RegExp(escapeRegExp(name)) })
      .first()
      .click();
    await page.getByRole('row').filter({ hasText: name }).waitFor();
  }
  // Won: the search box goes.
  await expect.poll(() => search.count()).toBe(0);
  const row = page.getByRole('row').filter({ hasText: guessed.name });
  // Each header's name (its tooltip sits beside it).
  const headers = await page.locator('[role="columnheader"] [aria-describedby]').allTextContents();
  return { classic, row, headers };
}

describe.each(LANGUAGES.map((language, i) => [language, i % 2 === 0 ? 'phone' : 'desktop']))(
  'given Classic read in %s on a %s',
  (language, device) => {
    it('reads as the language writes: its headers, its places, one phrase per tile', async () => {
      const lang = language as Language;
      const context = await suite.browser.newContext(
        device === 'phone'
          ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }
          : { viewport: { width: 1280, height: 900 } },
      );
      await context.addInitScript({ content: `localStorage.setItem('language', '${lang}');` });
      const page = await context.newPage();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const { classic, row, headers } = await play(page, lang);

      // The headers, as the language's texts name them, none of them a gendered word.
      expect(headers.map((h) => h.trim())).toEqual(
        ['model', 'gender', 'type', 'birthPlace', 'ethnicity', 'hairColor', 'rank'].map(
          (key) => classic.columns[key],
        ),
      );
      // The guess's column is named for any answer, not for a woman (it "Modella", pl "Modelka").
      expect(headers[0]).not.toMatch(/^(Modella|Modelka)$/);
      // The birthplace in one language: the city as the language writes it.
      await row.getByText(new RegExp(`^${PRAGUE[lang]}, `)).waitFor();
      if (lang !== 'en' && PRAGUE[lang] !== 'Prague') {
        expect(await row.getByText(/Prague/).count()).toBe(0);
      }
      // Each tile is one phrase to a screen reader: "Gender: Male, Correct", no stray space.
      const names = await row
        .getByRole('cell')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
      expect(names.every((name) => name === '')).toBe(true);
      for (const cell of await row.getByRole('cell').all()) {
        const hidden = await cell.evaluate(
          (el) =>
            [...el.querySelectorAll('span')]
              .filter((span) => span.getBoundingClientRect().width <= 1)
              .map((span) => span.textContent ?? '')[0] ?? '',
        );
        expect(hidden).toMatch(/^\S.*: .+, \S.*$/);
        expect(hidden).not.toMatch(/ ,| {2}/);
      }

      // After the win, the whole page: no form the language never writes.
      const text = await page.locator('body').innerText();
      for (const pattern of NEVER[lang]) expect(text, String(pattern)).not.toMatch(pattern);
      await context.close();
    });
  },
);
