/**
 * The page the service worker shows for a page it cannot fetch and must not show from its copy
 * (never kept, or kept on a day that has ended): a player never sees yesterday's puzzle as
 * today's. A few lines in the browser's language, no script, no request; "Try again" reloads.
 */
import type { Language } from '@guessdle/api';

interface OfflineTexts {
  title: string;
  body: string;
  retry: string;
}

/** In the six languages of the site (a test checks each has every text). */
export const OFFLINE_TEXTS: Record<Language, OfflineTexts> = {
  en: {
    title: 'You are offline',
    body: "Today's puzzle needs a connection. Come back online to play it: what you have already played is kept on this device.",
    retry: 'Try again',
  },
  es: {
    title: 'Estás sin conexión',
    body: 'El juego de hoy necesita conexión. Vuelve a conectarte para jugarlo: lo que ya jugaste se guarda en este dispositivo.',
    retry: 'Reintentar',
  },
  fr: {
    title: 'Tu es hors ligne',
    body: 'Le jeu du jour a besoin d’une connexion. Reconnecte-toi pour y jouer : ce que tu as déjà joué reste sur cet appareil.',
    retry: 'Réessayer',
  },
  it: {
    title: 'Sei offline',
    body: 'Il gioco di oggi ha bisogno di una connessione. Torna online per giocarlo: quello che hai già giocato resta su questo dispositivo.',
    retry: 'Riprova',
  },
  pl: {
    title: 'Jesteś offline',
    body: 'Dzisiejsza zagadka wymaga połączenia. Wróć online, aby w nią zagrać: to, co już rozegrałeś, zostaje na tym urządzeniu.',
    retry: 'Spróbuj ponownie',
  },
  pt: {
    title: 'Você está offline',
    body: 'O jogo de hoje precisa de conexão. Volte a ficar online para jogá-lo: o que você já jogou fica guardado neste dispositivo.',
    retry: 'Tentar novamente',
  },
};

/** The language of `preferred` (navigator.languages) the site speaks, else English. */
export function offlineLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const code = tag.slice(0, 2).toLowerCase();
    if (Object.hasOwn(OFFLINE_TEXTS, code)) return code as Language;
  }
  return 'en';
}

/** The offline page's HTML in `language`, in the default (dark) theme's colours. */
export function offlinePageHtml(language: Language): string {
  const { title, body, retry } = OFFLINE_TEXTS[language];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#121212"><title>${title} · Guessdle</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#121212;color:#f5f5f5;font:16px/1.5 system-ui,sans-serif;text-align:center}main{max-width:32rem;padding:1.5rem}h1{color:#ff9000;font-size:1.5rem}a{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:.5rem;background:#ff9000;color:#121212;font-weight:700;text-decoration:none}</style></head><body><main><h1>${title}</h1><p>${body}</p><a href="">${retry}</a></main></body></html>`;
}
