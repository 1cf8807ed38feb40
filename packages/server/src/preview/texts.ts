import type { Language } from '@guessdle/api';

/**
 * The link previews' own words (the pages' `og:` and Twitter tags and their pictures), in every
 * language of the site. The modes' names and descriptions are not here: they are the widgets'
 * texts (`modes.{mode}`, the translation files the server serves as /messages), read where an
 * operator edits them. The home page's title and description are the site's
 * (`pageTitles.home`, `homeSubtitle`, site/src/i18n/locales); `scripts/preview-consistency.test.ts`
 * fails when they drift apart.
 */
export interface PreviewTexts {
  /** The home page's title, and the picture of a page about no daily game. */
  siteTitle: string;
  /** The site's card's headline, under the site's name the card draws: `siteTitle` without it. */
  siteHeadline: string;
  /** The site's one-line description. */
  siteDescription: string;
  /** A mode page's title: `{{mode}}`. */
  modeTitle: string;
  /** A day's puzzle: `{{number}}`. */
  puzzle: string;
  /** A past day's page title: `{{mode}}`, `{{date}}`. */
  dayTitle: string;
  /** The invitation on a game's picture. */
  invitation: string;
  /** The picture's description for screen readers: `{{title}}`. */
  pictureAlt: string;
  /** `og:locale`. */
  locale: string;
}

export const PREVIEW_TEXTS: Record<Language, PreviewTexts> = {
  en: {
    siteTitle: 'Guessdle: daily guessing games',
    siteHeadline: 'Daily guessing games',
    siteDescription: 'A new puzzle every day in every mode.',
    modeTitle: '{{mode}} · Guessdle',
    puzzle: 'Puzzle #{{number}}',
    dayTitle: '{{mode}}: puzzle of {{date}}',
    invitation: 'Can you guess it?',
    pictureAlt: 'Guessdle card: {{title}}',
    locale: 'en_US',
  },
  es: {
    siteTitle: 'Guessdle: juegos diarios de adivinanzas',
    siteHeadline: 'Juegos diarios de adivinanzas',
    siteDescription: 'Un nuevo reto cada día en cada modo.',
    modeTitle: '{{mode}} · Guessdle',
    puzzle: 'Reto n.º {{number}}',
    dayTitle: '{{mode}}: reto del {{date}}',
    invitation: '¿Lo adivinas?',
    pictureAlt: 'Tarjeta de Guessdle: {{title}}',
    locale: 'es_ES',
  },
  fr: {
    siteTitle: 'Guessdle : jeux de devinettes quotidiens',
    siteHeadline: 'Jeux de devinettes quotidiens',
    siteDescription: 'Une nouvelle énigme chaque jour dans chaque mode.',
    modeTitle: '{{mode}} · Guessdle',
    puzzle: 'Énigme n° {{number}}',
    dayTitle: '{{mode}} : énigme du {{date}}',
    invitation: 'Sauras-tu deviner ?',
    pictureAlt: 'Carte Guessdle : {{title}}',
    locale: 'fr_FR',
  },
  it: {
    siteTitle: 'Guessdle: giochi quotidiani di indovinelli',
    siteHeadline: 'Giochi quotidiani di indovinelli',
    siteDescription: 'Un nuovo enigma ogni giorno in ogni modalità.',
    modeTitle: '{{mode}} · Guessdle',
    puzzle: 'Enigma n. {{number}}',
    dayTitle: '{{mode}}: enigma del {{date}}',
    invitation: 'Riesci a indovinare?',
    pictureAlt: 'Scheda di Guessdle: {{title}}',
    locale: 'it_IT',
  },
  pl: {
    siteTitle: 'Guessdle: codzienne zgadywanki',
    siteHeadline: 'Codzienne zgadywanki',
    siteDescription: 'Nowa zagadka każdego dnia w każdym trybie.',
    modeTitle: '{{mode}} · Guessdle',
    puzzle: 'Zagadka nr {{number}}',
    dayTitle: '{{mode}}: zagadka z {{date}}',
    invitation: 'Zgadniesz?',
    pictureAlt: 'Karta Guessdle: {{title}}',
    locale: 'pl_PL',
  },
  pt: {
    siteTitle: 'Guessdle: jogos diários de adivinhação',
    siteHeadline: 'Jogos diários de adivinhação',
    siteDescription: 'Um novo desafio todos os dias em cada modo.',
    modeTitle: '{{mode}} · Guessdle',
    puzzle: 'Desafio n.º {{number}}',
    dayTitle: '{{mode}}: desafio de {{date}}',
    invitation: 'Consegues adivinhar?',
    pictureAlt: 'Cartão do Guessdle: {{title}}',
    locale: 'pt_PT',
  },
};

/** A text with its `{{name}}` variables filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A puzzle date, `YYYY-MM-DD`, as the site writes it in `language` ("November 29, 2026"). */
export function formatDay(date: string, language: Language): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      Date.UTC(year, month - 1, day),
    );
  } catch {
    return date;
  }
}
