// The host app with the Classic game, as packages/games/README.md shows it: the HTTP client from
// @guessdle/api, the widget from @guessdle/games, a theme from @guessdle/ui, inside the host's own
// ThemeProvider and handed the host's own i18next instance.
import { createHttpApi } from '@guessdle/api';
import { ClassicGame, createLocalStorage } from '@guessdle/games';
import { createTheme } from '@guessdle/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hostI18n } from './i18n';
import { Shell } from './Shell';

const api = createHttpApi({
  baseUrl: import.meta.env.VITE_GUESSDLE_URL ?? 'https://api.guessdle.example',
  apiKey: import.meta.env.VITE_GUESSDLE_KEY ?? 'your-key',
});

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <Shell>
      <section id="game">
        <ClassicGame
          api={api}
          storage={createLocalStorage()}
          language="en"
          i18n={hostI18n}
          theme={createTheme({ colors: { accent: '#e91e63' } })}
          onEvent={(event) => console.info('guessdle event', event.eventName)}
        />
      </section>
    </Shell>
  </StrictMode>,
);
