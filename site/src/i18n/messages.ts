import type { GameMode, Language } from '@guessdle/api';

/**
 * Texts of the site shell (header, footer, home, fallback screens), the `site` namespace of the
 * page's i18next instance (instance.ts); pages read them with `useTranslation()`'s `t`.
 * Widgets bring their own. Every language must have every key (the `satisfies` below).
 */
export interface SiteMessages {
  appName: string;
  logoLabel: string;
  homeTitle: string;
  homeSubtitle: string;
  languageLabel: string;
  /** The header's button that opens the statistics of the page's mode. */
  statsButton: string;
  loading: string;
  /** A part of the page (a page's code) that could not load, and its retry button. */
  partFailed: string;
  retry: string;
  helpTitle: string;
  feedback: string;
  /** The footer's link to the /embed configurator. */
  embedLink: string;
  unexpectedError: string;
  backHome: string;
  notFound: string;
  /**
   * One home card per mode (its title is also its pages' heading). The daily modes' are the
   * widgets' texts of the language (`modes` in `@guessdle/games/locales/{language}.json`, written
   * once beside the mode's widget texts): a language lacking a registered mode fails to compile.
   */
  cards: Record<GameMode, { title: string; description: string }>;
  /** The Crono card's links and coach mark (SPEC §2 home). */
  crono: {
    toggle: string;
    coachMark: string;
    daily: string;
    dailyDescription: string;
    private: string;
    privateDescription: string;
    creating: string;
  };
  difficulty: {
    toggle: string;
    coachMark: string;
    close: string;
    easy: { label: string; description: string };
    medium: { label: string; description: string };
    hard: { label: string; description: string };
  };
  /**
   * The header's theme picker: its label, its button (`current`: the label and `{{choice}}`, the
   * current choice's name) and each choice ("system" follows the device's setting).
   */
  theme: {
    label: string;
    current: string;
    system: string;
    dark: string;
    light: string;
    'high-contrast': string;
  };
  /** The home card's mark of a mode finished today (after a ✓). */
  doneToday: string;
  /**
   * The browser's title per page: `mode` is a daily mode's page (`{{mode}}`: its card's title),
   * `cronoDaily` today's Crono game.
   */
  pageTitles: Record<'home' | 'mode' | 'crono' | 'cronoDaily', string>;
  /** Past puzzles: /{mode}/archive and /{mode}/archive/{date}. */
  archive: {
    /** The game pages' link to their archive. */
    link: string;
    title: string;
    dayTitle: string;
    empty: string;
    back: string;
    status: { solved: string; unsolved: string; 'not-played': string };
  };
}

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  pl: 'Polski',
  it: 'Italiano',
  pt: 'Português',
};
