import {
  DAILY_MODES,
  type DailyMode,
  type GameMode,
  type Language,
  type PageAt,
} from '@guessdle/api';
import { createArchive } from '../archive';
import type { AppContext } from '../context';
import { createMessagesReader } from '../routes/first-screen';
import { createPictureCache, PREVIEW_HEIGHT, PREVIEW_WIDTH, type PreviewPicture } from './picture';
import { fill, formatDay, PREVIEW_TEXTS } from './texts';

/** A day's address: `YYYY-MM-DD`. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What a page's preview shows: its words, its picture's address, its own address. */
export interface PagePreview {
  title: string;
  description: string;
  /** The picture's path on this server (`/preview/…png`). */
  image: string;
  imageAlt: string;
  /** The daily game the page is about, for its oEmbed discovery link; null for none. */
  game: { mode: DailyMode; day: string | null } | null;
}

/** The path of a game's card for a day (`/preview/classic/2026-11-29/fr.png`). */
export function gamePicturePath(mode: DailyMode, day: string, language: Language): string {
  return `/preview/${mode}/${day}/${language}.png`;
}

/** The path of the site's card (`/preview/site/fr.png`). */
export function sitePicturePath(language: Language): string {
  return `/preview/site/${language}.png`;
}

/**
 * Link previews: what each page says of itself to an unfurler (title, description, picture), and
 * the pictures themselves. A game's page previews its mode and day: today's for the mode's page,
 * the named day for a day's address (the archive's, which the share text carries), so a link
 * shared yesterday still shows yesterday's card. The puzzle's number counts the days from the
 * archive's launch date (its first day is #1).
 */
export function createPreviews(ctx: AppContext) {
  const archive = createArchive(ctx);
  const messages = createMessagesReader(ctx.config.messagesDir);
  const parsed = new Map<string, Record<string, { title?: string; description?: string }>>();
  const pictures = createPictureCache(ctx.config.previewDir);

  /** The mode's name and description in `language` (the widgets' texts), else English's. */
  async function modeWords(
    mode: GameMode,
    language: Language,
  ): Promise<{ title: string; description: string }> {
    for (const lang of [language, 'en'] as const) {
      const file = await messages(lang);
      if (!file) continue;
      let modes = parsed.get(file.json);
      if (!modes) {
        const all = JSON.parse(file.json) as { modes?: typeof modes };
        modes = all.modes ?? {};
        parsed.set(file.json, modes);
        // One parsed copy per language and file version is enough.
        if (parsed.size > 24) parsed.delete(parsed.keys().next().value ?? '');
      }
      const words = modes[mode];
      if (words?.title) return { title: words.title, description: words.description ?? '' };
    }
    return { title: mode, description: '' };
  }

  /**
   * The day a game's card may show: today's, or a past day of the archive (launch date to
   * today), with its puzzle number; undefined for any other day.
   */
  async function puzzleDay(
    day: string | null,
  ): Promise<{ date: string; number: number } | undefined> {
    const { launchDate, date: today } = await archive.range();
    const date = day ?? today;
    if (!ISO_DAY.test(date) || date > today || date < launchDate) return undefined;
    const start = Date.parse(`${launchDate}T00:00:00Z`);
    const at = Date.parse(`${date}T00:00:00Z`);
    // An impossible date (2026-02-30) parses as another day: it names no day.
    if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== date) return undefined;
    return { date, number: Math.round((at - start) / 86_400_000) + 1 };
  }

  /** The words on a game's card and in its page's tags. */
  async function gameWords(
    mode: DailyMode,
    day: { date: string; number: number },
    language: Language,
  ) {
    const texts = PREVIEW_TEXTS[language];
    const words = await modeWords(mode, language);
    const puzzle = fill(texts.puzzle, { number: day.number });
    const date = formatDay(day.date, language);
    return { texts, words, puzzle, date, line: `${puzzle} · ${date}` };
  }

  return {
    /** What the page at an address previews, from what the site says of it (`PageAt`). */
    async page(page: PageAt, language: Language): Promise<PagePreview> {
      const texts = PREVIEW_TEXTS[language];
      const site: PagePreview = {
        title: texts.siteTitle,
        description: texts.siteDescription,
        image: sitePicturePath(language),
        imageAlt: fill(texts.pictureAlt, { title: texts.siteTitle }),
        game: null,
      };
      const about = page.preview;
      if (!about) return site;
      const day = await puzzleDay(about.day).catch(() => undefined);
      if (!day) {
        // A day outside the archive: the mode's words on the site's card, and no embed.
        const words = await modeWords(about.mode, language);
        return { ...site, title: fill(texts.modeTitle, { mode: words.title }) };
      }
      const { words, line } = await gameWords(about.mode, day, language);
      // The mode, the puzzle's number and date, and the site's name last, as every page title
      // ends ("Classic · Puzzle #3 · March 1, 2026 · Guessdle"): a shared day's link keeps it.
      const title = fill(texts.modeTitle, { mode: `${words.title} · ${line}` });
      return {
        title,
        description: words.description ? `${words.description}. ${line}` : line,
        image: gamePicturePath(about.mode, day.date, language),
        imageAlt: fill(texts.pictureAlt, { title: `${words.title} · ${line}` }),
        game: { mode: about.mode, day: about.day },
      };
    },

    /** A game's card for a day (undefined for a day it has none of), drawn once per key. */
    async gamePicture(
      mode: string,
      date: string,
      language: Language,
      beforeDraw?: () => void,
    ): Promise<PreviewPicture | undefined> {
      if (!(DAILY_MODES as readonly string[]).includes(mode)) return undefined;
      const day = await puzzleDay(date);
      if (!day) return undefined;
      const { texts, words, line } = await gameWords(mode as DailyMode, day, language);
      return pictures(
        `${mode}|${day.date}|${language}|${words.title}|${line}`,
        () => ({
          kind: 'game',
          mode: words.title,
          day: line,
          invitation: texts.invitation,
        }),
        beforeDraw,
      );
    },

    /** The site's card. */
    sitePicture(language: Language, beforeDraw?: () => void): Promise<PreviewPicture> {
      const texts = PREVIEW_TEXTS[language];
      return pictures(
        `site|${language}`,
        () => ({
          kind: 'site',
          // The card draws the site's name above it: its headline does not repeat it.
          title: texts.siteHeadline,
          description: texts.siteDescription,
        }),
        beforeDraw,
      );
    },

    /** A mode's name (and description) in `language`, for oEmbed's title. */
    modeWords,
    puzzleDay,
  };
}

export type Previews = ReturnType<typeof createPreviews>;

export { PREVIEW_HEIGHT, PREVIEW_WIDTH };
