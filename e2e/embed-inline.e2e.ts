import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReactOnly } from '../scripts/react-only';
import { bundleHostScript } from './support/bundle';
import {
  frameOf,
  hostEvent,
  hostEvents,
  RECORD_EVENTS,
  startEmbedHost,
  todaysAnswerName,
  type EmbedHost,
  type HostAnswer,
} from './support/embed-host';

/**
 * Inline rendering (`data-render="inline"`) beside an iframe game, on a deliberately hostile host
 * page on another origin: aggressive global CSS on *, div, button, img and iframe, a React app of
 * its own (another copy of React, bundled by the host), a strict CSP with nonces (no inline style
 * without the nonce), a sticky header and a full-height container. Both games are won; styles
 * leak in neither direction; the host's React keeps working; scroll and focus stay put; a key
 * that does not allow the host gets no game and a console message.
 */

const HOST_KEY = 'inline-host-key-1234';
const NONCE = 'inline-n0nce';

let embed: EmbedHost;
let hostApp = '';

/** The host's own React app, bundled now with its own copy of React: a counter button. */
function buildHostApp(): Promise<string> {
  return bundleHostScript(
    "import { createElement, useState } from 'react';\n" +
      "import { createRoot } from 'react-dom/client';\n" +
      'function Counter() {\n' +
      '  const [n, setN] = useState(0);\n' +
      "  return createElement('button', { id: 'host-counter', onClick: () => setN(n + 1) }, `Host clicks: ${n}`);\n" +
      '}\n' +
      "createRoot(document.getElementById('host-app')).render(createElement(Counter));\n",
    buildReactOnly,
  );
}

function hostPage(productUrl: string, key: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A hostile host with its own React</title>
<style nonce="${NONCE}">
  * { box-sizing: content-box !important; font-family: serif !important; color: #c00 !important; line-height: 3 !important; letter-spacing: 2px !important; }
  div { padding: 13px !important; border: 3px solid lime !important; text-align: right !important; }
  button { background: yellow !important; }
  img { filter: invert(1) !important; width: 10px !important; }
  iframe { border: 10px dashed red !important; height: 50px !important; width: 200px !important; }
  header { position: sticky; top: 0; height: 60px; background: #222; z-index: 10; }
  main { min-height: 100vh; }
  #inline { --gd-colors-accent: #00aa55; }
</style>
<script nonce="${NONCE}">
  ${RECORD_EVENTS}
</script>
<script nonce="${NONCE}" type="module" src="/app.js"></script>
<script nonce="${NONCE}" async src="${productUrl}/embed.js"></script>
</head><body>
<header><button id="host-button">Host menu</button><div id="host-app"></div></header>
<main>
  <p id="host-text">The host's own article.</p>
  <div id="inline" data-guessdle="classic" data-key="${key}" data-render="inline"></div>
  <div id="framed" data-guessdle="image-guess" data-key="${key}"></div>
  <guessdle-game id="crono" mode="crono" key="${key}" render="inline" lang="pl"></guessdle-game>
</main>
</body></html>`;
}

beforeAll(async () => {
  hostApp = await buildHostApp();
  embed = await startEmbedHost(HOST_KEY, (request, productUrl): HostAnswer =>
    request.url === '/app.js'
      ? { headers: { 'content-type': 'text/javascript' }, body: hostApp }
      : {
          headers: {
            'content-type': 'text/html; charset=utf-8',
            // What the README tells a host to allow for inline games: scripts, calls and pictures
            // from the Guessdle server; no inline style at all beyond its own nonce'd sheet.
            'content-security-policy': `default-src 'none'; script-src 'nonce-${NONCE}' 'self' ${productUrl}; style-src 'nonce-${NONCE}'; frame-src ${productUrl}; connect-src ${productUrl}; img-src ${productUrl}`,
          },
          body: hostPage(
            productUrl,
            request.url?.includes('other-key') ? 'unknown-key-5678' : HOST_KEY,
          ),
        },
  );
}, 180_000);

afterAll(async () => {
  await embed?.close();
});

describe('given inline games (Classic, Crono) and an iframe game on a hostile host with its own React', () => {
  it('renders every game, leaks no style either way, keeps the host working, and both daily games are won', async () => {
    const page = await embed.browser.newPage({ viewport: { width: 375, height: 800 } });
    const errors: string[] = [];
    const violations: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${embed.hostUrl}/`);
    const stylesBefore = await page.evaluate(() => document.querySelectorAll('style').length);

    // The inline game: in a shadow root, its own React, its search box found through it.
    const inline = page.locator('#inline guessdle-inline');
    const input = inline.getByPlaceholder('Search for a pornstar');
    await input.waitFor();
    await page.getByRole('button', { name: 'Host clicks: 0' }).waitFor();
    const framed = await frameOf(page, 'image-guess');
    const pictureInput = framed.getByPlaceholder('Search for an option');
    await pictureInput.waitFor();
    await expect
      .poll(() => hostEvents(page))
      .toEqual(
        expect.arrayContaining([
          'guessdle:ready inline',
          'guessdle:ready framed',
          'guessdle:ready crono',
        ]),
      );
    // Crono inline too, in Polish, today's daily game.
    await page
      .locator('#crono guessdle-inline')
      .getByRole('button', { name: 'Rozpocznij grę' })
      .waitFor();

    // Neither game took the host's scroll position or focus on load, nor takes the host's keys.
    expect(await page.evaluate(() => [scrollY, document.activeElement === document.body])).toEqual([
      0,
      true,
    ]);
    await page.keyboard.press('j');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await input.inputValue()).toBe('');

    // Nothing of ours in the host's document: no style element, no adopted sheet, no global.
    expect(
      await page.evaluate(() => [
        document.querySelectorAll('style').length,
        document.adoptedStyleSheets.length,
        getComputedStyle(document.getElementById('host-text')!).fontFamily,
        getComputedStyle(document.getElementById('host-text')!).lineHeight,
        'React' in window,
      ]),
    ).toEqual([stylesBefore, 0, 'serif', `${16 * 3}px`, false]);

    // And nothing of the host's in the inline game: not its font, colour, line height or
    // alignment; the host's --gd-* custom property does reach it.
    const inside = await input.evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getRootNode() as ShadowRoot;
      const widget = box.querySelector('[data-guessdle-widget]')!;
      const title = box.querySelector('h2')!;
      return {
        font: style.fontFamily,
        color: getComputedStyle(title).color,
        lineHeight: getComputedStyle(title).lineHeight,
        letterSpacing: getComputedStyle(title).letterSpacing,
        align: getComputedStyle(widget).textAlign,
        accent: getComputedStyle(widget).getPropertyValue('--gd-colors-accent').trim(),
        sheets: box.adoptedStyleSheets.length,
        styleElements: box.querySelectorAll('style').length,
      };
    });
    expect(inside.font).not.toBe('serif');
    expect(inside.font).toContain('system-ui');
    expect(inside.color).not.toBe('rgb(204, 0, 0)');
    expect(inside.lineHeight).not.toBe(`${16 * 3}px`);
    expect(inside.letterSpacing).toBe('normal');
    expect(inside.align).not.toBe('right');
    expect(inside.accent).toBe('#00aa55');
    expect(inside.sheets).toBe(2);
    expect(inside.styleElements).toBe(0);

    // The host's React app still works beside ours.
    await page.getByRole('button', { name: 'Host clicks: 0' }).click();
    await page.getByRole('button', { name: 'Host clicks: 1' }).waitFor();

    // The inline Classic game is won in one try.
    const classicAnswer = await todaysAnswerName(embed.product, 'classic');
    await input.fill(classicAnswer);
    await inline
      .getByRole('option', { name: new RegExp(`^${classicAnswer}`) })
      .first()
      .waitFor();
    await input.press('Enter');
    await inline.getByText('Congratulations!').waitFor();
    // Its next game opens on the main site in a new tab: the host's page stays.
    const next = inline.getByRole('link', { name: 'Play Image guess' });
    expect(await next.getAttribute('href')).toBe(`${embed.product.baseUrl}/image-guess`);
    expect(await next.getAttribute('target')).toBe('_blank');
    expect(await next.getAttribute('rel')).toBe('noopener');
    await expect
      .poll(() => hostEvent(page, 'guessdle:win', 'inline'))
      .toMatchObject({ detail: { mode: 'classic', tries: 1 } });
    // Its progress is kept in the host's storage, under its own prefix.
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('guessdle:classic-')),
      ),
    ).not.toEqual([]);

    // The iframe Image-guess game is won too.
    const imageAnswer = await todaysAnswerName(embed.product, 'image-guess');
    await pictureInput.fill(imageAnswer);
    await framed
      .getByRole('option', { name: new RegExp(`^${imageAnswer}`) })
      .first()
      .waitFor();
    await pictureInput.press('Enter');
    await expect
      .poll(() => hostEvent(page, 'guessdle:win', 'framed'))
      .toMatchObject({ detail: { mode: 'image-guess', tries: 1 } });

    expect(errors).toEqual([]);
    expect(violations).toEqual([]);
    await page.close();
  });
});

describe('given an inline game whose key does not list the host page’s origin', () => {
  it('shows no game and says why in the console', async () => {
    const page = await embed.browser.newPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(`${embed.hostUrl}/?other-key`);
    await expect
      .poll(() => messages.filter((m) => m.startsWith('Guessdle:')).length)
      .toBeGreaterThanOrEqual(2);
    expect(messages.find((m) => m.startsWith('Guessdle:'))).toContain('unknown API key');
    expect(
      await page.evaluate(() => {
        const root = document.querySelector('#inline guessdle-inline')?.shadowRoot;
        return [root?.querySelector('[data-guessdle-widget]') ?? null, root?.textContent];
      }),
    ).toEqual([null, '']);
    await page.close();
  });
});
