import type { SiteMessages } from '../messages';

/** The site shell's texts in pl. */
export default {
  appName: 'Guessdle',
  logoLabel: 'Strona główna Guessdle',
  homeTitle: 'Zgadnij modelkę lub gwiazdę porno',
  homeSubtitle: 'Nowa zagadka każdego dnia w każdym trybie.',
  languageLabel: 'Język',
  loading: 'Ładowanie...',
  helpTitle: 'Chcesz pomóc?',
  feedback: 'Podziel się opinią!',
  embedLink: 'Osadź grę na swojej stronie',
  unexpectedError: 'Nieoczekiwany błąd aplikacji!',
  backHome: 'Wróć na stronę główną',
  notFound: 'Nie znaleziono strony',
  cards: {
    classic: { title: 'Klasyczny', description: 'Wskazówki przy każdej próbie' },
    'image-guess': {
      title: 'Zgadnij zdjęcie',
      description: 'Zgadnij ze zdjęcia, które się oddala',
    },
    'channel-guess': { title: 'Zgadnij kanał', description: 'Zgadnij kanał po rozmytym logo' },
    crono: { title: 'Crono', description: 'Wybierz właściwą modelkę na czas' },
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
    system: 'Systemowy',
    dark: 'Ciemny',
    light: 'Jasny',
    'high-contrast': 'Wysoki kontrast',
  },
  doneToday: 'Ukończone dziś',
  pageTitles: {
    home: 'Guessdle: codzienne zgadywanki',
    classic: 'Klasyczny · Guessdle',
    'image-guess': 'Zgadnij zdjęcie · Guessdle',
    'channel-guess': 'Zgadnij kanał · Guessdle',
    crono: 'Crono · Guessdle',
    cronoDaily: 'Crono dnia · Guessdle',
  },
} satisfies SiteMessages;
