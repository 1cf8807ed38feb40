import type { SiteMessages } from '../messages';

/** The site shell's texts in pt. */
export default {
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
  theme: {
    label: 'Tema',
    system: 'Do sistema',
    dark: 'Escuro',
    light: 'Claro',
    'high-contrast': 'Alto contraste',
  },
  doneToday: 'Feito hoje',
  pageTitles: {
    home: 'Guessdle: jogos diários de adivinhação',
    classic: 'Clássico · Guessdle',
    'image-guess': 'Adivinha a imagem · Guessdle',
    'channel-guess': 'Adivinha o canal · Guessdle',
    crono: 'Crono · Guessdle',
    cronoDaily: 'Crono do dia · Guessdle',
  },
} satisfies SiteMessages;
