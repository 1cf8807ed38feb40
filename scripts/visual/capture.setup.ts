/**
 * Visual review, browser side: after each story's test (its play function and axe have passed),
 * capture the story root and compare it with the committed baseline of this theme project.
 * Settings, paths and tolerance: `settings.ts`; stories left out and why: `skips.ts`.
 */
import { afterEach, beforeAll, expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { themes } from '@guessdle/ui';
import { visualSkips } from './skips';

declare const __VISUAL_REPORT_DIR__: string;
declare const __VISUAL_MAX_HEIGHT__: number;

interface ComposedStory {
  id: string;
  globals: Record<string, unknown>;
  parameters?: { visual?: { skip?: string } };
}

/**
 * The fonts the baselines were drawn with: the theme's stacks resolve to these system fonts once
 * the test command has installed them (scripts/provision.mjs). Another font draws other pixels,
 * so every capture would differ: say so instead of showing hundreds of diffs.
 */
const pinnedFonts = [
  { stack: themes.dark.fonts.body, font: 'DejaVu Sans' },
  { stack: themes.dark.fonts.mono, font: 'Liberation Mono' },
];
let fontProblem: string | null = null;

beforeAll(async () => {
  await document.fonts.ready;
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return;
  const sample = 'Guessdle 0123456789 ÁÉÎõüłść — WMiil';
  const width = (font: string) => {
    context.font = `16px ${font}`;
    return context.measureText(sample).width;
  };
  const wrong = pinnedFonts.filter(
    ({ stack, font }) =>
      width(stack) !== width(`'${font}'`) || width(`'${font}'`) === width('serif'),
  );
  if (wrong.length) {
    fontProblem =
      `the captures need ${wrong.map(({ font }) => font).join(' and ')} as the theme's font ` +
      '(`pnpm test` installs them: Debian packages fonts-dejavu-core and fonts-liberation); ' +
      'this browser draws another, so its pixels cannot match the baselines.';
  }
});

/** What to capture: an open modal dialog (drawn in the top layer), else the story's root. */
function captureTarget(): Element | null {
  const modal = [...document.querySelectorAll('dialog[open]')].find((dialog) =>
    dialog.matches(':modal'),
  );
  if (modal) return modal;
  // Storybook renders each story into a plain <div> it appends to <body> (its own wrappers carry
  // `sb-` classes): the last one is the story being tested.
  const roots = [...document.body.children].filter(
    (element) => element instanceof HTMLDivElement && !element.className.includes('sb-'),
  );
  return roots.at(-1) ?? null;
}

/** Pictures that are still loading would make the capture depend on the network's timing. */
async function picturesLoaded(root: Element): Promise<void> {
  await document.fonts.ready;
  const images = [...root.querySelectorAll('img')].filter((image) => image.loading !== 'lazy');
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
}

afterEach(async (context) => {
  const story = (context as unknown as { story?: ComposedStory }).story;
  // A story that failed or was skipped has nothing to compare; its own failure says why.
  if (!story || context.task.result?.state === 'fail') return;
  const theme = String(story.globals.theme ?? 'dark');
  const label = `${story.id} ("${context.task.name}") in the ${theme} theme`;
  const skip = story.parameters?.visual?.skip ?? visualSkips[story.id];
  if (skip) return;

  // Another font draws other pixels: fail on the cause (and never write such a baseline).
  if (fontProblem) throw new Error(`Visual review: ${label} cannot be captured: ${fontProblem}`);
  const target = captureTarget();
  if (!target) throw new Error(`Visual review: ${label} rendered no story root to capture.`);
  // No hover left behind by a play function's clicks (the cursor parks outside the page).
  if ('resetMousePosition' in commands && typeof commands.resetMousePosition === 'function') {
    await (commands.resetMousePosition as () => Promise<void>)();
  }
  await picturesLoaded(target);
  // The frame shows only its own height: a taller story gets a taller frame (same width), so its
  // whole root is drawn. The next story starts from its own viewport again.
  const bottom = Math.ceil(target.getBoundingClientRect().bottom + window.scrollY);
  if (bottom > window.innerHeight) {
    await page.viewport(window.innerWidth, Math.min(bottom, __VISUAL_MAX_HEIGHT__));
    await picturesLoaded(target);
  }

  try {
    await expect.element(page.elementLocator(target)).toMatchScreenshot(story.id);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const report = `${__VISUAL_REPORT_DIR__}/${theme}/index.html`;
    const what = /stable screenshot/.test(reason)
      ? 'kept changing: no two captures in a row were the same (a running animation or clock?)'
      : 'does not match its baseline';
    throw new Error(
      [
        `Visual review: ${label} ${what}.`,
        reason,
        `Expected / actual / diff pictures: ${report} (folder ${__VISUAL_REPORT_DIR__}/${theme}/).`,
        'If the change is intended, run `pnpm test:visual:update`, look at the new PNGs and commit them.',
      ].join('\n'),
    );
  }
});
