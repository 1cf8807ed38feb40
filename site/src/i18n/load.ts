import type { Language } from '@guessdle/api';
import { laterEach, loadUntilLoaded, type Later } from '@guessdle/games/internal';
import type { SiteMessages } from './messages';

/**
 * The shell's texts, one chunk per language, loaded later like every part of the site (the
 * games' `later/`): a page downloads its own language only. The server render reads them all
 * from `all.ts`.
 */
const SITE_TEXTS: Record<Language, Later<SiteMessages>> = laterEach({
  en: () => import('./locales/en'),
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  pl: () => import('./locales/pl'),
  it: () => import('./locales/it'),
  pt: () => import('./locales/pt'),
});

/**
 * The shell's texts of `language`, which the page's first render waits for: a failed load is
 * tried again when the connection comes back or the page gets focus (the page painted by the
 * server stays meanwhile), and a chunk gone with a deploy reloads the page once (`later/`).
 */
export function loadSiteMessages(language: Language): Promise<SiteMessages> {
  return loadUntilLoaded(SITE_TEXTS[language]);
}
