import { modes } from '@guessdle/games/locales/pl.json';
import type { SiteMessages } from '../messages';

/** The site shell's texts in pl. */
export default {
  appName: 'Guessdle',
  logoLabel: 'Strona główna Guessdle',
  homeTitle: 'Zgadnij modelkę, modela lub gwiazdę porno',
  homeSubtitle: 'Nowa zagadka każdego dnia w każdym trybie.',
  languageLabel: 'Język',
  statsButton: 'Statystyki',
  loading: 'Ładowanie...',
  partFailed: 'Nie udało się załadować tej części.',
  retry: 'Spróbuj ponownie',
  helpTitle: 'Chcesz pomóc?',
  feedback: 'Podziel się opinią!',
  embedLink: 'Osadź grę na swojej stronie',
  unexpectedError: 'Nieoczekiwany błąd aplikacji!',
  backHome: 'Wróć na stronę główną',
  notFound: 'Nie znaleziono strony',
  cards: {
    // The daily modes' names and descriptions are the widgets' texts (Crono's card is the site's).
    ...modes,
    crono: { title: 'Crono', description: 'Wybierz właściwe imię na czas' },
  },
  crono: {
    toggle: 'Pokaż gry crono',
    coachMark: 'Nowość: zagraj w crono ze wszystkimi lub ze znajomymi!',
    daily: 'Gra dnia',
    dailyDescription: 'Dziś wszyscy grają w tę samą grę',
    private: 'Gra prywatna',
    privateDescription: 'Nowa gra do udostępnienia znajomym',
    creating: 'Tworzenie gry...',
  },
  difficulty: {
    toggle: 'Pokaż poziomy trudności',
    coachMark: 'Nowość: wypróbuj poziomy trudności!',
    close: 'Zamknij',
    easy: { label: 'Łatwy', description: 'Miejsca od 1 do 50' },
    medium: { label: 'Średni', description: 'Miejsca od 1 do 100' },
    hard: { label: 'Trudny', description: 'Wszystkie miejsca' },
  },
  theme: {
    label: 'Motyw',
    current: 'Motyw: {{choice}}',
    system: 'Systemowy',
    dark: 'Ciemny',
    light: 'Jasny',
    'high-contrast': 'Wysoki kontrast',
  },
  doneToday: 'Ukończone dziś',
  pageTitles: {
    home: 'Guessdle: codzienne zgadywanki',
    mode: '{{mode}} · Guessdle',
    crono: 'Crono · Guessdle',
    cronoDaily: 'Crono dnia · Guessdle',
  },
  archive: {
    link: 'Poprzednie zagadki',
    title: 'Poprzednie zagadki: {{mode}}',
    dayTitle: '{{mode}}: zagadka z {{date}}',
    empty: 'Nie ma jeszcze poprzednich zagadek.',
    back: 'Wróć do poprzednich zagadek',
    status: { solved: 'Rozwiązana', unsolved: 'Nierozwiązana', 'not-played': 'Nierozegrana' },
  },
} satisfies SiteMessages;
