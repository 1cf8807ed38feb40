import { modes } from '@guessdle/games/locales/it.json';
import type { SiteMessages } from '../messages';

/** The site shell's texts in it. */
export default {
  appName: 'Guessdle',
  logoLabel: 'Home di Guessdle',
  homeTitle: 'Indovina il modello o la pornostar',
  homeSubtitle: 'Un nuovo enigma ogni giorno in ogni modalità.',
  languageLabel: 'Lingua',
  statsButton: 'Statistiche',
  loading: 'Caricamento...',
  partFailed: 'Impossibile caricare questa parte.',
  retry: 'Riprova',
  helpTitle: 'Vuoi aiutarci?',
  feedback: 'Dacci il tuo parere!',
  embedLink: 'Incorpora un gioco nel tuo sito',
  unexpectedError: 'Errore imprevisto dell’applicazione!',
  backHome: 'Torna alla home',
  notFound: 'Pagina non trovata',
  cards: {
    // The daily modes' names and descriptions are the widgets' texts (Crono's card is the site's).
    ...modes,
    crono: { title: 'Crono', description: 'Scegli il nome giusto contro il tempo' },
  },
  crono: {
    toggle: 'Mostra le partite a crono',
    coachMark: 'Novità: gioca a crono contro tutti o con i tuoi amici!',
    daily: 'Partita del giorno',
    dailyDescription: 'Oggi tutti giocano la stessa partita',
    private: 'Partita privata',
    privateDescription: 'Una nuova partita da condividere con i tuoi amici',
    creating: 'Creazione della partita...',
  },
  difficulty: {
    toggle: 'Mostra i livelli di difficoltà',
    coachMark: 'Novità: prova i livelli di difficoltà!',
    close: 'Chiudi',
    easy: { label: 'Facile', description: 'Posizioni da 1 a 50' },
    medium: { label: 'Medio', description: 'Posizioni da 1 a 100' },
    hard: { label: 'Difficile', description: 'Tutte le posizioni' },
  },
  theme: {
    label: 'Tema',
    current: 'Tema: {{choice}}',
    system: 'Di sistema',
    dark: 'Scuro',
    light: 'Chiaro',
    'high-contrast': 'Alto contrasto',
  },
  doneToday: 'Fatto oggi',
  pageTitles: {
    home: 'Guessdle: giochi quotidiani di indovinelli',
    mode: '{{mode}} · Guessdle',
    crono: 'Crono · Guessdle',
    cronoDaily: 'Crono del giorno · Guessdle',
  },
  archive: {
    link: 'Enigmi passati',
    title: 'Enigmi passati: {{mode}}',
    dayTitle: '{{mode}}: enigma del {{date}}',
    empty: 'Ancora nessun enigma passato.',
    back: 'Torna agli enigmi passati',
    status: { solved: 'Risolto', unsolved: 'Non risolto', 'not-played': 'Non giocato' },
  },
} satisfies SiteMessages;
