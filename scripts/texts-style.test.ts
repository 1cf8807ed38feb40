import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@guessdle/api/modes';
import { brazilianForms, vousForms } from '@guessdle/games/internal';
import { PREVIEW_TEXTS } from '../packages/server/src/preview/texts';
import { siteMessages } from '../site/src/i18n/all';
import { archiveEdgeMessages } from '../site/src/pages/archive/edgeMessages';
import { embedMessages } from '../site/src/pages/embedMessages';
import { OFFLINE_TEXTS } from '../site/src/sw/offlinePage';

/**
 * Every text a player reads, per language, from every place that holds texts: the widgets', the
 * transfer dialog's, the site's, the embed configurator's, the archive's edges', the link
 * previews' and the offline page's. Issue 56 asked for words a native speaker would write; these are the rules a reader can
 * check by eye and a test can hold.
 */
function json(path: string): unknown {
  return JSON.parse(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')) as unknown;
}

function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) yield* strings(inner, `${path}.${key}`);
  }
}

/** `[where, text]` of every player-facing text in `language`, its `{{variables}}` left out. */
function textsOf(language: Language): Array<[string, string]> {
  const all: Array<[string, string]> = [
    ...strings(json(`packages/games/src/i18n/locales/${language}.json`), 'widgets'),
    ...strings(json(`packages/games/src/transfer/locales/${language}.json`), 'transfer'),
    ...strings(siteMessages[language], 'site'),
    ...strings(embedMessages[language], 'embed'),
    ...strings(archiveEdgeMessages[language], 'archiveEdge'),
    ...strings(PREVIEW_TEXTS[language], 'preview'),
    ...strings(OFFLINE_TEXTS[language], 'offline'),
  ];
  return all.map(([where, text]) => [where, text.replace(/\{\{[^}]*\}\}/g, '')]);
}

/** The texts of `language` that match `pattern`, as `where: "text"`. */
function matching(language: Language, pattern: RegExp): string[] {
  return textsOf(language)
    .filter(([, text]) => pattern.test(text))
    .map(([where, text]) => `${where}: "${text}"`);
}

describe('given every text a player reads', () => {
  it('holds texts in every language to check', () => {
    for (const language of LANGUAGES) expect(textsOf(language).length).toBeGreaterThan(300);
  });

  // One apostrophe per language: English keeps the keyboard's straight one throughout (its
  // texts, tests and share texts match it); every other language sets the typographic one.
  it('writes English apostrophes straight', () => {
    expect(matching('en', /’/)).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'writes %s apostrophes curly (’), never straight',
    (language) => {
      expect(matching(language, /\p{L}'\p{L}/u)).toEqual([]);
    },
  );

  // The player may be anyone: no form that gives them a gender.
  // (`(?!\p{L})` ends a word: `\b` knows only ASCII letters.)
  it.each([
    // A past tense in the first or second person: "Rozwiązałeś", "Ukończyłam".
    ['pl', /\p{L}+(łeś|łaś|łem|łam)(?!\p{L})/u],
    ['fr', /\b(tu es|es-tu) (prêt|prête|connecté|connectée)(?!\p{L})/iu],
    ['es', /\b(estás|eres) (listo|lista|preparado|preparada|conectado|conectada)(?!\p{L})/iu],
    ['it', /\b(sei) (pronto|pronta|connesso|connessa|stato|stata)(?!\p{L})/iu],
    ['pt', /\b(estás|és) (pronto|pronta|ligado|ligada)(?!\p{L})/iu],
  ] as const)('assumes no gender of the player in %s', (language, pattern) => {
    expect(matching(language, pattern)).toEqual([]);
  });

  // One word for a puzzle in each language: énigme, reto, enigma, zagadka, desafio.
  it.each([
    ['en', /\b(riddles?|the challenges?|a challenge)\b/i],
    ['fr', /\b(puzzles?|défis?|devinettes? du jour)\b/i],
    ['es', /\b(acertijos?|enigmas?|desafíos?)\b/i],
    ['it', /\b(sfida|sfide|gioco del|giochi del)\b/i],
    ['pl', /łamigłówk/i],
    ['pt', /\b(enigmas?|quebra-cabeças?|puzzles?)\b/i],
  ] as const)('calls a puzzle one thing in %s', (language, pattern) => {
    expect(matching(language, pattern)).toEqual([]);
  });

  it('says "tu" in French and speaks European Portuguese everywhere', () => {
    const french = textsOf('fr').flatMap(([where, text]) =>
      vousForms(text).map((form) => `${where}: "${text}" (${form})`),
    );
    const portuguese = textsOf('pt').flatMap(([where, text]) =>
      brazilianForms(text).map((form) => `${where}: "${text}" (${form})`),
    );
    expect({ french, portuguese }).toEqual({ french: [], portuguese: [] });
  });

  it('addresses the Portuguese player as "tu", never in the third person', () => {
    // "Resolveu o desafio" beside "Resolveste": the você register's verb form.
    expect(matching('pt', /\b(Resolveu|Completou|Ganhou|Jogou|Acertou)\b/)).toEqual([]);
  });
});
