/**
 * Places in the player's language. A performer's `birthPlace` is written in English by the
 * dataset ("Prague, Czech Republic"); with its `birthCountry` (ISO 3166-1 alpha-2) the widgets
 * name the country with `Intl.DisplayNames`, which every browser ships with its country names, so
 * no list of names travels with the widgets. A dataset without the code shows the place as written.
 */

/** The locale whose names a language shows: the `pt` texts are Portugal's ("Chéquia"). */
const NAMES_LOCALE: Readonly<Record<string, string>> = { pt: 'pt-PT' };

const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesOf(language: string): Intl.DisplayNames | null {
  let names = displayNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([NAMES_LOCALE[language] ?? language], {
        type: 'region',
        fallback: 'none',
      });
    } catch {
      // An engine without Intl.DisplayNames, or a tag it refuses: the place shows as written.
      names = null;
    }
    displayNames.set(language, names);
  }
  return names;
}

/** A country's name in `language`, or undefined when the engine does not know the code. */
export function countryName(code: string, language: string): string | undefined {
  try {
    return namesOf(language)?.of(code.toUpperCase()) || undefined;
  } catch {
    // `of` throws on a malformed code (an operator's dataset that skipped `data:check`).
    return undefined;
  }
}

/**
 * A birthplace as the player reads it, all in one language (issue 56: "Prague, Chequia" mixed an
 * English city with a Spanish country): the city in `language` and the country named by the
 * engine ("Praga, Chequia"). The city's name comes from the dataset's `cityNames` (a language it
 * leaves out writes the city as English does); a dataset that names no city in other languages
 * (`cityNames` undefined) shows a place with a city as written, in English. A place without a
 * city is the country alone, in `language`. Without a country code, or one the engine cannot
 * name, the place shows as written.
 */
export function birthPlaceText(
  place: string,
  country: string | undefined,
  language: string,
  cityNames?: Readonly<Partial<Record<string, string>>>,
): string {
  if (!country) return place;
  const name = countryName(country, language);
  if (!name) return place;
  const comma = place.lastIndexOf(',');
  const city = comma === -1 ? '' : place.slice(0, comma).trim();
  if (!city) return name;
  if (language !== 'en' && !cityNames) return place;
  return `${cityNames?.[language] ?? city}, ${name}`;
}
