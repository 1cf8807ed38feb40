import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@guessdle/api';
import { createMockApi } from '@guessdle/api/mocks';
import { channels } from '@guessdle/data';
import { buildShareText, compareChannels, shareRow } from '../core';
import { createMemoryStorage } from '../shared/storage';
import { createFakeApi } from '../shared/testing/fakeApi';
import type { GameEvent } from '../shared/tracking';
import { ChannelGuessGame } from './ChannelGuessGame';
import { splitText } from '../shared/testing/text';

const answer = channels[3]!;
const wrong = channels[10]!;
const other = channels[20]!;
const yesterday = channels[5]!;
const DATE = '2025-06-01';
const URL = 'https://guessdle.test/channel-guess';
const LOGO = "Logo of today's mystery channel, blurred";

function mockApi(options: Parameters<typeof createMockApi>[0] = {}) {
  return createMockApi({
    answers: { 'channel-guess': { today: answer.id, yesterday: yesterday.id } },
    stats: { 'channel-guess': 7 },
    ...options,
  });
}

function logoFilter(name = LOGO): string {
  return screen.getByRole('img', { name }).style.filter;
}

function guessList() {
  return within(screen.getByRole('list', { name: 'Your guesses' }));
}

async function guessWithKeyboard(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox'));
  await user.keyboard(name);
  await user.keyboard('{ArrowDown}{Enter}');
}

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.useRealTimers();
});

describe('given a fresh ChannelGuessGame', () => {
  it('can be won with the keyboard alone, sharpening the logo at each try', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    const events: GameEvent[] = [];
    render(
      <ChannelGuessGame
        api={mockApi()}
        storage={storage}
        shareUrl={URL}
        onEvent={(e) => events.push(e)}
      />,
    );
    const input = await screen.findByPlaceholderText('Search for a porn channel');
    expect(
      screen.getByRole('heading', { name: 'What channel does this logo belong to?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The blurriness decreases with each try')).toBeInTheDocument();
    expect(await screen.findByText('7 people already found out!')).toBeInTheDocument();
    expect(
      screen.getByText(splitText(`Yesterday guess was ${yesterday.name}`)),
    ).toBeInTheDocument();
    expect(logoFilter()).toBe('blur(10px)');

    while (document.activeElement !== input) await user.tab();
    await user.keyboard(wrong.name);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(
      guessList()
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`${wrong.name}✕, Incorrect`]);
    expect(logoFilter()).toBe('blur(9px)');

    await user.keyboard(answer.name);
    await user.keyboard('{ArrowDown}{Enter}');

    expect(
      guessList()
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`${answer.name}✓, Correct`, `${wrong.name}✕, Incorrect`]);
    // Won: the logo is neither blurred nor a mystery any more, and its text says so.
    expect(screen.queryByRole('img', { name: LOGO })).not.toBeInTheDocument();
    expect(logoFilter(`Logo of ${answer.name}`)).toBe('none');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
    expect(
      screen.getByText(splitText(`${answer.name} is the channel of the day!`)),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play Classic' })).toHaveAttribute('href', '/classic');
    expect(await screen.findByText('8 people already found out!')).toBeInTheDocument();
    expect(JSON.parse(storage.getItem(`channel-guess-${DATE}-status`) ?? '')).toEqual({
      status: 'completed',
      tries: 1,
    });

    const copy = screen.getByRole('button', { name: 'Copy' });
    while (document.activeElement !== copy) await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Result copied to clipboard!')).toBeInTheDocument();
    expect(events.map((e) => e.eventName)).toEqual([
      'channel guessed',
      'channel failed',
      'channel guessed',
      'channel success',
      'copy clicked',
    ]);
    expect(events.at(-1)?.attrs).toEqual({ gamemode: 'channel-guess' });
  });

  it('copies exactly the share text of the spec', async () => {
    const user = userEvent.setup();
    render(<ChannelGuessGame api={mockApi()} storage={createMemoryStorage()} shareUrl={URL} />);
    await screen.findByRole('combobox');
    await guessWithKeyboard(user, wrong.name);
    await guessWithKeyboard(user, other.name);
    await guessWithKeyboard(user, answer.name);
    await user.click(await screen.findByRole('button', { name: 'Copy' }));

    const expected = buildShareText({
      game: 'Guessdle',
      gamemode: 'channel-guess',
      guessCount: 3,
      rows: [wrong, other, answer].map((c) => shareRow(compareChannels(c, answer))),
      url: URL,
    });
    expect(await navigator.clipboard.readText()).toBe(expected);
    expect(expected).toBe(
      `I solved the Guessdle #channel-guess in *3 guesses*!\n🟥🟥🟥\n🟥🟥🟥\n🟩🟩🟩\n\n${URL}`,
    );
  });

  it('can be won with the mouse alone', async () => {
    const user = userEvent.setup();
    render(<ChannelGuessGame api={mockApi()} storage={createMemoryStorage()} />);
    await user.click(await screen.findByRole('combobox'));
    await user.keyboard(answer.name.slice(0, 6));
    await user.click(await screen.findByRole('option', { name: answer.name }));
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
  });

  it('lists channels, not performers, and drops the ones already guessed', async () => {
    const user = userEvent.setup();
    render(<ChannelGuessGame api={mockApi()} storage={createMemoryStorage()} />);
    await screen.findByRole('combobox');
    await guessWithKeyboard(user, wrong.name);
    await user.keyboard(wrong.name);
    expect(screen.queryByRole('option', { name: wrong.name })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('combobox'));
    await user.keyboard(other.name);
    expect(screen.getByRole('option', { name: other.name })).toBeInTheDocument();
  });
});

describe('given guesses made before a reload', () => {
  it('restores them in order with the same blur', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    const first = render(<ChannelGuessGame api={mockApi()} storage={storage} />);
    await screen.findByRole('combobox');
    await guessWithKeyboard(user, wrong.name);
    await guessWithKeyboard(user, other.name);
    first.unmount();

    render(<ChannelGuessGame api={mockApi()} storage={storage} />);
    await screen.findByRole('combobox');
    expect(
      guessList()
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`${other.name}✕, Incorrect`, `${wrong.name}✕, Incorrect`]);
    expect(logoFilter()).toBe('blur(8px)');
  });
});

describe('given ten wrong tries', () => {
  it('shows the logo sharp, and its text no longer calls it blurred', async () => {
    const tries = channels.filter((c) => c.id !== answer.id).slice(0, 10);
    const storage = createMemoryStorage({
      [`${DATE}-channel-guess`]: JSON.stringify(tries.map((c) => c.id)),
    });
    render(<ChannelGuessGame api={mockApi()} storage={storage} />);
    await screen.findByRole('combobox');
    expect(screen.queryByRole('img', { name: LOGO })).not.toBeInTheDocument();
    expect(logoFilter("Logo of today's mystery channel")).toBe('none');
  });
});

describe('given corrupt storage', () => {
  it('loads and plays', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage({
      [`${DATE}-channel-guess`]: '{"a":',
      [`channel-guess-${DATE}-status`]: 'true',
      [`image-guess-${DATE}-status`]: '{"status":"completed","tries":-1}',
      clientId: '',
    });
    render(<ChannelGuessGame api={mockApi()} storage={storage} />);
    await screen.findByRole('combobox');
    await guessWithKeyboard(user, answer.name);
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
  });
});

describe('given the day data cannot be shown', () => {
  it('shows the game title and the error view when there is no answer today', async () => {
    render(
      <ChannelGuessGame
        api={mockApi({ answers: { 'channel-guess': null } })}
        storage={createMemoryStorage()}
      />,
    );
    expect(
      await screen.findByText("Today's puzzle is not available yet. Please try again later."),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'What channel does this logo belong to?' }),
    ).toBeInTheDocument();
  });

  it('shows the generic error when the API fails', async () => {
    const api = mockApi({
      failWith: new ApiError({ status: 500, code: 'internal-error', message: 'down' }),
    });
    render(<ChannelGuessGame api={api} storage={createMemoryStorage()} />);
    expect(await screen.findByText('We are experimenting some problems')).toBeInTheDocument();
    expect(screen.getByText('Please try again later')).toBeInTheDocument();
  });
});

describe('given a page left open across the reset instant', () => {
  it('moves to the new logo and keeps the old guesses under their date', async () => {
    vi.useFakeTimers({ now: new Date('2025-06-01T23:59:30.000Z') });
    const DAY2 = '2025-06-02';
    const { api, state } = createFakeApi({
      date: DATE,
      nextResetAt: '2025-06-02T00:00:00.000Z',
      answers: {
        [DATE]: { today: answer.id, yesterday: null },
        [DAY2]: { today: other.id, yesterday: answer.id },
      },
    });
    const storage = createMemoryStorage({ [`${DATE}-channel-guess`]: JSON.stringify([wrong.id]) });
    render(<ChannelGuessGame api={api} storage={storage} now={() => Date.now()} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(logoFilter()).toBe('blur(9px)');
    expect(screen.getByRole('img', { name: LOGO })).toHaveAttribute(
      'src',
      `https://cdn.test${answer.photo}`,
    );

    state.date = DAY2;
    state.nextResetAt = '2025-06-03T00:00:00.000Z';
    await act(() => vi.advanceTimersByTimeAsync(32_000));

    expect(logoFilter()).toBe('blur(10px)');
    expect(screen.getByRole('img', { name: LOGO })).toHaveAttribute(
      'src',
      `https://cdn.test${other.photo}`,
    );
    expect(screen.getByText(splitText(`Yesterday guess was ${answer.name}`))).toBeInTheDocument();
    expect(storage.getItem(`${DATE}-channel-guess`)).toBe(JSON.stringify([wrong.id]));
  });
});
