import { modes } from '@guessdle/games/locales/es.json';
import type { SiteMessages } from '../messages';

/** The site shell's texts in es. */
export default {
  appName: 'Guessdle',
  logoLabel: 'Inicio de Guessdle',
  homeTitle: 'Adivina el modelo o la estrella porno',
  homeSubtitle: 'Un nuevo reto cada día en cada modo.',
  languageLabel: 'Idioma',
  statsButton: 'Estadísticas',
  loading: 'Cargando...',
  partFailed: 'No se ha podido cargar esta parte.',
  retry: 'Reintentar',
  helpTitle: '¿Quieres ayudar?',
  feedback: '¡Danos tu opinión!',
  embedLink: 'Inserta un juego en tu sitio',
  unexpectedError: '¡Error inesperado de la aplicación!',
  backHome: 'Volver a la página de inicio',
  notFound: 'Página no encontrada',
  cards: {
    // The daily modes' names and descriptions are the widgets' texts (Crono's card is the site's).
    ...modes,
    crono: { title: 'Crono', description: 'Elige el nombre correcto contra el reloj' },
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
  theme: {
    label: 'Tema',
    current: 'Tema: {{choice}}',
    system: 'Del sistema',
    dark: 'Oscuro',
    light: 'Claro',
    'high-contrast': 'Alto contraste',
  },
  doneToday: 'Hecho hoy',
  pageTitles: {
    home: 'Guessdle: juegos diarios de adivinanzas',
    mode: '{{mode}} · Guessdle',
    crono: 'Crono · Guessdle',
    cronoDaily: 'Crono del día · Guessdle',
  },
  archive: {
    link: 'Retos anteriores',
    title: 'Retos anteriores: {{mode}}',
    dayTitle: '{{mode}}: reto del {{date}}',
    empty: 'Aún no hay retos anteriores.',
    back: 'Volver a los retos anteriores',
    status: { solved: 'Resuelto', unsolved: 'Sin resolver', 'not-played': 'Sin jugar' },
  },
} satisfies SiteMessages;
