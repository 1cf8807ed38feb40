import type { SiteMessages } from '../messages';

/** The site shell's texts in fr. */
export default {
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
  theme: {
    label: 'Thème',
    system: 'Du système',
    dark: 'Sombre',
    light: 'Clair',
    'high-contrast': 'Contraste élevé',
  },
  doneToday: 'Fait aujourd’hui',
  pageTitles: {
    home: 'Guessdle : jeux de devinettes quotidiens',
    classic: 'Classique · Guessdle',
    'image-guess': 'Devine l’image · Guessdle',
    'channel-guess': 'Devine la chaîne · Guessdle',
    crono: 'Crono · Guessdle',
    cronoDaily: 'Crono du jour · Guessdle',
  },
} satisfies SiteMessages;
