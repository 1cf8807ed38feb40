import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { Language } from '@guessdle/api';
import type { TextKey, TypedT } from '@guessdle/games/internal';

/** The i18next namespace of the archive's edge texts. */
export const ARCHIVE_EDGE_NS = 'archiveEdge';

/**
 * An archive address with no puzzle to play, said in the page's language (`{{date}}`: the day,
 * written in the language; in `beforeLaunch`, the archive's first day): why, and what to do
 * instead. In the archive page's own chunk: only that page loads them.
 */
export interface ArchiveEdgeMessages {
  notADateTitle: string;
  notADate: string;
  futureTitle: string;
  future: string;
  playToday: string;
  noPuzzleTitle: string;
  noPuzzle: string;
  beforeLaunch: string;
}

export const archiveEdgeMessages = {
  en: {
    notADateTitle: 'No puzzle at this address',
    notADate: 'This address does not name a day. Choose one from the list below.',
    futureTitle: 'The puzzle of {{date}} is not out yet',
    future: "Each puzzle comes out on its day. Meanwhile, play today's or a past one.",
    playToday: "Play today's puzzle",
    noPuzzleTitle: 'There was no puzzle on {{date}}',
    noPuzzle: 'No puzzle was set for that day. Choose another one from the list below.',
    beforeLaunch: 'The puzzles began on {{date}}. Choose a day from the list below.',
  },
  es: {
    notADateTitle: 'No hay ningún reto en esta dirección',
    notADate: 'Esta dirección no corresponde a ningún día. Elige uno de la lista de abajo.',
    futureTitle: 'El reto del {{date}} aún no ha salido',
    future: 'Cada reto sale el día que le toca. Mientras tanto, juega el de hoy o uno anterior.',
    playToday: 'Jugar el reto de hoy',
    noPuzzleTitle: 'No hubo reto el {{date}}',
    noPuzzle: 'Ese día no hubo reto. Elige otro de la lista de abajo.',
    beforeLaunch: 'Los retos empezaron el {{date}}. Elige un día de la lista de abajo.',
  },
  fr: {
    notADateTitle: 'Aucune énigme à cette adresse',
    notADate: 'Cette adresse ne correspond à aucun jour. Choisis-en un dans la liste ci-dessous.',
    futureTitle: 'L’énigme du {{date}} n’est pas encore sortie',
    future:
      'Chaque énigme sort le jour venu. En attendant, joue celle d’aujourd’hui ou une énigme passée.',
    playToday: 'Jouer l’énigme du jour',
    noPuzzleTitle: 'Pas d’énigme le {{date}}',
    noPuzzle:
      'Aucune énigme n’était prévue ce jour-là. Choisis-en une autre dans la liste ci-dessous.',
    beforeLaunch: 'Les énigmes ont commencé le {{date}}. Choisis un jour dans la liste ci-dessous.',
  },
  it: {
    notADateTitle: 'Nessun enigma a questo indirizzo',
    notADate:
      'Questo indirizzo non corrisponde a nessun giorno. Scegline uno dall’elenco qui sotto.',
    futureTitle: 'L’enigma del {{date}} non è ancora uscito',
    future: 'Ogni enigma esce nel suo giorno. Nel frattempo, gioca quello di oggi o uno passato.',
    playToday: 'Gioca l’enigma di oggi',
    noPuzzleTitle: 'Nessun enigma il {{date}}',
    noPuzzle: 'Quel giorno non c’era nessun enigma. Scegline un altro dall’elenco qui sotto.',
    beforeLaunch: 'Gli enigmi sono iniziati il {{date}}. Scegli un giorno dall’elenco qui sotto.',
  },
  pl: {
    notADateTitle: 'Pod tym adresem nie ma zagadki',
    notADate: 'Ten adres nie wskazuje żadnego dnia. Wybierz dzień z listy poniżej.',
    futureTitle: 'Zagadka z {{date}} jeszcze się nie ukazała',
    future:
      'Każda zagadka ukazuje się w swoim dniu. Tymczasem zagraj w dzisiejszą albo w jedną z poprzednich.',
    playToday: 'Zagraj w dzisiejszą zagadkę',
    noPuzzleTitle: 'Dnia {{date}} nie było zagadki',
    noPuzzle: 'Tego dnia nie było zagadki. Wybierz inny dzień z listy poniżej.',
    beforeLaunch: 'Zagadki zaczęły się {{date}}. Wybierz dzień z listy poniżej.',
  },
  pt: {
    notADateTitle: 'Não há nenhum desafio neste endereço',
    notADate: 'Este endereço não corresponde a nenhum dia. Escolhe um na lista abaixo.',
    futureTitle: 'O desafio de {{date}} ainda não saiu',
    future: 'Cada desafio só sai no próprio dia. Entretanto, joga o de hoje ou um dos anteriores.',
    playToday: 'Jogar o desafio de hoje',
    noPuzzleTitle: 'Não houve desafio a {{date}}',
    noPuzzle: 'Nesse dia não houve desafio. Escolhe outro na lista abaixo.',
    beforeLaunch: 'Os desafios começaram a {{date}}. Escolhe um dia na lista abaixo.',
  },
} satisfies Record<Language, ArchiveEdgeMessages>;

/** A key of the edge texts: one English lacks fails the typecheck. */
export type ArchiveEdgeKey = TextKey<ArchiveEdgeMessages>;

/** The edge texts' `t` (their own namespace), typed by their texts. */
export function useArchiveEdgeTranslation(): TypedT<ArchiveEdgeKey> {
  return useTranslation(ARCHIVE_EDGE_NS).t;
}

/**
 * Adds the edge texts in `language` to the page's instance, once: they sit in this page's
 * chunk, so the page adds them when it first renders one.
 */
export function addArchiveEdgeMessages(i18n: I18n, language: Language): void {
  if (!i18n.hasResourceBundle(language, ARCHIVE_EDGE_NS)) {
    i18n.addResourceBundle(language, ARCHIVE_EDGE_NS, archiveEdgeMessages[language]);
  }
}
