import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { performers } from '@guessdle/data';
import {
  frameOf as embedFrame,
  hostEvent,
  hostEvents,
  RECORD_EVENTS,
  startEmbedHost,
  todaysAnswerName,
  type EmbedHost,
} from './support/embed-host';

/**
 * The script-tag embed, end to end: a deliberately hostile host page on another origin (global
 * CSS on *, div, button, img and iframe; a strict CSP with a nonce; a sticky header; a
 * full-height container) loads /embed.js from the built server and shows Classic through the
 * data-attribute snippet, Image-guess and Crono through the custom element and Channel-guess
 * through the queue stub. A key that does not list the host's origin shows nothing and says why.
 */

const HOST_KEY = 'host-site-key-1234';
const NONCE = 'n0nce-for-the-test';

let embed: EmbedHost;

function hostPage(productUrl: string, key: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A hostile host</title>
<style nonce="${NONCE}">
  * { box-sizing: content-box !important; font-family: serif !important; color: #c00 !important; }
  div { padding: 13px !important; border: 3px solid lime !important; }
  button { background: yellow !important; }
  img { filter: invert(1) !important; }
  iframe { border: 10px dashed red !important; height: 50px !important; width: 200px !important; }
  header { position: sticky; top: 0; height: 60px; background: #222; z-index: 10; }
  main { min-height: 100vh; }
</style>
<script nonce="${NONCE}">
  ${RECORD_EVENTS}
  window.Guessdle = window.Guessdle || function () { (window.Guessdle.q = window.Guessdle.q || []).push(arguments); };
  document.addEventListener('DOMContentLoaded', () => {
    Guessdle('mount', document.getElementById('channel'), { mode: 'channel-guess', key: '${key}', lang: 'fr', server: '${productUrl}' });
    // Markup a single-page app adds later, after the loader has run.
    setTimeout(() => {
      const late = document.createElement('div');
      late.id = 'late';
      late.dataset.guessdle = 'classic';
      late.dataset.key = '${key}';
      late.dataset.difficulty = 'easy';
      document.querySelector('main').append(late);
    }, 1500);
  });
</script>
<script nonce="${NONCE}" async src="${productUrl}/embed.js"></script>
</head><body>
<header><button id="host-button">Host menu</button></header>
<main>
  <p id="host-text">The host's own article.</p>
  <div id="classic" data-guessdle="classic" data-key="${key}"></div>
  <guessdle-game id="image" mode="image-guess" key="${key}" theme="light"></guessdle-game>
  <div id="channel"></div>
  <guessdle-game id="crono" mode="crono" key="${key}"></guessdle-game>
</main>
</body></html>`;
}

beforeAll(async () => {
  embed = await startEmbedHost(HOST_KEY, (request, productUrl) => ({
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'none'; script-src 'nonce-${NONCE}' ${productUrl}; style-src 'nonce-${NONCE}'; frame-src ${productUrl}; connect-src ${productUrl}; img-src 'none'`,
    },
    body: hostPage(productUrl, request.url?.includes('other-key') ? 'unknown-key-5678' : HOST_KEY),
  }));
}, 120_000);

afterAll(async () => {
  await embed?.close();
});

/** The frame of `mode`'s embed page (for Classic, the one without a difficulty). */
const frameOf = (page: Page, mode: string) =>
  embedFrame(page, mode, (url) => !url.includes('difficulty='));

/** The frame's height on the host page against its content's height inside it. */
async function heights(page: Page, id: string, frame: Frame) {
  const outer = await page.evaluate(
    (selector) => document.querySelector(selector)!.getBoundingClientRect().height,
    `#${id} iframe`,
  );
  const inner = await frame.evaluate(() =>
    Math.ceil(document.querySelector('#root > div')!.getBoundingClientRect().bottom + scrollY),
  );
  return Math.abs(outer - inner);
}

describe('given a hostile host page on an allowed origin', () => {
  it('shows every embed, sized to its content, without moving the host, and Classic is won', async () => {
    const page = await embed.browser.newPage({ viewport: { width: 375, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${embed.hostUrl}/`);
    const classic = await frameOf(page, 'classic');
    const image = await frameOf(page, 'image-guess');
    const channel = await frameOf(page, 'channel-guess');
    const crono = await frameOf(page, 'crono');

    // Each mode's game, in the language and theme asked for.
    const input = classic.getByPlaceholder('Search for a pornstar');
    await input.waitFor();
    await image.getByPlaceholder('Search for an option').waitFor();
    await expect.poll(() => channel.locator('html').getAttribute('lang')).toBe('fr');
    await crono.getByRole('button', { name: 'Start game' }).waitFor();
    // Crono's challenge link is today's game on the main site, not the frame's own address.
    const { date } = (await (
      await fetch(`${embed.product.baseUrl}/api/server-date/`, {
        headers: { 'x-api-key': 'guessdle-dev-key' },
      })
    ).json()) as { date: string };
    await expect
      .poll(() => crono.locator('input[readonly]').first().inputValue())
      .toBe(`${embed.product.baseUrl}/crono/${date}`);
    await expect
      .poll(() => hostEvents(page))
      .toEqual(
        expect.arrayContaining([
          'guessdle:ready classic',
          'guessdle:ready image',
          'guessdle:ready channel',
          'guessdle:ready crono',
          'guessdle:ready late',
        ]),
      );

    // The host's scroll position and focus are as they were: no embed took them on load.
    expect(await page.evaluate(() => [scrollY, document.activeElement === document.body])).toEqual([
      0,
      true,
    ]);

    // The host's CSS stays outside the frames, and nothing of ours leaks into the host.
    const frameStyle = await page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('#classic iframe')!);
      return [style.borderTopWidth, style.width === '200px'];
    });
    expect(frameStyle).toEqual(['0px', false]);
    expect(
      await classic.evaluate(() => getComputedStyle(document.querySelector('input')!).fontFamily),
    ).not.toBe('serif');
    expect(
      await page.evaluate(() => getComputedStyle(document.getElementById('host-text')!).fontFamily),
    ).toBe('serif');

    // The frame follows its content within 2 px: on load, after each guess, after the win box.
    await expect.poll(() => heights(page, 'classic', classic)).toBeLessThanOrEqual(2);
    const answer = await todaysAnswerName(embed.product, 'classic');
    const wrong = performers.find((p) => p.name !== answer && /^[A-Za-z ]+$/.test(p.name))!.name;
    for (const name of [wrong, answer]) {
      await input.fill(name);
      await classic
        .getByRole('option', { name: new RegExp(`^${name}`) })
        .first()
        .waitFor();
      await input.press('Enter');
      await classic.getByRole('table').getByRole('row').filter({ hasText: name }).first().waitFor();
      await expect.poll(() => heights(page, 'classic', classic)).toBeLessThanOrEqual(2);
    }
    await classic.getByText('Congratulations!').waitFor();
    await expect.poll(() => heights(page, 'classic', classic)).toBeLessThanOrEqual(2);
    await expect
      .poll(() => hostEvent(page, 'guessdle:win', 'classic'))
      .toMatchObject({ detail: { mode: 'classic', tries: 2 } });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('given a key that does not list the host page’s origin', () => {
  it('shows no game and says why in the console', async () => {
    const page = await embed.browser.newPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(`${embed.hostUrl}/?other-key`);
    await expect
      .poll(() => messages.filter((m) => m.startsWith('Guessdle:')).length)
      .toBeGreaterThanOrEqual(3);
    expect(messages.find((m) => m.startsWith('Guessdle:'))).toContain('unknown API key');
    await expect.poll(() => page.locator('iframe').count()).toBe(0);
    await page.close();
  });
});

describe('given a site owner on the /embed configurator', () => {
  it('builds the snippet from their choices, previews that very game and copies it', async () => {
    const page = await embed.browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${embed.product.baseUrl}/`);
    await page.getByRole('link', { name: 'Embed a game on your site' }).click();
    await page.getByRole('heading', { name: 'Embed a game on your site' }).waitFor();
    const form = page.locator('form');
    await form.getByLabel('Game', { exact: true }).selectOption('image-guess');
    await form.getByLabel('Language', { exact: true }).selectOption('fr');
    await form.getByLabel('Theme', { exact: true }).selectOption('light');
    await form.getByLabel('Your API key').fill('my-site-key-42');
    const snippet = page.getByRole('textbox', { name: 'Snippet' });
    await expect
      .poll(() => snippet.inputValue())
      .toBe(
        '<div data-guessdle="image-guess" data-key="my-site-key-42" data-lang="fr" data-theme="light"></div>\n' +
          `<script async src="${embed.product.baseUrl}/embed.js"></script>`,
      );
    // The preview is the real loader and embed page, following the choices.
    const preview = await frameOf(page, 'image-guess');
    await expect.poll(() => preview.url()).toContain('lang=fr');
    await expect.poll(() => preview.locator('html').getAttribute('lang')).toBe('fr');
    await page.getByRole('button', { name: 'Copy snippet' }).click();
    await page.getByRole('status').filter({ hasText: 'Copied!' }).waitFor();
    // Inline rendering: the snippet says so and the preview is the game in a shadow root.
    await form.getByLabel('Rendering', { exact: true }).selectOption('inline');
    await expect.poll(() => snippet.inputValue()).toContain('data-render="inline"');
    await page
      .getByTestId('embed-preview')
      .locator('guessdle-inline')
      .getByPlaceholder('Cherche une option')
      .waitFor();
    expect(await page.getByTestId('embed-preview').locator('iframe').count()).toBe(0);
    await page.close();
  });
});
