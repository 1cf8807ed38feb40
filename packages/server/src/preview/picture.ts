import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCardDrawer, type CardDrawer } from './draw';
import { PREVIEW_PALETTE as C } from './palette';
import { escapeMarkup } from '../markup';

/** The size unfurlers ask for (Open Graph's and Twitter's large card): 1.91:1. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/**
 * What a preview picture shows. Nothing of the day's answer: a game's card is drawn from its
 * mode's name, the puzzle's number and date and the theme alone (the arguments below are all it
 * gets), so it can be shown before anyone has played.
 */
export type PreviewCard =
  | {
      kind: 'game';
      /** The mode's name, in the card's language. */
      mode: string;
      /** "Puzzle #12 · November 29, 2026". */
      day: string;
      /** "Can you guess it?" */
      invitation: string;
    }
  | {
      kind: 'site';
      title: string;
      description: string;
    };

/** The fonts the cards are drawn with: DejaVu Sans, the font the site's theme resolves to. */
const FONT_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) =>
  path.join(FONT_DIR, file),
);
const FONT = 'DejaVu Sans';

/**
 * A font size at which `text` fits in `width` px: DejaVu Sans Bold's characters average under
 * 0.7 em, so a longer name is drawn smaller, never cut.
 */
function fitting(text: string, width: number, largest: number): number {
  return Math.max(24, Math.min(largest, Math.floor(width / (Math.max(1, text.length) * 0.7))));
}

/** A few feedback tiles, always the same: the game's look, not anyone's guesses. */
function tiles(x: number, y: number): string {
  const colours = [C.positive, C.partial, C.negative, C.partial, C.positive];
  return colours
    .map(
      (colour, i) =>
        `<rect x="${x + i * 84}" y="${y}" width="70" height="70" rx="8" fill="${colour}"/>`,
    )
    .join('');
}

/** The card as SVG (1200×630), in the default theme's colours. */
export function previewSvg(card: PreviewCard): string {
  const text = (
    x: number,
    y: number,
    size: number,
    fill: string,
    content: string,
    bold = false,
  ): string =>
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}"${bold ? ' font-weight="bold"' : ''} fill="${fill}">${escapeMarkup(content)}</text>`;
  const frame =
    `<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="${C.page}"/>` +
    `<rect x="48" y="48" width="1104" height="534" rx="16" fill="${C.container}" stroke="${C.border}" stroke-width="2"/>` +
    `<rect x="48" y="48" width="1104" height="12" rx="6" fill="${C.accent}"/>` +
    text(112, 164, 56, C.accent, 'Guessdle', true);
  const body =
    card.kind === 'game'
      ? text(112, 300, fitting(card.mode, 976, 100), C.text, card.mode, true) +
        text(112, 372, fitting(card.day, 976, 40), C.secondary, card.day) +
        tiles(112, 436) +
        `<rect x="640" y="436" width="448" height="70" rx="35" fill="${C.accent}"/>` +
        `<text x="864" y="483" text-anchor="middle" font-family="${FONT}" font-size="${fitting(card.invitation, 400, 30)}" font-weight="bold" fill="${C.accentContrast}">${escapeMarkup(card.invitation)}</text>`
      : text(112, 300, fitting(card.title, 976, 56), C.text, card.title, true) +
        text(112, 372, fitting(card.description, 976, 36), C.secondary, card.description) +
        tiles(112, 436);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">${frame}${body}</svg>`;
}

export interface PreviewPicture {
  png: Buffer;
  etag: string;
}

/** The drawer every card store of this process shares: one worker thread (draw.ts). */
let sharedDrawer: CardDrawer | undefined;
function drawer(): CardDrawer {
  sharedDrawer ??= createCardDrawer({
    fontFiles: FONT_FILES,
    defaultFontFamily: FONT,
    width: PREVIEW_WIDTH,
  });
  return sharedDrawer;
}

/**
 * Drawn cards by their key (mode, day, language and the card's words), each drawn at most once:
 * kept on disk in `dir` (a file named by the key's hash, so new words make a new file) and the
 * most recently used `max` in memory, however many unfurlers ask at once. `beforeDraw` runs only
 * when a card must be drawn (the route's rate limit: it throws to refuse).
 */
export function createPictureCache(dir: string | undefined, max = 64) {
  const cache = new Map<string, Promise<PreviewPicture>>();
  const picture = (png: Buffer): PreviewPicture => ({
    png,
    etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"`,
  });

  async function load(key: string, card: () => PreviewCard, beforeDraw?: () => void) {
    const file =
      dir && path.join(dir, `${createHash('sha256').update(key).digest('hex').slice(0, 40)}.png`);
    if (file) {
      try {
        return picture(await readFile(file));
      } catch {
        // Not drawn yet.
      }
    }
    beforeDraw?.();
    const png = await drawer().draw(previewSvg(card()));
    if (file && dir) {
      // Written whole, then renamed: a reader never sees half a card. A disk that refuses costs
      // a draw next time, nothing more.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await mkdir(dir, { recursive: true })
        .then(() => writeFile(partial, png))
        .then(() => rename(partial, file))
        .catch(() => rm(partial, { force: true }));
    }
    return picture(png);
  }

  return (
    key: string,
    card: () => PreviewCard,
    beforeDraw?: () => void,
  ): Promise<PreviewPicture> => {
    const hit = cache.get(key);
    if (hit) {
      // Most recently used last: a Map keeps insertion order.
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const made = load(key, card, beforeDraw);
    made.catch(() => cache.delete(key));
    cache.set(key, made);
    while (cache.size > max) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
    return made;
  };
}
