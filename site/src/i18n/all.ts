import type { Language } from '@guessdle/api';
import type { SiteMessages } from './messages';
import en from './locales/en';
import es from './locales/es';
import fr from './locales/fr';
import it from './locales/it';
import pl from './locales/pl';
import pt from './locales/pt';

/**
 * Every language's shell texts at once, for the server render (entry-server.tsx) and the tests.
 * A page in the browser loads only its own language (`loadSiteMessages`).
 */
export const siteMessages: Record<Language, SiteMessages> = { en, es, fr, pl, it, pt };
