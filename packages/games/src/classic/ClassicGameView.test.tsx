import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { performers, performerById } from '@guessdle/data';
import { GuessdleThemeProvider } from '@guessdle/ui';
import { createWidgetI18n, WIDGET_NS } from '../i18n/instance';
import { guessEntries } from '../../testing/stories';
import { splitText } from '../../testing/text';
import { ClassicGameView } from './ClassicGameView';
import { buildClassicViewModel } from './viewModel';

const answer = performers[3]!;
const wrong = performers.filter((p) => p !== answer).slice(10, 13);

function renderView(
  status: 'playing' | 'won',
  language = 'en',
  today = answer,
  ids = status === 'won' ? [answer, ...wrong] : wrong,
) {
  const model = buildClassicViewModel(
    {
      status,
      error: null,
      dayGone: false,
      date: '2025-06-01',
      today: today.profileUrl,
      yesterday: null,
      guesses: guessEntries(
        ids.map((p) => p.profileUrl),
        'storage',
      ),
      count: 3,
      countStatus: 'ready',
      openClues: {},
      revealPending: false,
      nextMode: 'image-guess',
      difficulty: null,
    },
    performerById,
    performers,
  );
  return render(
    <I18nextProvider i18n={createWidgetI18n(language)} defaultNS={WIDGET_NS}>
      <GuessdleThemeProvider>
        <ClassicGameView
          model={model}
          onPick={vi.fn()}
          onRevealDone={vi.fn()}
          onToggleClue={vi.fn()}
          onCopy={vi.fn()}
          onRetry={vi.fn()}
        />
      </GuessdleThemeProvider>
    </I18nextProvider>,
  );
}

describe('given a Classic game in play', () => {
  it('tells how to begin', () => {
    renderView('playing');
    expect(screen.getByText('Type any pornstar name to begin.')).toBeInTheDocument();
  });
});

describe('given a won Classic game', () => {
  it('no longer tells how to begin', async () => {
    renderView('won');
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
    expect(screen.queryByText('Type any pornstar name to begin.')).toBeNull();
  });

  it('counts down to no clue once won: each clue only offers to show itself', () => {
    renderView('won');
    expect(screen.queryByText(/can be displayed/)).toBeNull();
    expect(screen.getByRole('button', { name: /^Debut year\s*Show$/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: /^Ranking\s*Show$/ })).toBeInTheDocument();
  });

  it('names the answer once in the win box: the message, then the day', async () => {
    renderView('won');
    const winBox = (await screen.findByText('Congratulations!')).closest('[role="status"]')!;
    const name = winBox.querySelector('strong')!.textContent!;
    expect(winBox.textContent!.split(name)).toHaveLength(2);
    expect(winBox).toHaveTextContent(/Puzzle of June 1, 2025/);
  });

  it("writes the puzzle's date the way the language writes dates", async () => {
    const { unmount } = renderView('won');
    expect(await screen.findByText(/Puzzle of June 1, 2025/)).toBeInTheDocument();
    expect(screen.queryByText(/2025-06-01/)).toBeNull();
    unmount();
    renderView('won', 'fr');
    expect(await screen.findByText(/Énigme du 1 juin 2025/)).toBeInTheDocument();
  });

  it('keeps the share box out of the win box live region, so the grid is not read aloud', async () => {
    renderView('won');
    const copy = await screen.findByRole('button', { name: 'Copy' });
    const winBox = screen.getByText('Congratulations!').closest('[role="status"]');
    expect(winBox).not.toBeNull();
    expect(winBox?.contains(copy)).toBe(false);
  });
});

const man = performers.find((p) => p.name === 'Marcus Elyvessa')!;
const woman = performers.find((p) => p.name === 'Eloise Vorridell')!;

// What a player reads of an answer of each gender: the win message, the answer's tiles (its type,
// its ethnicity, its birthplace with the country in the language).
const READ: [string, 'a man' | 'a woman', string, string[]][] = [
  ['es', 'a man', '¡Marcus Elyvessa es el modelo del día!', ['Caucásico', 'Rusia']],
  [
    'es',
    'a woman',
    '¡Eloise Vorridell es la modelo del día!',
    ['Caucásica', 'Manchester, Reino Unido'],
  ],
  ['fr', 'a man', 'Marcus Elyvessa est le modèle du jour\u202F!', ['Caucasien', 'Russie']],
  [
    'fr',
    'a woman',
    'Eloise Vorridell est la modèle du jour\u202F!',
    ['Caucasienne', 'Manchester, Royaume-Uni'],
  ],
  ['it', 'a man', 'Marcus Elyvessa è il modello del giorno!', ['Modello', 'Caucasico', 'Russia']],
  [
    'it',
    'a woman',
    'Eloise Vorridell è la modella del giorno!',
    ['Modella', 'Caucasica', 'Manchester, Regno Unito'],
  ],
  ['pt', 'a man', 'Marcus Elyvessa é o modelo do dia!', ['Caucasiano', 'Rússia']],
  ['pl', 'a man', 'Marcus Elyvessa to model dnia!', ['Model', 'Kaukaski', 'Rosja']],
  [
    'pl',
    'a woman',
    'Eloise Vorridell to modelka dnia!',
    ['Modelka', 'Kaukaska', 'Manchester, Wielka Brytania'],
  ],
  ['en', 'a man', 'Marcus Elyvessa is the model of the day!', ['Model', 'Caucasian', 'Russia']],
];

describe('given a won Classic game, read in each language', () => {
  it.each(READ)(
    'in %s, %s is named in the words of that gender',
    async (language, who, message, tiles) => {
      const today = who === 'a man' ? man : woman;
      renderView('won', language, today, [today]);
      expect(await screen.findByText(splitText(message))).toBeInTheDocument();
      const row = screen.getAllByRole('row').at(-1)!;
      for (const tile of tiles) expect(within(row).getByText(tile)).toBeInTheDocument();
    },
  );
});
