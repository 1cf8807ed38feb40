/**
 * The visual review's tolerance, proven: a primitive (Button) is captured with the very settings
 * the story captures use (`settings.ts`), and changing it by one pixel (padding, border, radius,
 * position) must fail the comparison, while the unchanged one must match its baseline.
 */
import { afterEach, expect, test } from 'vitest';
import { page, server } from 'vitest/browser';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { Button, GuessdleThemeProvider, themes } from '@guessdle/ui';

const theme = themes.dark;
let root: Root | null = null;
let style: HTMLStyleElement | null = null;

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
  style?.remove();
  style = null;
});

/**
 * Renders a primary and a secondary Button on the page's background in a frame of fixed size (as
 * a story root is: the page's width), so a change is caught by its pixels, not by a new size.
 */
async function renderButtons(change = '') {
  if (change) {
    style = document.createElement('style');
    style.textContent = `[data-check] button:first-of-type { ${change} }`;
    document.head.append(style);
  }
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  flushSync(() =>
    root!.render(
      <GuessdleThemeProvider theme={theme}>
        <div
          data-check=""
          style={{
            display: 'flex',
            alignItems: 'flex-start',
            gap: 16,
            padding: 16,
            width: 320,
            height: 80,
            background: theme.colors.page.background,
            fontFamily: theme.fonts.body,
          }}
        >
          <Button>Start game</Button>
          <Button variant="secondary">Copy</Button>
        </div>
      </GuessdleThemeProvider>,
    ),
  );
  await expect.element(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  return page.elementLocator(host.querySelector('[data-check]')!);
}

test('the unchanged Button matches its baseline', async () => {
  await expect.element(await renderButtons()).toMatchScreenshot('buttons');
});

// `--update` would write the changed Button as the new baseline: only compare, never update.
const updating = server.config.snapshotOptions.updateSnapshot === 'all';

test.skipIf(updating).for([
  ['padding one pixel wider on the right', 'padding-right: 17px'],
  ['text one pixel to the right, same size', 'padding-left: 17px; padding-right: 15px'],
  ['border one pixel wider', 'border-width: 3px'],
  ['corner radius one pixel rounder', 'border-radius: 9px'],
  ['moved one pixel down', 'position: relative; top: 1px'],
  [
    'a one-pixel ring in the container border colour',
    `box-shadow: 0 0 0 1px ${theme.colors.container.border}`,
  ],
])('a one-pixel change fails the comparison: %s', async ([, change]) => {
  const frame = await renderButtons(change);
  // Same size, other pixels: the comparison itself fails (not a size check).
  await expect(expect.element(frame).toMatchScreenshot('buttons')).rejects.toThrow(
    /\d+ pixels \(ratio [\d.]+\) differ/,
  );
});
