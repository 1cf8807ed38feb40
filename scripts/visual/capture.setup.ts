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
  parameters?: { visual?: VisualParameters };
}

/** What a story can tell the visual review (`parameters.visual`). */
interface VisualParameters {
  /** Leave the story out of the review, saying why. */
  skip?: string;
  /**
   * CSS selectors of parts whose pixels depend on the machine, not the code (the test server's
   * address in a snippet): the capture covers each with a plain box of its size, so the rest of
   * the story is still compared.
   */
  mask?: string[];
}

/**
 * The fonts the baselines were drawn with: Chromium sees only the files the repo's fontconfig
 * accepts (scripts/visual/fonts.conf, installed by scripts/provision.mjs), and the theme's stacks
 * and the generic monospace resolve to these there. Another font draws other pixels, so every
 * capture would differ: say so instead of showing hundreds of diffs.
 */
const pinnedFonts = [
  { stack: themes.dark.fonts.body, font: 'DejaVu Sans' },
  { stack: themes.dark.fonts.mono, font: 'Liberation Mono' },
  { stack: 'monospace', font: 'DejaVu Sans Mono' },
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
      '(`pnpm test` installs them: Debian packages fonts-dejavu-core, fonts-dejavu-extra and ' +
      'fonts-liberation, and launches Chromium with FONTCONFIG_FILE=scripts/visual/fonts.conf); ' +
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

/**
 * Requests the story has in flight, with when each started: the capture waits for the ones that
 * will answer (a "Slow API" story's 1.5 s), so it never catches a half-loaded view at a moment
 * that depends on the machine's speed. `pnpm test` answers every request from the mock API.
 */
const inFlight = new Map<number, number>();
let nextRequest = 0;
const realFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = (...args: Parameters<typeof fetch>) => {
  const id = nextRequest++;
  inFlight.set(id, performance.now());
  return realFetch(...args).finally(() => inFlight.delete(id));
};

/**
 * A request still unanswered this long after it left is one the story keeps waiting on by design
 * (a "Loading" story's mock answers after 10 minutes, a stuck request never): the view it shows
 * then is the loading state, and stays so. Far above any answer the mocks delay on purpose.
 */
const NEVER_ANSWERS_MS = 6_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/**
 * Scripts a story adds while it runs (the embed configurator's preview loads `/embed.js`, which
 * the dev server builds on its first request): loading until their `load` or `error` event.
 */
const scriptsLoading = new Set<HTMLScriptElement>();
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (!(node instanceof HTMLScriptElement) || !node.src) continue;
      scriptsLoading.add(node);
      const done = () => scriptsLoading.delete(node);
      node.addEventListener('load', done, { once: true });
      node.addEventListener('error', done, { once: true });
    }
  }
}).observe(document, { childList: true, subtree: true });

/** How long a script may take to arrive: a safety net, far above a cold build on a busy machine. */
const SCRIPT_LIMIT_MS = 60_000;

/** Until every request that will answer has answered, and every added script has loaded. */
async function requestsSettled(): Promise<void> {
  const started = performance.now();
  for (;;) {
    const now = performance.now();
    const waiting = [...inFlight.values()].filter((sent) => now - sent < NEVER_ANSWERS_MS);
    const scripts = now - started < SCRIPT_LIMIT_MS ? scriptsLoading.size : 0;
    if (!waiting.length && !scripts) return;
    await wait(50);
  }
}

/** Until every frame in `root` has loaded its page (the configurator's preview shows one). */
async function framesLoaded(root: Element): Promise<void> {
  // A frame of another origin shows no document: nothing to wait for from here.
  const loading = (frame: HTMLIFrameElement) => {
    const page = frame.contentDocument;
    return page !== null && (page.readyState !== 'complete' || page.URL === 'about:blank');
  };
  const frames = [...root.querySelectorAll('iframe')].filter(
    (frame) => frame.src && frame.src !== 'about:blank' && loading(frame),
  );
  await Promise.all(
    frames.map((frame) =>
      Promise.race([
        new Promise((resolve) => frame.addEventListener('load', resolve, { once: true })),
        wait(SCRIPT_LIMIT_MS),
      ]),
    ),
  );
}

/**
 * A capture starts on a whole pixel: the page scrolled to its top (a play function's clicks scroll
 * it, to fractional offsets too), and a modal dialog (centred by the browser, so at half a pixel
 * whenever its height is odd or fractional) pinned where it is, rounded down to whole pixels.
 * Otherwise the same dialog is captured one row taller or shorter from run to run.
 */
async function onWholePixels(target: Element): Promise<void> {
  window.scrollTo(0, 0);
  if (target instanceof HTMLDialogElement) {
    const { top, left } = target.getBoundingClientRect();
    Object.assign(target.style, {
      margin: '0',
      inset: 'auto',
      top: `${Math.floor(top)}px`,
      left: `${Math.floor(left)}px`,
    });
  }
  await nextFrame();
  await nextFrame();
}

/**
 * Pictures that are still loading (or swapping to the fallback picture after an error) would make
 * the capture depend on the network's timing: wait until every eager picture in `root` is
 * complete and decoded, and its `src` stayed the same meanwhile.
 */
async function picturesLoaded(root: Element): Promise<void> {
  for (let round = 0; round < 20; round++) {
    const images = [...root.querySelectorAll('img')].filter((image) => image.loading !== 'lazy');
    const sources = images.map((image) => image.currentSrc || image.src);
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await nextFrame();
    const settled = images.every(
      (image, index) => image.complete && (image.currentSrc || image.src) === sources[index],
    );
    if (settled && root.querySelectorAll('img').length === images.length) return;
  }
}

/**
 * Everything that draws the story has settled: its requests answered, the fonts loaded, the
 * pictures decoded, then two animation frames so React's last commit and the layout it causes are
 * painted. CSS animations and transitions are finished by the capture itself (Playwright's
 * `animations: 'disabled'`, vitest's default for screenshots).
 */
async function settled(root: Element): Promise<void> {
  await requestsSettled();
  await framesLoaded(root);
  // A loaded script or frame can send requests of its own (the preview's game).
  await requestsSettled();
  await document.fonts.ready;
  await picturesLoaded(root);
  await document.fonts.ready;
  await nextFrame();
  await nextFrame();
}

/**
 * Until nothing in `root` has changed for `quietMs` (no node, attribute or text changed), or
 * `limitMs` has passed: a safety net, far above any timer a story runs on its own.
 */
async function stoodStill(root: Element, quietMs = 1_000, limitMs = 15_000): Promise<void> {
  let last = performance.now();
  const observer = new MutationObserver(() => {
    last = performance.now();
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  const started = performance.now();
  try {
    while (performance.now() - last < quietMs && performance.now() - started < limitMs) {
      await wait(100);
    }
  } finally {
    observer.disconnect();
  }
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
  await settled(target);
  // The frame shows only its own height: a taller story gets a taller frame (same width), so its
  // whole root is drawn; a taller frame can re-lay the story out (a dialog's `100vh`), so measure
  // again until the height holds. The next story starts from its own viewport again.
  for (let round = 0; round < 3; round++) {
    const bottom = Math.ceil(target.getBoundingClientRect().bottom + window.scrollY);
    if (bottom <= window.innerHeight) break;
    await page.viewport(window.innerWidth, Math.min(bottom, __VISUAL_MAX_HEIGHT__));
    await settled(target);
    if (window.innerHeight >= __VISUAL_MAX_HEIGHT__) break;
  }
  await onWholePixels(target);

  const compare = async () => {
    const mask = (story.parameters?.visual?.mask ?? []).flatMap((selector) =>
      [...target.querySelectorAll(selector)].map((element) => page.elementLocator(element)),
    );
    await expect
      .element(page.elementLocator(target))
      .toMatchScreenshot(story.id, mask.length ? { screenshotOptions: { mask } } : {});
  };
  try {
    try {
      await compare();
    } catch (error) {
      // On a busy machine a view can still change after everything above has settled (a timer
      // of the story's own, a module that arrived late): once it has stood still, compare again.
      // A real change still differs then, and fails with its diff. Only a capture that differs:
      // a missing baseline (which Vitest writes as it fails) must not pass the second time.
      const reason = error instanceof Error ? error.message : '';
      if (!/does not match the stored reference|image dimensions/.test(reason)) throw error;
      await stoodStill(target);
      await settled(target);
      await onWholePixels(target);
      await compare();
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const report = `${__VISUAL_REPORT_DIR__}/${theme}/index.html`;
    const what = /stable screenshot/.test(reason)
      ? 'kept changing: no two captures in a row were the same (a running animation or clock?)'
      : /No existing reference/.test(reason)
        ? 'has no baseline yet (a new story?)'
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
