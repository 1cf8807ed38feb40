/**
 * The language the player reads the site in, told to the service worker: the worker cannot read
 * the page's storage (where the picker keeps the choice), and the browser's languages are not the
 * choice (issue 56: a Portuguese-speaking player who picked French got the offline page in
 * Portuguese). The page writes the language it shows into the worker's data cache; the worker's
 * offline page reads it (offlinePage.ts), and falls back to the browser's languages without it.
 */

/** The cache and the address under which the language is kept (the worker's data cache). */
export const LANGUAGE_CACHE = 'guessdle-data';
export const LANGUAGE_NOTE = '/__guessdle/language';

/** Keeps `language` for the worker; quietly nothing where Cache Storage is missing or refused. */
export async function noteLanguageForWorker(
  win: { caches?: CacheStorage; location: { origin: string } },
  language: string,
): Promise<void> {
  if (!language || !win.caches) return;
  try {
    const cache = await win.caches.open(LANGUAGE_CACHE);
    await cache.put(new URL(LANGUAGE_NOTE, win.location.origin).toString(), new Response(language));
  } catch {
    // Private modes may refuse storage: the offline page then speaks the browser's language.
  }
}

/** The language the page last noted, or null. */
export async function notedLanguage(caches: CacheStorage, origin: string): Promise<string | null> {
  try {
    const noted = await (
      await caches.open(LANGUAGE_CACHE)
    ).match(new URL(LANGUAGE_NOTE, origin).toString());
    return noted ? (await noted.text()).trim() : null;
  } catch {
    return null;
  }
}
