import type { GameMode, Language } from '@guessdle/api';

/** Texts of the site shell (header, footer, home, fallback screens). Widgets bring their own. */
export interface SiteMessages {
  appName: string;
  logoLabel: string;
  homeTitle: string;
  homeSubtitle: string;
  languageLabel: string;
  loading: string;
  helpTitle: string;
  feedback: string;
  /** The footer's link to the /embed configurator. */
  embedLink: string;
  unexpectedError: string;
  backHome: string;
  notFound: string;
  /** One home card per mode: a new mode in the contract fails to compile until it has one. */
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
  /** The browser's title per page; `cronoDaily` is today's Crono game, the others' by mode. */
  pageTitles: Record<'home' | GameMode | 'cronoDaily', string>;
}

export const siteMessages: Record<Language, SiteMessages> = {
  en: {
    appName: 'Guessdle',
    logoLabel: 'Guessdle home',
    homeTitle: 'Guess the model or pornstar',
    homeSubtitle: 'A new puzzle every day in every mode.',
    languageLabel: 'Language',
    loading: 'Loading...',
    helpTitle: 'Want to help?',
    feedback: 'Give us some feedback!',
    embedLink: 'Embed a game on your site',
    unexpectedError: 'Unexpected Application Error!',
    backHome: 'Back to the home page',
    notFound: 'Page not found',
    cards: {
      classic: { title: 'Classic', description: 'Get clues on every try' },
      'image-guess': { title: 'Image guess', description: 'Guess from a picture that zooms out' },
      'channel-guess': {
        title: 'Channel guess',
        description: 'Guess the channel from a blurred logo',
      },
      crono: { title: 'Crono', description: 'Pick the right model against the clock' },
    },
    crono: {
      toggle: 'Show crono games',
      coachMark: 'New: play crono against everyone or with your friends!',
      daily: 'Daily game',
      dailyDescription: 'Everyone plays the same game today',
      private: 'Private game',
      privateDescription: 'A new game to share with your friends',
      creating: 'Creating your game...',
    },
    difficulty: {
      toggle: 'Show difficulty modes',
      coachMark: 'New: try the difficulty modes!',
      close: 'Close',
      easy: { label: 'Easy', description: 'Ranks 1 to 50' },
      medium: { label: 'Medium', description: 'Ranks 1 to 100' },
      hard: { label: 'Hard', description: 'All ranks' },
    },
    pageTitles: {
      home: 'Guessdle: daily guessing games',
      classic: 'Classic · Guessdle',
      'image-guess': 'Image guess · Guessdle',
      'channel-guess': 'Channel guess · Guessdle',
      crono: 'Crono · Guessdle',
      cronoDaily: 'Daily Crono · Guessdle',
    },
  },
  es: {
    appName: 'Guessdle',
    logoLabel: 'Inicio de Guessdle',
    homeTitle: 'Adivina la modelo o estrella porno',
    homeSubtitle: 'Un nuevo reto cada día en cada modo.',
    languageLabel: 'Idioma',
    loading: 'Cargando...',
    helpTitle: '¿Quieres ayudar?',
    feedback: '¡Danos tu opinión!',
    embedLink: 'Inserta un juego en tu sitio',
    unexpectedError: '¡Error inesperado de la aplicación!',
    backHome: 'Volver a la página de inicio',
    notFound: 'Página no encontrada',
    cards: {
      classic: { title: 'Clásico', description: 'Recibe pistas en cada intento' },
      'image-guess': {
        title: 'Adivina la imagen',
        description: 'Adivina con una foto que se aleja',
      },
      'channel-guess': {
        title: 'Adivina el canal',
        description: 'Adivina el canal por su logo borroso',
      },
      crono: { title: 'Crono', description: 'Elige la modelo correcta contra el reloj' },
    },
    crono: {
      toggle: 'Mostrar partidas de crono',
      coachMark: 'Novedad: ¡juega a crono contra todos o con tus amigos!',
      daily: 'Partida diaria',
      dailyDescription: 'Hoy todos juegan la misma partida',
      private: 'Partida privada',
      privateDescription: 'Una partida nueva para compartir con tus amigos',
      creating: 'Creando tu partida...',
    },
    difficulty: {
      toggle: 'Mostrar los modos de dificultad',
      coachMark: 'Nuevo: ¡prueba los modos de dificultad!',
      close: 'Cerrar',
      easy: { label: 'Fácil', description: 'Puestos 1 a 50' },
      medium: { label: 'Medio', description: 'Puestos 1 a 100' },
      hard: { label: 'Difícil', description: 'Todos los puestos' },
    },
    pageTitles: {
      home: 'Guessdle: juegos diarios de adivinanzas',
      classic: 'Clásico · Guessdle',
      'image-guess': 'Adivina la imagen · Guessdle',
      'channel-guess': 'Adivina el canal · Guessdle',
      crono: 'Crono · Guessdle',
      cronoDaily: 'Crono del día · Guessdle',
    },
  },
  fr: {
    appName: 'Guessdle',
    logoLabel: 'Accueil de Guessdle',
    homeTitle: 'Devine le modèle ou la star du porno',
    homeSubtitle: 'Une nouvelle énigme chaque jour dans chaque mode.',
    languageLabel: 'Langue',
    loading: 'Chargement...',
    helpTitle: 'Envie d’aider ?',
    feedback: 'Donne-nous ton avis !',
    embedLink: 'Intègre un jeu à ton site',
    unexpectedError: 'Erreur inattendue de l’application !',
    backHome: 'Retour à l’accueil',
    notFound: 'Page introuvable',
    cards: {
      classic: { title: 'Classique', description: 'Des indices à chaque essai' },
      'image-guess': {
        title: 'Devine l’image',
        description: 'Devine à partir d’une photo qui dézoome',
      },
      'channel-guess': {
        title: 'Devine la chaîne',
        description: 'Devine la chaîne à partir d’un logo flou',
      },
      crono: { title: 'Crono', description: 'Choisis le bon modèle contre la montre' },
    },
    crono: {
      toggle: 'Afficher les parties de crono',
      coachMark: 'Nouveau : joue à crono contre tout le monde ou entre amis !',
      daily: 'Partie du jour',
      dailyDescription: 'Tout le monde joue la même partie aujourd’hui',
      private: 'Partie privée',
      privateDescription: 'Une nouvelle partie à partager avec tes amis',
      creating: 'Création de ta partie...',
    },
    difficulty: {
      toggle: 'Afficher les niveaux de difficulté',
      coachMark: 'Nouveau : essaie les niveaux de difficulté !',
      close: 'Fermer',
      easy: { label: 'Facile', description: 'Rangs 1 à 50' },
      medium: { label: 'Moyen', description: 'Rangs 1 à 100' },
      hard: { label: 'Difficile', description: 'Tous les rangs' },
    },
    pageTitles: {
      home: 'Guessdle : jeux de devinettes quotidiens',
      classic: 'Classique · Guessdle',
      'image-guess': 'Devine l’image · Guessdle',
      'channel-guess': 'Devine la chaîne · Guessdle',
      crono: 'Crono · Guessdle',
      cronoDaily: 'Crono du jour · Guessdle',
    },
  },
  pl: {
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
    pageTitles: {
      home: 'Guessdle: codzienne zgadywanki',
      classic: 'Klasyczny · Guessdle',
      'image-guess': 'Zgadnij zdjęcie · Guessdle',
      'channel-guess': 'Zgadnij kanał · Guessdle',
      crono: 'Crono · Guessdle',
      cronoDaily: 'Crono dnia · Guessdle',
    },
  },
  it: {
    appName: 'Guessdle',
    logoLabel: 'Home di Guessdle',
    homeTitle: 'Indovina la modella o pornostar',
    homeSubtitle: 'Un nuovo enigma ogni giorno in ogni modalità.',
    languageLabel: 'Lingua',
    loading: 'Caricamento...',
    helpTitle: 'Vuoi aiutarci?',
    feedback: 'Dacci il tuo parere!',
    embedLink: 'Incorpora un gioco nel tuo sito',
    unexpectedError: 'Errore imprevisto dell’applicazione!',
    backHome: 'Torna alla home',
    notFound: 'Pagina non trovata',
    cards: {
      classic: { title: 'Classico', description: 'Ricevi indizi a ogni tentativo' },
      'image-guess': {
        title: 'Indovina l’immagine',
        description: 'Indovina da una foto che si allontana',
      },
      'channel-guess': {
        title: 'Indovina il canale',
        description: 'Indovina il canale dal logo sfocato',
      },
      crono: { title: 'Crono', description: 'Scegli la modella giusta contro il tempo' },
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
    pageTitles: {
      home: 'Guessdle: giochi quotidiani di indovinelli',
      classic: 'Classico · Guessdle',
      'image-guess': 'Indovina l’immagine · Guessdle',
      'channel-guess': 'Indovina il canale · Guessdle',
      crono: 'Crono · Guessdle',
      cronoDaily: 'Crono del giorno · Guessdle',
    },
  },
  pt: {
    appName: 'Guessdle',
    logoLabel: 'Início do Guessdle',
    homeTitle: 'Adivinha a modelo ou estrela porno',
    homeSubtitle: 'Um novo desafio todos os dias em cada modo.',
    languageLabel: 'Idioma',
    loading: 'A carregar...',
    helpTitle: 'Queres ajudar?',
    feedback: 'Dá-nos a tua opinião!',
    embedLink: 'Incorpora um jogo no teu site',
    unexpectedError: 'Erro inesperado da aplicação!',
    backHome: 'Voltar à página inicial',
    notFound: 'Página não encontrada',
    cards: {
      classic: { title: 'Clássico', description: 'Recebe pistas a cada tentativa' },
      'image-guess': {
        title: 'Adivinha a imagem',
        description: 'Adivinha por uma fotografia que se afasta',
      },
      'channel-guess': {
        title: 'Adivinha o canal',
        description: 'Adivinha o canal pelo logótipo desfocado',
      },
      crono: { title: 'Crono', description: 'Escolhe a modelo certa contra o relógio' },
    },
    crono: {
      toggle: 'Mostrar jogos de crono',
      coachMark: 'Novidade: joga crono contra todos ou com os teus amigos!',
      daily: 'Jogo do dia',
      dailyDescription: 'Hoje todos jogam o mesmo jogo',
      private: 'Jogo privado',
      privateDescription: 'Um jogo novo para partilhar com os teus amigos',
      creating: 'A criar o teu jogo...',
    },
    difficulty: {
      toggle: 'Mostrar os níveis de dificuldade',
      coachMark: 'Novidade: experimenta os níveis de dificuldade!',
      close: 'Fechar',
      easy: { label: 'Fácil', description: 'Posições 1 a 50' },
      medium: { label: 'Médio', description: 'Posições 1 a 100' },
      hard: { label: 'Difícil', description: 'Todas as posições' },
    },
    pageTitles: {
      home: 'Guessdle: jogos diários de adivinhação',
      classic: 'Clássico · Guessdle',
      'image-guess': 'Adivinha a imagem · Guessdle',
      'channel-guess': 'Adivinha o canal · Guessdle',
      crono: 'Crono · Guessdle',
      cronoDaily: 'Crono do dia · Guessdle',
    },
  },
};

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  pl: 'Polski',
  it: 'Italiano',
  pt: 'Português',
};
