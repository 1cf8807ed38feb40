// The host app with a widget that throws while it renders: the host's own part of the widget (its
// disclaimer) fails, as a host's component can. The widget must keep it in its box, show its error
// view and tell `onError`; the host's tree must stay mounted and working (its visit button).
import { createHttpApi } from '@guessdle/api';
import { ClassicGame, type GameError } from '@guessdle/games';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Shell } from './Shell';
import { useVisits } from './store';

const api = createHttpApi({
  baseUrl: import.meta.env.VITE_GUESSDLE_URL ?? 'https://api.guessdle.example',
  apiKey: import.meta.env.VITE_GUESSDLE_KEY ?? 'your-key',
});

function Broken(): never {
  throw new Error('the host disclaimer broke');
}

function Page() {
  const [errors, setErrors] = useState<string[]>([]);
  const visit = useVisits((state) => state.visit);
  return (
    <>
      <button id="host-visit" type="button" onClick={visit}>
        Besuch
      </button>
      <output id="host-errors">{errors.join(', ')}</output>
      <ClassicGame
        api={api}
        language="en"
        disclaimer={<Broken />}
        onError={(error: GameError) => setErrors((seen) => [...seen, error.reason])}
      />
    </>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <Shell>
      <Page />
    </Shell>
  </StrictMode>,
);
