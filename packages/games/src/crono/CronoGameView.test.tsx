import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CronoGame } from '@guessdle/api';
import { performers } from '@guessdle/data';
import { GuessdleThemeProvider } from '@guessdle/ui';
import { I18nextProvider } from 'react-i18next';
import { createWidgetI18n, WIDGET_NS } from '../i18n/instance';
import { CronoGameView, type CronoViewState } from './CronoGameView';

const names = (from: number) =>
  performers.slice(from, from + 4).map((p) => ({ id: p.profileUrl, name: p.name }));

function round(id: string, from: number): CronoGame {
  return {
    id: '2025-06-01',
    userId: '6f1c2a4e-8b7d-4c3a-9e21-5d4b3c2a1f00',
    status: 'ongoing',
    leaderboard: [],
    userCount: 1,
    remainingTime: 40,
    score: 2,
    currentModel: { id, photoUrl: performers[from]!.profilePictureUrl },
    options: names(from),
    canSubmitScore: false,
    userScore: null,
  };
}

function state(game: CronoGame, overrides: Partial<CronoViewState> = {}): CronoViewState {
  return {
    status: 'ongoing',
    game,
    secondsLeft: 40,
    startPending: false,
    guessPending: false,
    submitPending: false,
    scoreWaiting: false,
    lastPick: null,
    feedback: null,
    exited: null,
    ...overrides,
  };
}

function view(viewState: CronoViewState, onPick = vi.fn()) {
  return (
    <I18nextProvider i18n={createWidgetI18n('en')} defaultNS={WIDGET_NS}>
      <GuessdleThemeProvider>
        <CronoGameView
          state={viewState}
          photoUrl="/photo.webp"
          shareUrl="https://guessdle.example/crono/2025-06-01"
          onStart={vi.fn()}
          onPick={onPick}
          onSubmit={vi.fn()}
          onCopy={vi.fn()}
        />
      </GuessdleThemeProvider>
    </I18nextProvider>
  );
}

const group = () => screen.getByRole('group', { name: 'Choose the correct model' });

describe('given a Crono round after a pick', () => {
  it('shows the verdict on the picked option only, in words and symbol', () => {
    const game = round('r1', 0);
    const picked = game.options[2]!;
    render(
      view(
        state(game, {
          guessPending: true,
          feedback: { optionId: picked.id, roundId: 'r1', verdict: 'wrong' },
        }),
      ),
    );
    const button = within(group()).getByRole('button', { name: new RegExp(picked.name) });
    expect(button).toHaveAttribute('data-verdict', 'wrong');
    expect(button).toHaveTextContent('✗');
    expect(button).toHaveTextContent('Wrong');
    const others = within(group())
      .getAllByRole('button')
      .filter((b) => b !== button);
    for (const other of others) expect(other).not.toHaveAttribute('data-verdict');
  });

  it('ignores a verdict of another round', () => {
    const game = round('r2', 4);
    render(
      view(
        state(game, {
          feedback: { optionId: game.options[0]!.id, roundId: 'r1', verdict: 'correct' },
        }),
      ),
    );
    expect(group().querySelector('[data-verdict]')).toBeNull();
  });

  it('gives the next round new buttons: the focus moves to the options group, not to the button in the same place', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    const first = round('r1', 0);
    const { rerender } = render(view(state(first), onPick));
    const old = within(group()).getAllByRole('button')[1]!;
    await user.click(old);
    expect(onPick).toHaveBeenCalledWith(first.options[1]!.id);
    expect(old).toHaveFocus();
    rerender(view(state(round('r2', 4)), onPick));
    const fresh = within(group()).getAllByRole('button')[1]!;
    expect(fresh).not.toBe(old);
    expect(old.isConnected).toBe(false);
    expect(fresh).not.toHaveFocus();
    expect(group()).toHaveFocus();
    // Tab goes on from the group to the first option of the new round.
    await user.tab();
    expect(within(group()).getAllByRole('button')[0]).toHaveFocus();
  });

  it('leaves the focus alone when it was elsewhere', async () => {
    const user = userEvent.setup();
    const { rerender } = render(view(state(round('r1', 0))));
    const copy = screen.getByRole('button', { name: 'Copy' });
    await user.click(copy);
    rerender(view(state(round('r2', 4))));
    expect(copy).toHaveFocus();
  });
});

describe('given a Crono game before its start', () => {
  const waiting = (id: string) =>
    state({ ...round('r0', 0), id, status: 'not-started' }, { status: 'not-started' });

  it('titles the daily game (its id is a date) as today’s game', () => {
    render(view(waiting('2025-06-01')));
    expect(screen.getByRole('heading', { name: "Today's crono game" })).toBeInTheDocument();
    expect(screen.queryByText('New crono game')).toBeNull();
  });

  it('titles a private game as a new game', () => {
    render(view(waiting('k3J9xQ2mPaZ8wT4v')));
    expect(screen.getByRole('heading', { name: 'New crono game' })).toBeInTheDocument();
  });
});

describe('given a Crono leaderboard', () => {
  const waiting = (id: string) =>
    state(
      { ...round('r0', 0), id, status: 'not-started', userCount: 3 },
      { status: 'not-started' },
    );

  it('counts the players of a private game as players in this game', () => {
    render(view(waiting('k3J9xQ2mPaZ8wT4v')));
    expect(screen.getByText('Players in this game: 3')).toBeInTheDocument();
    expect(screen.queryByText(/Total users today/)).toBeNull();
  });

  it('keeps today’s total for the daily game', () => {
    render(view(waiting('2025-06-01')));
    expect(screen.getByText('Total users today: 3')).toBeInTheDocument();
  });
});

describe('given a Crono round and the keys tip', () => {
  const tip = 'Tip: the keys 1 to 4 pick an option.';
  const withPointer = (fine: boolean) =>
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: fine,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );

  it('leaves it out on a touch-only device until a key is pressed', async () => {
    window.matchMedia ??= (() => null) as unknown as typeof window.matchMedia;
    const spy = withPointer(false);
    render(view(state(round('r1', 0))));
    expect(screen.queryByText(tip)).toBeNull();
    await userEvent.keyboard('{Shift}');
    expect(await screen.findByText(tip)).toBeInTheDocument();
    spy.mockRestore();
  });

  it('shows it with a mouse or trackpad', () => {
    window.matchMedia ??= (() => null) as unknown as typeof window.matchMedia;
    const spy = withPointer(true);
    render(view(state(round('r1', 0))));
    expect(screen.getByText(tip)).toBeInTheDocument();
    spy.mockRestore();
  });
});

describe('given a Crono round when the connection goes', () => {
  it('says Crono needs a connection and holds taps back until it returns', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    const game = round('r1', 0);
    window.matchMedia ??= (() => null) as unknown as typeof window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    render(view(state(game), onPick));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(screen.getByText(/^Crono needs a connection\./)).toBeInTheDocument();
      const first = within(group()).getByRole('button', {
        name: new RegExp(game.options[0]!.name),
      });
      expect(first).toHaveAttribute('aria-disabled', 'true');
      await user.click(first);
      await user.keyboard('2');
      expect(onPick).not.toHaveBeenCalled();

      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(screen.queryByText(/Crono needs a connection/)).toBeNull();
      await user.click(first);
      expect(onPick).toHaveBeenCalledWith(game.options[0]!.id);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
