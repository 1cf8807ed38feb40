import type { Language } from '@guessdle/api';
import type { SiteMessages } from './messages';

/**
 * The shell's texts of one language, loaded on demand: a page downloads its own language only
 * (each is a chunk of its own). The server render reads them all from `all.ts`.
 */
export function loadSiteMessages(language: Language): Promise<SiteMessages> {
  return SITE_LOCALES[language]().then((module) => module.default);
}

const SITE_LOCALES: Record<Language, () => Promise<{ default: SiteMessages }>> = {
  en: () => import('./locales/en'),
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  pl: () => import('./locales/pl'),
  it: () => import('./locales/it'),
  pt: () => import('./locales/pt'),
};
