import type { Language } from '@guessdle/api/modes';
import type { WidgetMessages } from './language';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import it from './locales/it.json';
import pl from './locales/pl.json';
import pt from './locales/pt.json';

export { DEFAULT_LANGUAGE, toLanguage, type WidgetMessages } from './language';

/**
 * Every widget text in the six languages, bundled so a widget renders in its language on the
 * first paint. The server serves the same files at /messages/{lang}.json.
 */
export const widgetMessages: Record<Language, WidgetMessages> = { en, es, fr, pl, it, pt };
