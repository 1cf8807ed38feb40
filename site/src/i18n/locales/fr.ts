import { modes } from '@guessdle/games/locales/fr.json';
import type { SiteMessages } from '../messages';

/** The site shell's texts in fr. */
export default {
  appName: 'Guessdle',
  logoLabel: 'Accueil de Guessdle',
  homeTitle: 'Devine le modèle ou la star du porno',
  homeSubtitle: 'Une nouvelle énigme chaque jour dans chaque mode.',
  languageLabel: 'Langue',
  statsButton: 'Statistiques',
  loading: 'Chargement...',
  partFailed: 'Cette partie n’a pas pu se charger.',
  retry: 'Réessayer',
  helpTitle: 'Envie d’aider ?',
  feedback: 'Donne-nous ton avis !',
  embedLink: 'Intègre un jeu à ton site',
  unexpectedError: 'Erreur inattendue de l’application !',
  backHome: 'Retour à l’accueil',
  notFound: 'Page introuvable',
  cards: {
    // The daily modes' names and descriptions are the widgets' texts (Crono's card is the site's).
    ...modes,
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
    current: 'Thème : {{choice}}',
    system: 'Du système',
    dark: 'Sombre',
    light: 'Clair',
    'high-contrast': 'Contraste élevé',
  },
  doneToday: 'Fait aujourd’hui',
  pageTitles: {
    home: 'Guessdle : jeux de devinettes quotidiens',
    mode: '{{mode}} · Guessdle',
    crono: 'Crono · Guessdle',
    cronoDaily: 'Crono du jour · Guessdle',
  },
  archive: {
    link: 'Énigmes passées',
    title: 'Énigmes passées : {{mode}}',
    dayTitle: '{{mode}} : énigme du {{date}}',
    empty: 'Pas encore d’énigme passée.',
    back: 'Retour aux énigmes passées',
    status: { solved: 'Résolue', unsolved: 'Non résolue', 'not-played': 'Pas jouée' },
  },
} satisfies SiteMessages;
