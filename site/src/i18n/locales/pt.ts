import { modes } from '@guessdle/games/locales/pt.json';
import type { SiteMessages } from '../messages';

/** The site shell's texts in pt. */
export default {
  appName: 'Guessdle',
  logoLabel: 'Início do Guessdle',
  homeTitle: 'Adivinha o modelo ou a estrela porno',
  homeSubtitle: 'Um novo desafio todos os dias em cada modo.',
  languageLabel: 'Idioma',
  statsButton: 'Estatísticas',
  loading: 'A carregar...',
  partFailed: 'Não foi possível carregar esta parte.',
  retry: 'Tentar novamente',
  helpTitle: 'Queres ajudar?',
  feedback: 'Dá-nos a tua opinião!',
  embedLink: 'Incorpora um jogo no teu site',
  unexpectedError: 'Erro inesperado da aplicação!',
  backHome: 'Voltar à página inicial',
  notFound: 'Página não encontrada',
  cards: {
    // The daily modes' names and descriptions are the widgets' texts (Crono's card is the site's).
    ...modes,
    crono: { title: 'Crono', description: 'Escolhe o nome certo contra o relógio' },
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
  theme: {
    label: 'Tema',
    current: 'Tema: {{choice}}',
    system: 'Do sistema',
    dark: 'Escuro',
    light: 'Claro',
    'high-contrast': 'Alto contraste',
  },
  doneToday: 'Feito hoje',
  pageTitles: {
    home: 'Guessdle: jogos diários de adivinhação',
    mode: '{{mode}} · Guessdle',
    crono: 'Crono · Guessdle',
    cronoDaily: 'Crono do dia · Guessdle',
  },
  archive: {
    link: 'Desafios anteriores',
    title: 'Desafios anteriores: {{mode}}',
    dayTitle: '{{mode}}: desafio de {{date}}',
    empty: 'Ainda não há desafios anteriores.',
    back: 'Voltar aos desafios anteriores',
    status: { solved: 'Resolvido', unsolved: 'Por resolver', 'not-played': 'Não jogado' },
  },
} satisfies SiteMessages;
