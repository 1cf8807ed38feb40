import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@guessdle/api';
import { createMockApi } from '@guessdle/api/mocks';
import { performers } from '@guessdle/data';
import { buildShareText, comparePerformers, shareRow } from '../core';
import { createMemoryStorage } from '../shared/storage';
import { createFakeApi } from '../shared/testing/fakeApi';
import type { GameEvent } from '../shared/tracking';
import { ImageGuessGame } from './ImageGuessGame';
import { splitText } from '../shared/testing/text';

const answer = performers[3]!;
const wrong = performers[10]!;
const other = performers[20]!;
const yesterday = performers[5]!;
const DATE = '2025-06-01';
const URL = 'https://guessdle.test/image-guess';
const PICTURE = "Picture of today's mystery performer";

function mockApi(options: Parameters<typeof createMockApi>[0] = {}) {
  return createMockApi({
    answers: { 'image-guess': { today: answer.profileUrl, yesterday: yesterday.profileUrl } },
    stats: { 'image-guess': 41 },
    ...options,
  });
}

function pictureTransform(name = PICTURE): string {
  return screen.getByRole('img', { name }).style.transform;
}

function guessList() {
  return within(screen.getByRole('list', { name: 'Your guesses' }));
}

async function guessWithKeyboard(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox'));
  await user.keyboard(name);
  await user.keyboard('{ArrowDown}{Enter}');
}

// Typing whole names into a combobox over the full dataset is slow in jsdom.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.useRealTimers();
});

describe('given a fresh ImageGuessGame', () => {
  it('can be won with the keyboard alone, zooming out at each try', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    const events: GameEvent[] = [];
    render(
      <ImageGuessGame
        api={mockApi()}
        storage={storage}
        shareUrl={URL}
        onEvent={(e) => events.push(e)}
      />,
    );
    const input = await screen.findByPlaceholderText('Search for an option');
    expect(screen.getByRole('heading', { name: 'Who is this?' })).toBeInTheDocument();
    expect(screen.getByText('Each try zooms the image out a bit more')).toBeInTheDocument();
    expect(await screen.findByText('41 people already found out!')).toBeInTheDocument();
    expect(
      screen.getByText(splitText(`Yesterday guess was ${yesterday.name}`)),
    ).toBeInTheDocument();
    expect(pictureTransform()).toBe('scale(7)');

    while (document.activeElement !== input) await user.tab();
    await user.keyboard(wrong.name);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(guessList().getAllByRole('listitem')).toHaveLength(1);
    expect(guessList().getByText(wrong.name).closest('[data-state]')).toHaveAttribute(
      'data-state',
      'incorrect',
    );
    expect(pictureTransform()).toBe('scale(6.4)');

    await user.keyboard(answer.name);
    await user.keyboard('{ArrowDown}{Enter}');

    const cards = guessList().getAllByRole('listitem');
    expect(cards.map((li) => li.textContent)).toEqual([
      `${answer.name}✓, Correct`,
      `${wrong.name}✕, Incorrect`,
    ]);
    // Won: the picture is no longer a mystery, and its text says whose it is.
    expect(screen.queryByRole('img', { name: PICTURE })).not.toBeInTheDocument();
    expect(pictureTransform(`Picture of ${answer.name}`)).toBe('scale(1)');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
    expect(
      screen.getByText(splitText(`${answer.name} is the ${answer.type} of the day!`)),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play Classic' })).toHaveAttribute('href', '/classic');
    expect(
      screen.getByText('You solved the puzzle in 2 guesses! Share your results with your friends!'),
    ).toBeInTheDocument();
    expect(await screen.findByText('42 people already found out!')).toBeInTheDocument();
    expect(JSON.parse(storage.getItem(`image-guess-${DATE}-status`) ?? '')).toEqual({
      status: 'completed',
      tries: 1,
    });
    expect(events.map((e) => e.eventName)).toEqual([
      'image guessed',
      'image failed',
      'image guessed',
      'image success',
    ]);

    // The copy button is reachable and usable from the keyboard too.
    const copy = screen.getByRole('button', { name: 'Copy' });
    while (document.activeElement !== copy) await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Result copied to clipboard!')).toBeInTheDocument();
    expect(events.at(-1)).toEqual({
      eventName: 'copy clicked',
      attrs: { gamemode: 'image-guess' },
    });
  });

  it('copies exactly the share text of the spec', async () => {
    const user = userEvent.setup();
    render(<ImageGuessGame api={mockApi()} storage={createMemoryStorage()} shareUrl={URL} />);
    await screen.findByRole('combobox');
    await guessWithKeyboard(user, wrong.name);
    await guessWithKeyboard(user, other.name);
    await guessWithKeyboard(user, answer.name);
    await user.click(await screen.findByRole('button', { name: 'Copy' }));

    const expected = buildShareText({
      game: 'Guessdle',
      gamemode: 'image-guess',
      guessCount: 3,
      rows: [wrong, other, answer].map((p) => shareRow(comparePerformers(p, answer))),
      url: URL,
    });
    expect(await navigator.clipboard.readText()).toBe(expected);
    expect(expected.startsWith('I solved the Guessdle #image-guess in *3 guesses*!\n')).toBe(true);
  });

  it('can be won with the mouse alone', async () => {
    const user = userEvent.setup();
    render(<ImageGuessGame api={mockApi()} storage={createMemoryStorage()} />);
    await user.click(await screen.findByRole('combobox'));
    await user.keyboard(answer.name.slice(0, 5));
    await user.click(await screen.findByRole('option', { name: answer.name }));
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
    expect(
      screen.getByText('You solved the puzzle in 1 guess! Share your results with your friends!'),
    ).toBeInTheDocument();
  });

  it('reads each typed guess to screen readers once', async () => {
    const user = userEvent.setup();
    render(<ImageGuessGame api={mockApi()} storage={createMemoryStorage()} />);
    await screen.findByRole('combobox');
    const statuses = () => screen.getAllByRole('status').map((s) => s.textContent);
    expect(statuses()).not.toContain(`${wrong.name}: Incorrect`);
    await guessWithKeyboard(user, wrong.name);
    expect(statuses()).toContain(`${wrong.name}: Incorrect`);
    await guessWithKeyboard(user, other.name);
    expect(statuses()).toContain(`${other.name}: Incorrect`);
    expect(statuses()).not.toContain(`${wrong.name}: Incorrect`);
  });

  it('removes guessed performers from the dropdown', async () => {
    const user = userEvent.setup();
    render(<ImageGuessGame api={mockApi()} storage={createMemoryStorage()} />);
    await screen.findByRole('combobox');
    await guessWithKeyboard(user, wrong.name);
    await user.keyboard(wrong.name);
    expect(screen.queryByRole('option', { name: wrong.name })).not.toBeInTheDocument();
  });
});

describe('given guesses made before a reload', () => {
  it('restores them in order with the same zoom', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    const first = render(<ImageGuessGame api={mockApi()} storage={storage} />);
    await screen.findByRole('combobox');
    await guessWithKeyboard(user, wrong.name);
    await guessWithKeyboard(user, other.name);
    first.unmount();

    render(<ImageGuessGame api={mockApi()} storage={storage} />);
    await screen.findByRole('combobox');
    expect(
      guessList()
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`${other.name}✕, Incorrect`, `${wrong.name}✕, Incorrect`]);
    expect(pictureTransform()).toBe('scale(5.8)');
    // Restored guesses are not read out as if just typed.
    expect(screen.getAllByRole('status').map((s) => s.textContent)).not.toContain(
      `${other.name}: Incorrect`,
    );
  });

  it('shows a game won earlier as won, without a search box', async () => {
    const storage = createMemoryStorage({
      [`${DATE}-image-guess`]: JSON.stringify([answer.profileUrl, wrong.profileUrl]),
    });
    render(<ImageGuessGame api={mockApi()} storage={storage} />);
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(pictureTransform(`Picture of ${answer.name}`)).toBe('scale(1)');
  });
});

describe('given a client that serves the picture of the day', () => {
  it("loads the day's address, which does not name the answer, not the answer's own picture", async () => {
    const api = {
      ...mockApi(),
      dailyPictureUrl: (mode: string, date: string) =>
        `https://guessdle.test/daily/${mode}/${date}`,
    };
    render(<ImageGuessGame api={api} storage={createMemoryStorage()} />);
    const picture = await screen.findByRole('img', { name: PICTURE });
    expect(picture).toHaveAttribute('src', `https://guessdle.test/daily/image-guess/${DATE}`);
    const slug = answer.profileUrl.split('/').pop() ?? '';
    expect(picture.getAttribute('src')).not.toContain(slug);
  });
});

describe('given ten wrong tries', () => {
  it('shows the name as blanks, then reveals one letter per try', async () => {
    const user = userEvent.setup();
    const wrongIds = performers
      .filter((p) => p.profileUrl !== answer.profileUrl && p !== wrong)
      .slice(0, 10)
      .map((p) => p.profileUrl);
    const storage = createMemoryStorage({ [`${DATE}-image-guess`]: JSON.stringify(wrongIds) });
    render(<ImageGuessGame api={mockApi()} storage={storage} />);
    const hint = await screen.findByTestId('name-hint');
    const blanks = answer.name.replace(/[\p{L}\p{N}]/gu, '_');
    expect(within(hint).getByText('Name hint')).toBeInTheDocument();
    expect(hint).toHaveTextContent(blanks);
    await guessWithKeyboard(user, wrong.name);
    expect(hint).toHaveTextContent(answer.name[0] + blanks.slice(1));
  });

  it('counts down to the hint before that', async () => {
    render(<ImageGuessGame api={mockApi()} storage={createMemoryStorage()} />);
    expect(await screen.findByText('A name hint appears in 10 tries')).toBeInTheDocument();
    expect(screen.queryByTestId('name-hint')).not.toBeInTheDocument();
  });
});

describe('given corrupt storage', () => {
  it('loads and plays', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage({
      [`${DATE}-image-guess`]: '{not json',
      [`image-guess-${DATE}-status`]: '"completed"',
      [`classic-${DATE}-status`]: '[1]',
      clientId: '42',
      deviceId: '{}',
    });
    render(<ImageGuessGame api={mockApi()} storage={storage} />);
    await screen.findByRole('combobox');
    await guessWithKeyboard(user, answer.name);
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
  });
});

describe('given the day data cannot be shown', () => {
  it('shows the game title and the error view when there is no answer today', async () => {
    render(
      <ImageGuessGame
        api={mockApi({ answers: { 'image-guess': null } })}
        storage={createMemoryStorage()}
      />,
    );
    expect(
      await screen.findByText("Today's puzzle is not available yet. Please try again later."),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who is this?' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows the generic error when the API fails, and retries', async () => {
    const user = userEvent.setup();
    let failing = true;
    const api = mockApi({
      failWith: (name) =>
        failing && name === 'serverDate'
          ? new ApiError({ status: 500, code: 'internal-error', message: 'down' })
          : undefined,
    });
    render(<ImageGuessGame api={api} storage={createMemoryStorage()} />);
    expect(await screen.findByText('We are experimenting some problems')).toBeInTheDocument();
    expect(screen.getByText('Please try again later')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox')).toBeInTheDocument();
  });
});

describe('given two widgets in different languages', () => {
  it('keeps each one in its own language', async () => {
    render(
      <>
        <ImageGuessGame api={mockApi()} storage={createMemoryStorage()} language="fr" />
        <ImageGuessGame api={mockApi()} storage={createMemoryStorage()} language="pl" />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Qui est-ce ?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kto to jest?' })).toBeInTheDocument();
  });
});

describe('given a broken api prop', () => {
  it('fails at mount with a message naming the fix', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(<ImageGuessGame api={undefined as never} storage={createMemoryStorage()} />),
    ).toThrow(/ImageGuessGame needs an `api` prop: pass createHttpApi/);
  });
});

describe('given a page left open across the reset instant', () => {
  it('moves to the new puzzle and keeps the old guesses under their date', async () => {
    vi.useFakeTimers({ now: new Date('2025-06-01T23:59:00.000Z') });
    const DAY2 = '2025-06-02';
    const { api, state } = createFakeApi({
      date: DATE,
      nextResetAt: '2025-06-02T00:00:00.000Z',
      answers: {
        [DATE]: { today: answer.profileUrl, yesterday: null },
        [DAY2]: { today: other.profileUrl, yesterday: answer.profileUrl },
      },
    });
    const storage = createMemoryStorage({
      [`${DATE}-image-guess`]: JSON.stringify([wrong.profileUrl]),
    });
    render(<ImageGuessGame api={api} storage={storage} now={() => Date.now()} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(guessList().getAllByRole('listitem')).toHaveLength(1);
    expect(pictureTransform()).toBe('scale(6.4)');

    // The server moves to the next day at midnight.
    state.date = DAY2;
    state.nextResetAt = '2025-06-03T00:00:00.000Z';
    await act(() => vi.advanceTimersByTimeAsync(62_000));

    expect(screen.queryByRole('list', { name: 'Your guesses' })).not.toBeInTheDocument();
    expect(pictureTransform()).toBe('scale(7)');
    expect(screen.getByText(splitText(`Yesterday guess was ${answer.name}`))).toBeInTheDocument();
    expect(storage.getItem(`${DATE}-image-guess`)).toBe(JSON.stringify([wrong.profileUrl]));
  });
});

describe('given no onEvent handler', () => {
  it('sends the tracking events to the API instead', async () => {
    const user = userEvent.setup();
    const api = mockApi();
    const track = vi.spyOn(api, 'track');
    render(<ImageGuessGame api={api} storage={createMemoryStorage()} />);
    await screen.findByRole('combobox');
    await guessWithKeyboard(user, wrong.name);
    await waitFor(() => expect(track).toHaveBeenCalledTimes(2));
    expect(track.mock.calls.map(([event]) => event.eventName)).toEqual([
      'image guessed',
      'image failed',
    ]);
    expect(track.mock.calls[0]?.[0].extra).toEqual({
      device_id: expect.any(String),
      session_id: expect.any(String),
    });
  });
});

describe('given React StrictMode', () => {
  it('loads once more after the dev remount and posts a win once', async () => {
    const user = userEvent.setup();
    const { api, calls } = createFakeApi({
      answers: { [DATE]: { today: answer.profileUrl, yesterday: null } },
    });
    render(
      <StrictMode>
        <ImageGuessGame api={api} storage={createMemoryStorage()} />
      </StrictMode>,
    );
    await screen.findByRole('combobox');
    await guessWithKeyboard(user, answer.name);
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'postSuccess')).toHaveLength(1);
  });
});
