/**
 * The first screen's answers that the server writes into the page (a JSON data block, see
 * packages/server/src/routes/first-screen.ts): today's server date, the texts of the browser's
 * language and, on a daily game's page, today's answers and the dataset. The site's HTTP client
 * takes them from the page instead of asking the API (`createHttpApi`'s `atHand`), so the first
 * screen renders as soon as the script has run.
 */
import { FIRST_SCREEN_ID } from '@guessdle/api';

/** How long after the page loaded its answers stand in for the API (a page left open asks). */
export const FIRST_SCREEN_LIFETIME_MS = 60_000;

export interface FirstScreen {
  /** When the day ends (the server's next reset): the answers are not used from then on. */
  expires: string;
  /** API answers by the URL the client asks for: path and query on this page's origin. */
  responses: Record<string, unknown>;
}

/** The page's first screen, or undefined when it has none or it cannot be read. */
export function readFirstScreen(doc: Document): FirstScreen | undefined {
  const text = doc.getElementById(FIRST_SCREEN_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<FirstScreen> | null;
    if (
      typeof data?.expires !== 'string' ||
      typeof data.responses !== 'object' ||
      data.responses === null
    ) {
      return undefined;
    }
    return { expires: data.expires, responses: data.responses };
  } catch {
    return undefined;
  }
}

export interface FirstScreenAnswersOptions {
  /** The page's address: only URLs on its origin are answered from the page. */
  origin: string;
  /** Epoch ms. @default Date.now */
  now?: () => number;
  /** @default FIRST_SCREEN_LIFETIME_MS from the call that makes the lookup */
  lifetimeMs?: number;
}

/**
 * The page's answer for a GET of `url` (absolute, or relative to the page), as often as it is
 * asked (the site and a widget both read the server date) until the day ends or the page has been
 * open for `lifetimeMs`; undefined for any other URL, and for every URL after that.
 */
export function firstScreenAnswers(
  screen: FirstScreen,
  options: FirstScreenAnswersOptions,
): (url: string) => unknown {
  const now = options.now ?? Date.now;
  const until = Math.min(
    Date.parse(screen.expires),
    now() + (options.lifetimeMs ?? FIRST_SCREEN_LIFETIME_MS),
  );
  const responses = new Map(Object.entries(screen.responses));
  return (input) => {
    if (responses.size === 0 || !(now() < until)) return undefined;
    const url = new URL(input, options.origin);
    return url.origin === options.origin ? responses.get(url.pathname + url.search) : undefined;
  };
}
