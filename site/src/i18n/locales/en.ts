import { modes } from '@guessdle/games/locales/en.json';
import type { SiteMessages } from '../messages';

/** The site shell's texts in en. */
export default {
  appName: 'Guessdle',
  logoLabel: 'Guessdle home',
  homeTitle: 'Guess the model or pornstar',
  homeSubtitle: 'A new puzzle every day in every mode.',
  languageLabel: 'Language',
  statsButton: 'Statistics',
  loading: 'Loading...',
  partFailed: 'This part could not load.',
  retry: 'Try again',
  helpTitle: 'Want to help?',
  feedback: 'Give us some feedback!',
  embedLink: 'Embed a game on your site',
  unexpectedError: 'Unexpected Application Error!',
  backHome: 'Back to the home page',
  notFound: 'Page not found',
  cards: {
    // The daily modes' names and descriptions are the widgets' texts (Crono's card is the site's).
    ...modes,
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
  theme: {
    label: 'Theme',
    current: 'Theme: {{choice}}',
    system: 'System',
    dark: 'Dark',
    light: 'Light',
    'high-contrast': 'High contrast',
  },
  doneToday: 'Done today',
  pageTitles: {
    home: 'Guessdle: daily guessing games',
    mode: '{{mode}} · Guessdle',
    crono: 'Crono · Guessdle',
    cronoDaily: 'Daily Crono · Guessdle',
  },
  archive: {
    link: 'Past puzzles',
    title: 'Past puzzles: {{mode}}',
    dayTitle: '{{mode}}: puzzle of {{date}}',
    empty: 'No past puzzles yet.',
    back: 'Back to the past puzzles',
    status: { solved: 'Solved', unsolved: 'Not solved', 'not-played': 'Not played' },
  },
} satisfies SiteMessages;
