import { StrictMode } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockApi } from '@guessdle/api/mocks';
import { performers } from '@guessdle/data';
import { buildShareText, comparePerformers, shareRow } from '../core';
import { loadWidgetMessages } from '../i18n/bundled';
import { createMemoryStorage } from '../storage/storage';
import { createFakeApi } from '../../testing/fakeApi';
import type { GameEvent } from '../tracking/tracking';
import { ClassicGame } from './ClassicGame';
import { useClassicStore } from './ClassicGame';
import { splitText } from '../../testing/text';
import { createInstance } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { WIDGET_NS } from '../i18n/instance';

const answer = performers[3]!;
const wrong = performers[10]!;
const other = performers[20]!;
const yesterday = performers[5]!;
const DATE = '2025-06-01';
const URL = 'https://guessdle.test/classic';

function mockApi() {
  return createMockApi({
    answers: { classic: { today: answer.profileUrl, yesterday: yesterday.profileUrl } },
    stats: { classic: 41 },
  });
}

/** Finishes every flip animation on screen, as the browser would after 1 s. */
function endAnimations() {
  for (const element of document.querySelectorAll('[data-animating]')) {
    fireEvent.animationEnd(element);
  }
}

async function guessWithKeyboard(user: ReturnType<typeof userEvent.setup>, name: string) {
  const input = screen.getByRole('combobox');
  await user.click(input);
  await user.keyboard(name);
  await user.keyboard('{ArrowDown}{Enter}');
}

// Typing whole names into a combobox over the full dataset is slow in jsdom.

afterEach(() => {
  vi.useRealTimers();
});

describe("given the day's answers at hand (api.atHand, the site's first screen)", () => {
  it('renders the board at its first render, with no loading view', async () => {
    await loadWidgetMessages('en');
    const { api } = createFakeApi({
      date: DATE,
      answers: { [DATE]: { today: answer.profileUrl, yesterday: yesterday.profileUrl } },
      atHand: true,
    });
    // No await: the board must be there at the first commit, not after a request.
    render(<ClassicGame api={api} storage={createMemoryStorage()} shareUrl={URL} />);
    expect(screen.getByPlaceholderText('Search for a pornstar')).toBeInTheDocument();
    expect(
      screen.getByText(splitText(`Yesterday guess was ${yesterday.name}`)),
    ).toBeInTheDocument();
    await screen.findByText('0 people already found out!');
  });

  it('without them, shows the loading view first', async () => {
    await loadWidgetMessages('en');
    const { api } = createFakeApi({
      date: DATE,
      answers: { [DATE]: { today: answer.profileUrl, yesterday: yesterday.profileUrl } },
    });
    render(<ClassicGame api={api} storage={createMemoryStorage()} shareUrl={URL} />);
    expect(screen.queryByPlaceholderText('Search for a pornstar')).not.toBeInTheDocument();
    await screen.findByPlaceholderText('Search for a pornstar');
  });
});

describe('given a fresh ClassicGame', () => {
  it('can be won with the keyboard alone, then shows the win box and the share text', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    const events: GameEvent[] = [];
    render(
      <ClassicGame
        api={mockApi()}
        storage={storage}
        shareUrl={URL}
        onEvent={(e) => events.push(e)}
      />,
    );
    const input = await screen.findByPlaceholderText('Search for a pornstar');
    expect(screen.getByText('41 people already found out!')).toBeInTheDocument();
    expect(
      screen.getByText(splitText(`Yesterday guess was ${yesterday.name}`)),
    ).toBeInTheDocument();

    await user.tab();
    while (document.activeElement !== input) await user.tab();
    await user.keyboard(wrong.name);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findAllByRole('row')).toHaveLength(2);
    await user.keyboard(answer.name);
    await user.keyboard('{ArrowDown}{Enter}');

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(answer.name)).toBeInTheDocument();
    expect(rows[0]).toHaveAttribute('data-animated');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    // The win box waits for the winning row's reveal.
    expect(screen.queryByText('Congratulations!')).not.toBeInTheDocument();

    act(() => endAnimations());
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
    expect(
      screen.getByText(splitText(`${answer.name} is the ${answer.type} of the day!`)),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You solved the puzzle in 2 guesses! Share your results with your friends!'),
    ).toBeInTheDocument();
    expect(await screen.findByText('42 people already found out!')).toBeInTheDocument();
    expect(JSON.parse(storage.getItem(`classic-${DATE}-status`) ?? '')).toEqual({
      status: 'completed',
      tries: 1,
    });
    expect(events.map((e) => e.eventName)).toEqual([
      'classic guessed',
      'classic failed',
      'classic guessed',
      'classic success',
    ]);
  });

  it('copies exactly the share text of the spec', async () => {
    const user = userEvent.setup();
    render(<ClassicGame api={mockApi()} storage={createMemoryStorage()} shareUrl={URL} />);
    await screen.findByRole('combobox');
    await guessWithKeyboard(user, wrong.name);
    await guessWithKeyboard(user, other.name);
    await guessWithKeyboard(user, answer.name);
    act(() => endAnimations());
    await user.click(await screen.findByRole('button', { name: 'Copy' }));

    const expected = buildShareText({
      game: 'Guessdle',
      gamemode: 'classic',
      guessCount: 3,
      rows: [wrong, other, answer].map((p) => shareRow(comparePerformers(p, answer))),
      url: URL,
    });
    expect(await navigator.clipboard.readText()).toBe(expected);
    expect(expected.startsWith('I solved the Guessdle #classic in *3 guesses*!\n')).toBe(true);
    expect(await screen.findByText('Result copied to clipboard!')).toBeInTheDocument();
  });

  it("names the puzzle's day in the share text's address", async () => {
    const user = userEvent.setup();
    render(
      <ClassicGame
        api={mockApi()}
        storage={createMemoryStorage()}
        // As the site gives it: a path on the page's origin.
        shareUrl="/classic/archive/{date}"
      />,
    );
    await screen.findByRole('combobox');
    await guessWithKeyboard(user, answer.name);
    act(() => endAnimations());
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect((await navigator.clipboard.readText()).split('\n').pop()).toBe(
      `${window.location.origin}/classic/archive/${DATE}`,
    );
  });

  it('can be won with the mouse alone', async () => {
    const user = userEvent.setup();
    render(<ClassicGame api={mockApi()} storage={createMemoryStorage()} shareUrl={URL} />);
    const input = await screen.findByRole('combobox');
    await user.click(input);
    await user.keyboard(answer.name.slice(0, 4));
    await user.click(await screen.findByRole('option', { name: answer.name }));
    act(() => endAnimations());
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
  });

  it('reads each typed row to screen readers once, column by column', async () => {
    const user = userEvent.setup();
    render(<ClassicGame api={mockApi()} storage={createMemoryStorage()} />);
    await screen.findByRole('combobox');
    const announcement = () =>
      screen.getAllByRole('status').find((s) => s.textContent?.startsWith(wrong.name));
    expect(announcement()).toBeUndefined();
    await guessWithKeyboard(user, wrong.name);
    const region = announcement()!;
    expect(region).toHaveAttribute('aria-live', 'polite');
    const tiles = comparePerformers(wrong, answer);
    expect(region.textContent?.split('; ')).toHaveLength(tiles.length);
    expect(region).toHaveTextContent(
      new RegExp(`^${wrong.name}: Gender \\S+, (Correct|Incorrect);`),
    );
    expect(region).toHaveTextContent(/; Rank \d+, (Correct|Higher|Lower)$/);
    // The next row replaces it; re-renders in between leave the text alone, so it is read once.
    await guessWithKeyboard(user, other.name);
    expect(
      screen.getAllByRole('status').filter((s) => s.textContent?.includes(wrong.name)),
    ).toEqual([]);
    expect(
      screen.getAllByRole('status').some((s) => s.textContent?.startsWith(`${other.name}:`)),
    ).toBe(true);
  });

  it('removes guessed performers from the dropdown', async () => {
    const user = userEvent.setup();
    render(<ClassicGame api={mockApi()} storage={createMemoryStorage()} />);
    await screen.findByRole('combobox');
    await guessWithKeyboard(user, wrong.name);
    await user.keyboard(wrong.name);
    expect(screen.queryByRole('option', { name: wrong.name })).not.toBeInTheDocument();
  });
});

describe('given React StrictMode (effects run twice)', () => {
  it('still loads and plays', async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <ClassicGame api={mockApi()} storage={createMemoryStorage()} />
      </StrictMode>,
    );
    await screen.findByRole('combobox');
    await guessWithKeyboard(user, wrong.name);
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });
});

describe('given guesses saved before a reload', () => {
  it('restores them without animation and without a new success', async () => {
    const storage = createMemoryStorage({
      [`${DATE}-classic`]: JSON.stringify([answer.profileUrl, wrong.profileUrl]),
    });
    const api = mockApi();
    const post = vi.spyOn(api, 'postSuccess');
    render(<ClassicGame api={api} storage={storage} shareUrl={URL} />);
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.hasAttribute('data-animated'))).toEqual([]);
    expect(document.querySelector('[data-animating]')).toBeNull();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    // Restored rows are not read out as if just typed.
    expect(
      screen.getAllByRole('status').filter((s) => s.textContent?.startsWith(`${wrong.name}:`)),
    ).toEqual([]);
  });
});

describe('given corrupt values in every storage key', () => {
  it('still loads and plays', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage({
      [`${DATE}-classic`]: '{broken',
      [`classic-${DATE}-status`]: '"completed"',
      [`image-guess-${DATE}-status`]: '[1,2]',
      featureFlags: '{"ClassicModes":true}',
      clientId: '12',
      language: '42',
    });
    render(<ClassicGame api={mockApi()} storage={storage} />);
    await screen.findByRole('combobox');
    await guessWithKeyboard(user, answer.name);
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(storage.getItem(`${DATE}-classic`)).toBe(JSON.stringify([answer.profileUrl]));
  });
});

describe('given two widgets in different languages on one page', () => {
  it('keeps each its own language and state', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ClassicGame api={mockApi()} storage={createMemoryStorage()} language="en" />
        <ClassicGame api={mockApi()} storage={createMemoryStorage()} language="fr" />
      </>,
    );
    const english = await screen.findByPlaceholderText('Search for a pornstar');
    const french = await screen.findByPlaceholderText('Cherche une star du porno');
    expect(screen.getByText('Legend')).toBeInTheDocument();
    expect(screen.getByText('Légende')).toBeInTheDocument();

    await user.click(french);
    await user.keyboard(wrong.name);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.getByRole('table')).toHaveAccessibleName('Tes essais');
    expect(english).toHaveValue('');
  });
});

describe('given widgets in French and Spanish side by side', () => {
  it('shows each its own language, and a language change moves only its own widget', async () => {
    const french = mockApi();
    const spanish = mockApi();
    const page = (frenchLanguage: string) => (
      <>
        <ClassicGame api={french} storage={createMemoryStorage()} language={frenchLanguage} />
        <ClassicGame api={spanish} storage={createMemoryStorage()} language="es" />
      </>
    );
    const { rerender } = render(page('fr'));
    expect(await screen.findByPlaceholderText('Cherche une star du porno')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Busca una estrella porno')).toBeInTheDocument();
    expect(screen.getByText('Leyenda')).toBeInTheDocument();

    rerender(page('pl'));
    expect(await screen.findByPlaceholderText('Szukaj gwiazdy porno')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Cherche une star du porno')).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('Busca una estrella porno')).toBeInTheDocument();
  });
});

describe('given a host i18next instance', () => {
  function HostGreeting() {
    const { t } = useTranslation();
    return <p>{t('hello')}</p>;
  }

  it("translates from the host's store in its own language and leaves the host's alone", async () => {
    const host = createInstance({
      lng: 'de',
      fallbackLng: 'de',
      defaultNS: 'app',
      resources: { de: { app: { hello: 'Hallo' } } },
      initAsync: false,
    });
    void host.init();
    // The host's wording for the widget, under the widget's namespace.
    host.addResourceBundle('es', WIDGET_NS, { classic: { searchPlaceholder: 'Busca a alguien' } });
    render(
      <I18nextProvider i18n={host}>
        <HostGreeting />
        <ClassicGame api={mockApi()} storage={createMemoryStorage()} i18n={host} language="es" />
      </I18nextProvider>,
    );
    expect(await screen.findByPlaceholderText('Busca a alguien')).toBeInTheDocument();
    // The bundled Spanish texts fill what the host's wording lacks.
    expect(screen.getByText('Leyenda')).toBeInTheDocument();
    expect(screen.getByText('Hallo')).toBeInTheDocument();
    expect(host.language).toBe('de');
    expect(host.options.defaultNS).toBe('app');
  });
});

describe('given the ClassicModes flag', () => {
  it('plays the difficulty pool under its own key when the flag is stored', async () => {
    const easyAnswer = performers.find((p) => p.rank <= 50)!;
    const api = createMockApi({
      answers: { classic: { easy: { today: easyAnswer.profileUrl, yesterday: null } } },
    });
    const daily = vi.spyOn(api, 'getDailyGuess');
    const storage = createMemoryStorage({ featureFlags: JSON.stringify(['ClassicModes']) });
    const user = userEvent.setup();
    render(<ClassicGame api={api} storage={storage} difficulty="easy" />);
    expect(await screen.findByText(/Easy/)).toBeInTheDocument();
    expect(daily).toHaveBeenCalledWith('classic', { difficulty: 'easy' });
    await guessWithKeyboard(user, easyAnswer.name);
    expect(storage.getItem(`${DATE}-classic-easy`)).toBe(JSON.stringify([easyAnswer.profileUrl]));
  });

  it('sends no difficulty when the flag is off', async () => {
    const api = mockApi();
    const daily = vi.spyOn(api, 'getDailyGuess');
    render(<ClassicGame api={api} storage={createMemoryStorage()} difficulty="easy" />);
    await screen.findByRole('combobox');
    expect(daily).toHaveBeenCalledWith('classic', undefined);
  });
});

describe('given clues', () => {
  it('counts down and unlocks the debut year after 5 tries', async () => {
    const storage = createMemoryStorage({
      [`${DATE}-classic`]: JSON.stringify(
        performers
          .filter((p) => p !== answer)
          .slice(0, 5)
          .map((p) => p.profileUrl),
      ),
    });
    const user = userEvent.setup();
    const events: GameEvent[] = [];
    render(<ClassicGame api={mockApi()} storage={storage} onEvent={(e) => events.push(e)} />);
    expect(await screen.findByText('Debut year can be displayed now')).toBeInTheDocument();
    expect(screen.getByText('Ranking can be displayed in 5 tries')).toBeInTheDocument();
    const ranking = screen.getByRole('button', { name: /^Ranking/ });
    expect(ranking).toHaveAttribute('aria-disabled', 'true');
    await user.click(ranking);
    expect(ranking).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: /^Debut year/ }));
    expect(
      screen.getByText(
        answer.debutYear === null ? 'Debut year unknown' : `Debut year: ${answer.debutYear}`,
      ),
    ).toBeInTheDocument();
    expect(events).toContainEqual({
      eventName: 'clue click',
      attrs: { clue: 'debut', gamemode: 'classic' },
    });
  });
});

describe('given the API fails', () => {
  it('shows the error view', async () => {
    const { api, state } = createFakeApi();
    state.failWith = new TypeError('Failed to fetch');
    render(<ClassicGame api={api} storage={createMemoryStorage()} />);
    expect(await screen.findByText('We are experimenting some problems')).toBeInTheDocument();
    expect(screen.getByText('Please try again later')).toBeInTheDocument();
  });
});

describe('given the clock crosses the reset instant', () => {
  it('switches an open widget to the new day', async () => {
    vi.useFakeTimers({ now: new Date('2025-06-01T23:59:30.000Z'), shouldAdvanceTime: true });
    const { api, state } = createFakeApi({
      answers: {
        '2025-06-01': { today: answer.profileUrl, yesterday: yesterday.profileUrl },
        '2025-06-02': { today: other.profileUrl, yesterday: answer.profileUrl },
      },
    });
    const storage = createMemoryStorage({
      [`2025-06-01-classic`]: JSON.stringify([answer.profileUrl]),
    });
    render(<ClassicGame api={api} storage={storage} />);
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();

    state.date = '2025-06-02';
    state.nextResetAt = '2025-06-03T00:00:00.000Z';
    await act(() => vi.advanceTimersByTimeAsync(40_000));

    expect(await screen.findByRole('combobox')).toBeInTheDocument();
    expect(screen.queryByText('Congratulations!')).not.toBeInTheDocument();
    expect(screen.getByText(splitText(`Yesterday guess was ${answer.name}`))).toBeInTheDocument();
    expect(storage.getItem('2025-06-01-classic')).toBe(JSON.stringify([answer.profileUrl]));
  });
});

describe('given a missing or broken adapter', () => {
  it('shows its error view and reports a message that names the fix', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    render(<ClassicGame api={undefined as never} onError={onError} />);
    expect(await screen.findByText('We are experimenting some problems')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({
        reason: 'crash',
        message: expect.stringContaining(
          'ClassicGame needs an `api` prop: pass createHttpApi({ baseUrl, apiKey }) from @guessdle/api',
        ) as unknown,
      }),
    );
    render(
      <ClassicGame api={mockApi()} storage={{ getItem: () => null } as never} onError={onError} />,
    );
    expect(onError).toHaveBeenLastCalledWith(
      expect.objectContaining({
        message: expect.stringMatching(
          /`storage` prop must have getItem, setItem and removeItem/,
        ) as unknown,
      }),
    );
    vi.restoreAllMocks();
  });

  it('refuses the store hook outside the widget', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Probe() {
      useClassicStore((s) => s.status);
      return null;
    }
    expect(() => render(<Probe />)).toThrow('useClassicStore must be used within <ClassicGame>');
    vi.restoreAllMocks();
  });
});
