/**
 * The page the service worker shows for a page it cannot fetch and must not show from its copy
 * (never kept, or kept on a day that has ended): a player never sees yesterday's puzzle as
 * today's. A few lines, no script, no request; "Try again" reloads.
 *
 * It speaks the language the player reads the site in (the page tells the worker:
 * pageLanguage.ts), else the browser's, else English; Portuguese is Portugal's, as on the site.
 * Its words fit the page it stands for (issue 56): today's puzzle, a past puzzle of the archive,
 * Crono (played live), or any other page.
 */
import { DAILY_MODES, LANGUAGES, type Language } from '@guessdle/api/modes';

/** What the missing page was, for the words that explain why it needs a connection. */
export type OfflinePageKind = 'daily' | 'archive' | 'crono' | 'page';

interface OfflineTexts extends Record<OfflinePageKind, string> {
  title: string;
  retry: string;
}

/**
 * In the six languages of the site, in each language's register (French "tu", European
 * Portuguese "tu", no gender assumed of the player). French sets its narrow no-break space
 * (U+202F) before a colon here, as the site's typography does everywhere else.
 */
export const OFFLINE_TEXTS: Record<Language, OfflineTexts> = {
  en: {
    title: 'You are offline',
    daily:
      "Today's puzzle needs a connection. Come back online to play it: what you have already played is kept on this device.",
    archive:
      'A past puzzle needs a connection the first time you open it. Come back online to play it: what you have already played is kept on this device.',
    crono:
      'Crono is played live against the clock and needs a connection. Come back online to play.',
    page: 'This page needs a connection. Come back online to open it: what you have already played is kept on this device.',
    retry: 'Try again',
  },
  es: {
    title: 'Estás sin conexión',
    daily:
      'El reto de hoy necesita conexión. Vuelve a conectarte para jugarlo: lo que ya has jugado se guarda en este dispositivo.',
    archive:
      'Un reto anterior necesita conexión la primera vez que lo abres. Vuelve a conectarte para jugarlo: lo que ya has jugado se guarda en este dispositivo.',
    crono:
      'Crono se juega en directo contra el reloj y necesita conexión. Vuelve a conectarte para jugar.',
    page: 'Esta página necesita conexión. Vuelve a conectarte para abrirla: lo que ya has jugado se guarda en este dispositivo.',
    retry: 'Reintentar',
  },
  fr: {
    title: 'Tu es hors ligne',
    daily:
      'L’énigme du jour a besoin d’une connexion. Reconnecte-toi pour y jouer\u202F: ce que tu as déjà joué reste sur cet appareil.',
    archive:
      'Une énigme passée a besoin d’une connexion la première fois que tu l’ouvres. Reconnecte-toi pour y jouer\u202F: ce que tu as déjà joué reste sur cet appareil.',
    crono:
      'Crono se joue en direct contre la montre et a besoin d’une connexion. Reconnecte-toi pour jouer.',
    page: 'Cette page a besoin d’une connexion. Reconnecte-toi pour l’ouvrir\u202F: ce que tu as déjà joué reste sur cet appareil.',
    retry: 'Réessayer',
  },
  it: {
    title: 'Sei offline',
    daily:
      'L’enigma di oggi ha bisogno di una connessione. Torna online per giocarlo: quello che hai già giocato resta su questo dispositivo.',
    archive:
      'Un enigma passato ha bisogno di una connessione la prima volta che lo apri. Torna online per giocarlo: quello che hai già giocato resta su questo dispositivo.',
    crono:
      'Crono si gioca in diretta contro il tempo e ha bisogno di una connessione. Torna online per giocare.',
    page: 'Questa pagina ha bisogno di una connessione. Torna online per aprirla: quello che hai già giocato resta su questo dispositivo.',
    retry: 'Riprova',
  },
  pl: {
    title: 'Brak połączenia',
    daily:
      'Dzisiejsza zagadka wymaga połączenia z internetem. Połącz się ponownie, aby w nią zagrać: dotychczasowe wyniki zostają na tym urządzeniu.',
    archive:
      'Poprzednia zagadka wymaga połączenia przy pierwszym otwarciu. Połącz się ponownie, aby w nią zagrać: dotychczasowe wyniki zostają na tym urządzeniu.',
    crono:
      'Crono to gra na żywo, na czas, i wymaga połączenia z internetem. Połącz się ponownie, aby zagrać.',
    page: 'Ta strona wymaga połączenia z internetem. Połącz się ponownie, aby ją otworzyć: dotychczasowe wyniki zostają na tym urządzeniu.',
    retry: 'Spróbuj ponownie',
  },
  pt: {
    title: 'Estás sem ligação',
    daily:
      'O desafio de hoje precisa de ligação à internet. Volta a ligar-te para o jogares: o que já jogaste fica guardado neste dispositivo.',
    archive:
      'Um desafio anterior precisa de ligação à internet da primeira vez que o abres. Volta a ligar-te para o jogares: o que já jogaste fica guardado neste dispositivo.',
    crono:
      'O Crono joga-se ao vivo contra o relógio e precisa de ligação à internet. Volta a ligar-te para jogar.',
    page: 'Esta página precisa de ligação à internet. Volta a ligar-te para a abrires: o que já jogaste fica guardado neste dispositivo.',
    retry: 'Tentar novamente',
  },
};

/** The first of `preferred` (the noted choice, then navigator.languages) the site speaks, else English. */
export function offlineLanguage(preferred: ReadonlyArray<string | null | undefined>): Language {
  for (const tag of preferred) {
    const code = (tag ?? '').slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(code)) return code as Language;
  }
  return 'en';
}

/** What the page at `pathname` is, for the offline page's words. */
export function offlinePageKind(pathname: string): OfflinePageKind {
  const [first = '', second = ''] = pathname.toLowerCase().split('/').filter(Boolean);
  if (first === 'crono') return 'crono';
  if (!(DAILY_MODES as readonly string[]).includes(first)) return 'page';
  // `/{mode}/archive…` is the archive; `/{mode}` and Classic's `/classic/{difficulty}` today's.
  return second === 'archive' ? 'archive' : 'daily';
}

/** The `lang` of the page: Portuguese is Portugal's (the site's variant). */
const LANG_TAGS: Partial<Record<Language, string>> = { pt: 'pt-PT' };

/**
 * The offline page's HTML in `language`, for a page of `kind`, in the default (dark) theme's
 * colours.
 */
export function offlinePageHtml(language: Language, kind: OfflinePageKind = 'page'): string {
  const texts = OFFLINE_TEXTS[language];
  const { title, retry } = texts;
  return `<!doctype html><html lang="${LANG_TAGS[language] ?? language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#121212"><title>${title} · Guessdle</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#121212;color:#f5f5f5;font:16px/1.5 system-ui,sans-serif;text-align:center}main{max-width:32rem;padding:1.5rem}h1{color:#ff9000;font-size:1.5rem}a{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:.5rem;background:#ff9000;color:#121212;font-weight:700;text-decoration:none}</style></head><body><main><h1>${title}</h1><p>${texts[kind]}</p><a href="">${retry}</a></main></body></html>`;
}
