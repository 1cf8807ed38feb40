/**
 * The first screen's answers that the server writes into the page (a JSON data block, see
 * packages/server/src/routes/first-screen.ts): today's server date, the texts of the browser's
 * language and, on a daily game's page, today's answers. The site's HTTP client takes them from
 * the page instead of asking the API (`createHttpApi`'s `atHand`), so the first screen renders as
 * soon as the script has run. The game's dataset is not in the page but named in it: the page's
 * loader requested it beside the code, and `awaitFetched` adds its answer to the others.
 */
import { FIRST_SCREEN_FETCHES, FIRST_SCREEN_ID } from '@guessdle/api';

/** How long after the page loaded its answers stand in for the API (a page left open asks). */
export const FIRST_SCREEN_LIFETIME_MS = 60_000;

export interface FirstScreen {
  /** When the day ends (the server's next reset): the answers are not used from then on. */
  expires: string;
  /** API answers by the URL the client asks for: path and query on this page's origin. */
  responses: Record<string, unknown>;
  /** The URL the page's loader requested for an answer, by the URL the client asks for. */
  fetch: Record<string, string>;
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
    const fetch =
      typeof data.fetch === 'object' && data.fetch !== null
        ? Object.fromEntries(
            Object.entries(data.fetch).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          )
        : {};
    return { expires: data.expires, responses: data.responses, fetch };
  } catch {
    return undefined;
  }
}

/** How long the site waits for the loader's requests before it goes on without them. */
export const FETCHED_WAIT_MS = 5_000;

/**
 * Waits for the answers the page's loader requested (`screen.fetch`, kept in
 * `window[FIRST_SCREEN_FETCHES]`) and adds each one that arrived to `screen.responses`. One that
 * failed, that has not arrived after `waitMs`, or that the loader did not request (a page the
 * browser renders alone), is left out: the widget asks the API for it as usual, with its own
 * loading and error views.
 */
export async function awaitFetched(
  screen: FirstScreen,
  win: object = window,
  waitMs = FETCHED_WAIT_MS,
): Promise<void> {
  const started = (win as Record<string, unknown>)[FIRST_SCREEN_FETCHES] as
    Record<string, PromiseLike<unknown> | undefined> | undefined;
  if (!started) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, waitMs, undefined);
  });
  await Promise.all(
    Object.entries(screen.fetch).map(async ([asked, url]) => {
      const answer = await Promise.race([Promise.resolve(started[url]), late]).catch(
        () => undefined,
      );
      if (typeof answer === 'object' && answer !== null) screen.responses[asked] = answer;
    }),
  );
  clearTimeout(timer);
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
  // Read at each lookup: `awaitFetched` adds answers after the client is made.
  const { responses } = screen;
  return (input) => {
    if (!(now() < until)) return undefined;
    const url = new URL(input, options.origin);
    const key = url.pathname + url.search;
    return url.origin === options.origin && Object.hasOwn(responses, key)
      ? responses[key]
      : undefined;
  };
}
