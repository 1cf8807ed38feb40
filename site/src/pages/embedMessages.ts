import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { Language } from '@guessdle/api';
import type { TextKey, TypedT } from '@guessdle/games/internal';
import type { ThemeName } from '@guessdle/ui';

/** The i18next namespace of the /embed configurator's texts. */
export const EMBED_NS = 'embed';

/** Texts of the /embed configurator, in its own chunk: only that page loads them. */
export interface EmbedMessages {
  title: string;
  intro: string;
  game: string;
  difficulty: string;
  language: string;
  theme: string;
  themes: { dark: string; light: string; 'high-contrast': string };
  colours: string;
  rendering: string;
  renderings: { iframe: string; inline: string };
  key: string;
  keyHelp: string;
  snippet: string;
  copy: string;
  copied: string;
  copyManually: string;
  preview: string;
  docs: string;
}

export const embedMessages = {
  en: {
    title: 'Embed a game on your site',
    intro:
      'Pick a game and how it looks, then paste the snippet where the game should appear. The key comes from your Guessdle operator and only works on the sites it lists.',
    game: 'Game',
    difficulty: 'Difficulty',
    language: 'Language',
    theme: 'Theme',
    themes: { dark: 'Dark', light: 'Light', 'high-contrast': 'High contrast' },
    colours: 'Colours of this theme',
    rendering: 'Rendering',
    renderings: { iframe: 'In a frame (recommended)', inline: 'Inline, in your page (shadow DOM)' },
    key: 'Your API key',
    keyHelp: "The snippet needs it; the preview uses this site's own key.",
    snippet: 'Snippet',
    copy: 'Copy snippet',
    copied: 'Copied!',
    copyManually: 'Select the snippet and copy it.',
    preview: 'Preview',
    docs: 'Options, events and the CSP your site needs are in the documentation of the games package.',
  },
  es: {
    title: 'Inserta un juego en tu sitio',
    intro:
      'Elige un juego y su aspecto, y pega el código donde deba aparecer. La clave te la da tu operador de Guessdle y solo funciona en los sitios que incluye.',
    game: 'Juego',
    difficulty: 'Dificultad',
    language: 'Idioma',
    theme: 'Tema',
    themes: { dark: 'Oscuro', light: 'Claro', 'high-contrast': 'Alto contraste' },
    colours: 'Colores de este tema',
    rendering: 'Integración',
    renderings: {
      iframe: 'En un marco (recomendado)',
      inline: 'En línea, en tu página (shadow DOM)',
    },
    key: 'Tu clave de API',
    keyHelp: 'El código la necesita; la vista previa usa la clave de este sitio.',
    snippet: 'Código',
    copy: 'Copiar código',
    copied: '¡Copiado!',
    copyManually: 'Selecciona el código y cópialo.',
    preview: 'Vista previa',
    docs: 'Las opciones, los eventos y la CSP que necesita tu sitio están en la documentación del paquete de juegos.',
  },
  fr: {
    title: 'Intègre un jeu à ton site',
    intro:
      'Choisis un jeu et son apparence, puis colle l’extrait là où le jeu doit apparaître. La clé vient de ton opérateur Guessdle et ne fonctionne que sur les sites qu’elle liste.',
    game: 'Jeu',
    difficulty: 'Difficulté',
    language: 'Langue',
    theme: 'Thème',
    themes: { dark: 'Sombre', light: 'Clair', 'high-contrast': 'Contraste élevé' },
    colours: 'Couleurs de ce thème',
    rendering: 'Intégration',
    renderings: {
      iframe: 'Dans un cadre (recommandé)',
      inline: 'En ligne, dans ta page (shadow DOM)',
    },
    key: 'Ta clé d’API',
    keyHelp: 'L’extrait en a besoin ; l’aperçu utilise la clé de ce site.',
    snippet: 'Extrait',
    copy: 'Copier l’extrait',
    copied: 'Copié !',
    copyManually: 'Sélectionne l’extrait et copie-le.',
    preview: 'Aperçu',
    docs: 'Les options, les événements et la CSP dont ton site a besoin sont dans la documentation du paquet des jeux.',
  },
  pl: {
    title: 'Osadź grę na swojej stronie',
    intro:
      'Wybierz grę i jej wygląd, a potem wklej fragment kodu tam, gdzie gra ma się pojawić. Klucz dostajesz od operatora Guessdle i działa tylko na stronach, które obejmuje.',
    game: 'Gra',
    difficulty: 'Poziom trudności',
    language: 'Język',
    theme: 'Motyw',
    themes: { dark: 'Ciemny', light: 'Jasny', 'high-contrast': 'Wysoki kontrast' },
    colours: 'Kolory tego motywu',
    rendering: 'Osadzenie',
    renderings: { iframe: 'W ramce (zalecane)', inline: 'W treści strony (shadow DOM)' },
    key: 'Twój klucz API',
    keyHelp: 'Fragment kodu go potrzebuje; podgląd używa klucza tej strony.',
    snippet: 'Fragment kodu',
    copy: 'Kopiuj fragment',
    copied: 'Skopiowano!',
    copyManually: 'Zaznacz fragment i skopiuj go.',
    preview: 'Podgląd',
    docs: 'Opcje, zdarzenia i CSP, których potrzebuje twoja strona, opisuje dokumentacja pakietu gier.',
  },
  it: {
    title: 'Incorpora un gioco nel tuo sito',
    intro:
      'Scegli un gioco e il suo aspetto, poi incolla lo snippet dove deve comparire il gioco. La chiave te la fornisce il tuo operatore Guessdle e funziona solo sui siti che elenca.',
    game: 'Gioco',
    difficulty: 'Difficoltà',
    language: 'Lingua',
    theme: 'Tema',
    themes: { dark: 'Scuro', light: 'Chiaro', 'high-contrast': 'Alto contrasto' },
    colours: 'Colori di questo tema',
    rendering: 'Integrazione',
    renderings: {
      iframe: 'In un riquadro (consigliato)',
      inline: 'In linea, nella tua pagina (shadow DOM)',
    },
    key: 'La tua chiave API',
    keyHelp: 'Lo snippet ne ha bisogno; l’anteprima usa la chiave di questo sito.',
    snippet: 'Snippet',
    copy: 'Copia lo snippet',
    copied: 'Copiato!',
    copyManually: 'Seleziona lo snippet e copialo.',
    preview: 'Anteprima',
    docs: 'Le opzioni, gli eventi e la CSP di cui ha bisogno il tuo sito sono nella documentazione del pacchetto dei giochi.',
  },
  pt: {
    title: 'Incorpora um jogo no teu site',
    intro:
      'Escolhe um jogo e o aspeto dele e cola o código onde o jogo deve aparecer. A chave é dada pelo teu operador Guessdle e só funciona nos sites que indica.',
    game: 'Jogo',
    difficulty: 'Dificuldade',
    language: 'Idioma',
    theme: 'Tema',
    themes: { dark: 'Escuro', light: 'Claro', 'high-contrast': 'Alto contraste' },
    colours: 'Cores deste tema',
    rendering: 'Integração',
    renderings: {
      iframe: 'Num quadro (recomendado)',
      inline: 'Em linha, na tua página (shadow DOM)',
    },
    key: 'A tua chave de API',
    keyHelp: 'O código precisa dela; a pré-visualização usa a chave deste site.',
    snippet: 'Código',
    copy: 'Copiar código',
    copied: 'Copiado!',
    copyManually: 'Seleciona o código e copia-o.',
    preview: 'Pré-visualização',
    docs: 'As opções, os eventos e a CSP de que o teu site precisa estão na documentação do pacote de jogos.',
  },
} satisfies Record<Language, EmbedMessages>;

/** A key of the configurator's texts: one English lacks fails the typecheck. */
export type EmbedKey = TextKey<EmbedMessages>;

/** The configurator's `t` (its own namespace), typed by its texts. */
export function useEmbedTranslation(): TypedT<EmbedKey> {
  return useTranslation(EMBED_NS).t;
}

/** Each theme's name, as the theme picker lists it. */
export const THEME_TEXTS = {
  dark: 'themes.dark',
  light: 'themes.light',
  'high-contrast': 'themes.high-contrast',
} as const satisfies Record<ThemeName, EmbedKey>;

/**
 * Adds the configurator's texts in `language` to the page's instance, once: they sit in this
 * page's chunk, so the page adds them when it first renders (the same on the server and in the
 * browser, so hydration matches).
 */
export function addEmbedMessages(i18n: I18n, language: Language): void {
  if (!i18n.hasResourceBundle(language, EMBED_NS)) {
    i18n.addResourceBundle(language, EMBED_NS, embedMessages[language]);
  }
}
