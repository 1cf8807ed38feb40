import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DAILY_MODE_DEFS,
  LANGUAGES,
  messagesResponseSchema,
  resolveUrl,
  ROUTES,
  dailyModeRoutes,
  dailyPicturePath,
  type Difficulty,
  type Language,
  type PageAt,
} from '@guessdle/api';
import type { AppContext } from '../context';
import { poolKeyFor } from '../dataset';
import { dailyGuessReader } from '../daily-guess';
import { datasetBodiesOf } from './datasets';

/**
 * What a page needs for its first screen, written into the page by the server so that the site
 * renders it as soon as its script has run, without a round trip to the API first (issue 12:
 * "the first screen's data requested as early as possible"):
 *
 * - every page: today's server date and the widget texts of the visitor's language (from
 *   Accept-Language: the site asks for the language it shows, which is the browser's unless the
 *   visitor picked another, and then simply asks the API);
 * - a daily game's page (`/classic`, `/classic/easy`, `/image-guess`, `/channel-guess`: the site
 *   says which game a page shows, page.ts): today's answers of its pool. The picture modes also get a preload hint for today's picture, so it
 *   downloads beside the script.
 * - the dataset a daily game searches, if it is small enough, is not written into the page but
 *   named in it (`fetch`): the page's loader requests it by its version beside the code, once the
 *   first screen is painted, and the site waits for it before it takes the page over. The page
 *   stays small (the shipped performers are two thirds of `/classic`'s HTML), and a later day's
 *   page finds the same version in the browser's cache (it is immutable). The server render uses
 *   it, so the painted page is the game ready to search.
 *
 * The answers are the API's own, keyed by the URL the site's client asks for (`/api/…` with its
 * query), and the site uses each one instead of that request (site/src/firstScreen.ts). Nothing
 * here is more than the API gives any visitor.
 */
export interface FirstScreen {
  /**
   * The JSON of `{ expires, responses, fetch }` for the page's data island: `fetch` maps the URL
   * the site's client asks for to the URL the loader requests for it.
   */
  json: string;
  /** The answers the page's loader requests (see `fetch` above), with their JSON for the render. */
  fetches: FirstScreenFetch[];
  /** Picture URLs to preload (the picture modes' picture of the day). */
  preloadImages: string[];
  /** What the page's HTML differs by, for its cache key and ETag. */
  key: string;
  /** The language of the texts it carries. */
  language: Language;
}

/** An answer the page requests as soon as it is painted (the dataset of its game). */
export interface FirstScreenFetch {
  /** The URL the site's client asks for it by: the answer stands in for that request. */
  asked: string;
  /** The URL the page's loader requests (the dataset's, by its version). */
  url: string;
  /** The answer's JSON. */
  json: string;
}

/**
 * A dataset is requested by the page's loader, and rendered into the first screen, up to this
 * size (its JSON, before compression): the shipped performers are 40 kB. The site waits for
 * it before it takes the page over. A bigger, operator-sized dataset is left to the widget, which
 * asks for it once the page is interactive (a repeat visit answers it from the browser's cache).
 */
export const FIRST_SCREEN_DATASET_MAX_BYTES = 96 * 1024;

/** The first supported language of an Accept-Language header (by q, then order), else 'en'. */
export function languageOf(header: string | undefined): Language {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { code: tag.trim().slice(0, 2), q: q === undefined ? 1 : Number(q.slice(2)), index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find(({ code }) => (LANGUAGES as readonly string[]).includes(code));
  return (found?.code as Language | undefined) ?? 'en';
}

/** What the page's language is taken from. */
export interface LanguageHints {
  /** The request's Accept-Language header. */
  acceptLanguage: string | undefined;
  /** An embed page's `?lang=`, which the page shows whatever the browser's language. */
  lang?: string | undefined;
}

/**
 * Builds the first screen of a page, with the answers of the daily game it shows (`game`: the
 * site's word for the page, `PageAt.firstScreen`; null for a page that shows none); undefined
 * when there is nothing to add.
 */
export type FirstScreenSource = (
  game: PageAt['firstScreen'],
  hints: LanguageHints,
) => Promise<FirstScreen | undefined>;

export function createFirstScreen(ctx: AppContext): FirstScreenSource {
  const readDaily = dailyGuessReader(ctx);
  const datasets = datasetBodiesOf(ctx.dataset);
  const messages = createMessagesReader(ctx.config.messagesDir);

  return async (page, hints) => {
    const language =
      hints.lang && (LANGUAGES as readonly string[]).includes(hints.lang)
        ? (hints.lang as Language)
        : languageOf(hints.acceptLanguage);
    const day = ctx.calendar.today();
    const responses: string[] = [];
    const fetches: FirstScreenFetch[] = [];
    const add = (url: string, json: string) => responses.push(`${JSON.stringify(url)}:${json}`);
    const keyParts: string[] = [day.date, language];

    add(
      ROUTES.serverDate.path,
      JSON.stringify({
        date: day.date,
        nextResetAt: new Date(day.nextResetAt).toISOString(),
        timeZone: ctx.config.timeZone,
      }),
    );
    const texts = await messages(language);
    if (texts) {
      add(ROUTES.messages.path.replace(':language', language), texts.json);
      keyParts.push(texts.stamp);
    }

    const preloadImages: string[] = [];
    if (page) {
      // Classic asks without a difficulty unless the ClassicModes flag (in the visitor's storage)
      // is on: then with the page's. Without one it plays the hard pool.
      const asked: Array<[query: string, difficulty: Difficulty | undefined]> =
        page.mode === 'classic'
          ? [
              ['', 'hard'],
              [`?mode=${page.difficulty ?? 'hard'}`, page.difficulty ?? undefined],
            ]
          : [['', undefined]];
      for (const [query, difficulty] of asked) {
        const daily = await readDaily
          .read(poolKeyFor(page.mode, difficulty))
          // No answer today: the page asks, and shows the API's error.
          .catch(() => undefined);
        if (!daily) continue;
        const json = JSON.stringify(daily);
        add(`${ROUTES[dailyModeRoutes[page.mode].daily].path}${query}`, json);
        keyParts.push(page.mode, query, json);
        if (page.mode !== 'classic') {
          // The day's address, not the answer's (daily-picture.ts), resolved as the site's
          // client does, against its own origin (its base URL is '').
          preloadImages.push(resolveUrl('', dailyPicturePath(page.mode, daily.date)));
        }
      }
      const dataset = datasets[DAILY_MODE_DEFS[page.mode].dataset];
      if (dataset.json.length <= FIRST_SCREEN_DATASET_MAX_BYTES) {
        const asked = ROUTES[DAILY_MODE_DEFS[page.mode].dataset].path;
        fetches.push({
          asked,
          url: `${asked}?v=${dataset.version}`,
          json: dataset.json.toString('utf8'),
        });
        keyParts.push(dataset.version);
      }
    }
    const fetch = Object.fromEntries(fetches.map(({ asked, url }) => [asked, url]));
    const island = `{"expires":${JSON.stringify(new Date(day.nextResetAt).toISOString())},"responses":{${responses.join(',')}},"fetch":${JSON.stringify(fetch)}}`;
    return {
      // `<` escaped: the island sits in a <script> element and must not close it.
      json: island.replace(/</g, '\\u003c'),
      fetches,
      preloadImages,
      key: keyParts.join('|'),
      language,
    };
  };
}

/**
 * The translation files as the messages route answers them, re-read when a file changes (the
 * route reads on every call so edits show at once; this checks the modification time). A missing
 * or broken file gives nothing: the site then asks the API, which answers with its error.
 */
export function createMessagesReader(dir: string) {
  const cache = new Map<Language, { stamp: string; json: string }>();
  return async (language: Language): Promise<{ stamp: string; json: string } | undefined> => {
    const file = path.join(dir, `${language}.json`);
    try {
      const info = await stat(file);
      const stamp = `${info.mtimeMs}:${info.size}`;
      const hit = cache.get(language);
      if (hit?.stamp === stamp) return hit;
      const json = JSON.stringify(
        messagesResponseSchema.parse(JSON.parse(await readFile(file, 'utf8'))),
      );
      const entry = { stamp, json };
      cache.set(language, entry);
      return entry;
    } catch {
      cache.delete(language);
      return undefined;
    }
  };
}
