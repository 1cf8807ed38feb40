/**
 * Visual review: where story captures are compared, how strictly, and where differences go.
 * Node side (vitest.config.ts, the report); the browser side is `capture.setup.ts`.
 *
 * Each story is captured in Chromium once per theme project (dark, light, high contrast; see
 * `storyRuns` in vitest.config.ts) after its play function, and compared pixel by pixel with the
 * committed baseline `.storybook/__screenshots__/<theme>/<story id>.png`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The committed baselines, one folder per theme. */
export const baselineDir = path.join(root, '.storybook', '__screenshots__');
/** The pictures of the last failed comparison (expected / actual / diff), ignored by git. */
export const reportDir = path.join(root, 'visual-report');

/** The report folder as the failure message names it (relative, so it reads the same anywhere). */
export const reportDirName = path.relative(root, reportDir);

/**
 * How strictly a capture must match: every pixel, anti-aliased ones included (no share of
 * mismatched pixels is allowed), each within a small colour tolerance. The tolerance (pixelmatch's
 * `threshold`, 0.05: a grey may move by about 13 of 255 levels) absorbs the rasteriser's noise
 * measured between two runs here (a scaled picture's edge: 7 pixels off by at most 8 levels) and
 * nothing a layout change draws: a one-pixel change to a primitive (padding, border, offset) moves
 * an edge between two theme colours and fails; `one-pixel.browser.test.tsx` proves it.
 */
export const comparatorOptions = {
  threshold: 0.05,
  includeAA: true,
  allowedMismatchedPixels: 0,
} as const;

/**
 * The size of the browser page that holds the test frame. Vitest scales the frame down to fit
 * this page (its default, 1280×720, draws Storybook's 1200×900 frame at 0.8): the page must be at
 * least as big as the frame, so every capture is drawn at one pixel per CSS pixel. The frame grows
 * to show a story taller than itself (`capture.setup.ts`), up to this height.
 */
export const capturePage = { width: 1280, height: 3200 } as const;

/** Vitest's `browser.expect.toMatchScreenshot` settings for one folder of baselines and reports. */
export function screenshotExpectations(folder: string) {
  return {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      comparatorOptions,
      // How long a capture may take to come out the same twice in a row: a safety net for a busy
      // machine (a tall game widget takes seconds to capture there), not a wait.
      timeout: 30_000,
      resolveScreenshotPath: ({ arg, ext }: { arg: string; ext: string }) =>
        path.join(baselineDir, folder, `${arg}${ext}`),
      resolveDiffPath: ({ arg, ext }: { arg: string; ext: string }) =>
        path.join(reportDir, folder, `${arg}${ext}`),
    },
  };
}
