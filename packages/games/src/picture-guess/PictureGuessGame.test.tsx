import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@guessdle/api';
import { createMockApi } from '@guessdle/api/mocks';
import { buildShareText } from '../core';
import { PictureGuessGame } from './PictureGames';
import { createWidgetI18n, loadWidgetTexts } from '../i18n/instance';
import { createMemoryStorage } from '../storage/storage';
import { ITEM_TYPE } from '../i18n/texts';
import { createFakeApi } from '../../testing/fakeApi';
import { pictureModeRows, type PictureModeCase } from '../../testing/pictureModes';
import { splitText } from '../../testing/text';
import { GAME_EVENTS, type GameEvent } from '../tracking/tracking';

// The widget of every picture mode of the registration, one run per mode, as its players use it:
// what its picture does try by try comes from its case, every text from its locale section.

const DATE = '2025-06-01';

async function textsIn(language: string) {
  const i18n = createWidgetI18n(language);
  await loadWidgetTexts(i18n, language);
  return i18n.t;
}

const t = await textsIn('en');

function guessList() {
  return within(screen.getByRole('list', { name: 'Your guesses' }));
}

async function guessWithKeyboard(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox'));
  await user.keyboard(name);
  await user.keyboard('{ArrowDown}{Enter}');
}

/** 'image-guess' → 'ImageGuessGame': the widget's name in its error messages. */
function widgetName(mode: string): string {
  return `${mode.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase())}Game`;
}

// Typing whole names into a combobox over the full dataset is slow in jsdom.

afterEach(() => {
  vi.useRealTimers();
});

describe.each(pictureModeRows())('the %s widget', (mode, pictureMode: PictureModeCase) => {
  const { items, texts } = pictureMode;
  const answer = items[3]!;
  const wrong = items[10]!;
  const other = items[20]!;
  const yesterday = items[5]!;
  const name = pictureMode.name;
  const id = pictureMode.id;
  const URL = `https://guessdle.test/${mode}`;
  const hiddenAlt = t(texts.alt.hidden);
  const wonAlt = t(texts.alt.won, { name: name(answer) });

  function mockApi(options: Parameters<typeof createMockApi>[0] = {}) {
    return createMockApi({
      answers: { [mode]: { today: id(answer), yesterday: id(yesterday) } },
      stats: { [mode]: 41 },
      ...options,
    });
  }

  function pictureStyle(altText = hiddenAlt): string {
    return pictureMode.styleOf(screen.getByRole('img', { name: altText }));
  }

  function atTries(tries: number): string {
    return pictureMode.style(pictureMode.hiddenAfter(tries));
  }

  describe('given a fresh game', () => {
    it('can be won with the keyboard alone, showing more of the picture at each try', async () => {
      const user = userEvent.setup();
      const storage = createMemoryStorage();
      const events: GameEvent[] = [];
      render(
        <PictureGuessGame
          mode={mode}
          api={mockApi()}
          storage={storage}
          shareUrl={URL}
          onEvent={(e) => events.push(e)}
        />,
      );
      const input = await screen.findByPlaceholderText(t(texts.searchPlaceholder));
      expect(screen.getByRole('heading', { name: t(texts.title) })).toBeInTheDocument();
      expect(screen.getByText(t(texts.help))).toBeInTheDocument();
      expect(await screen.findByText('41 people already found out!')).toBeInTheDocument();
      expect(
        screen.getByText(splitText(`Yesterday guess was ${name(yesterday)}`)),
      ).toBeInTheDocument();
      expect(pictureStyle()).toBe(atTries(0));

      while (document.activeElement !== input) await user.tab();
      await user.keyboard(name(wrong));
      await user.keyboard('{ArrowDown}{Enter}');
      expect(
        guessList()
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([`${name(wrong)}✕, Incorrect`]);
      expect(guessList().getByText(name(wrong)).closest('[data-state]')).toHaveAttribute(
        'data-state',
        'incorrect',
      );
      expect(pictureStyle()).toBe(atTries(1));

      await user.keyboard(name(answer));
      await user.keyboard('{ArrowDown}{Enter}');

      expect(
        guessList()
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([`${name(answer)}✓, Correct`, `${name(wrong)}✕, Incorrect`]);
      // Won: the picture is no longer a mystery, and its text says whose it is.
      expect(screen.queryByRole('img', { name: hiddenAlt })).not.toBeInTheDocument();
      expect(pictureStyle(wonAlt)).toBe(pictureMode.style(pictureMode.solved));
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
      const type = t(ITEM_TYPE[pictureMode.settings.fields.type(answer)]);
      expect(
        screen.getByText(splitText(`${name(answer)} is the ${type} of the day!`)),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Play Classic' })).toHaveAttribute(
        'href',
        '/classic',
      );
      expect(
        screen.getByText(
          'You solved the puzzle in 2 guesses! Share your results with your friends!',
        ),
      ).toBeInTheDocument();
      expect(await screen.findByText('42 people already found out!')).toBeInTheDocument();
      expect(JSON.parse(storage.getItem(`${mode}-${DATE}-status`) ?? '')).toEqual({
        status: 'completed',
        tries: 1,
      });

      // The copy button is reachable and usable from the keyboard too.
      const copy = screen.getByRole('button', { name: 'Copy' });
      while (document.activeElement !== copy) await user.tab();
      await user.keyboard('{Enter}');
      expect(await screen.findByText('Result copied to clipboard!')).toBeInTheDocument();
      expect(events.map((e) => e.eventName)).toEqual([
        GAME_EVENTS.guessed[mode],
        GAME_EVENTS.failed[mode],
        GAME_EVENTS.guessed[mode],
        GAME_EVENTS.success[mode],
        'copy clicked',
      ]);
      expect(events.at(-1)).toEqual({ eventName: 'copy clicked', attrs: { gamemode: mode } });
    });

    it('copies exactly the share text of the spec', async () => {
      const user = userEvent.setup();
      render(
        <PictureGuessGame
          mode={mode}
          api={mockApi()}
          storage={createMemoryStorage()}
          shareUrl={URL}
        />,
      );
      await screen.findByRole('combobox');
      await guessWithKeyboard(user, name(wrong));
      await guessWithKeyboard(user, name(other));
      await guessWithKeyboard(user, name(answer));
      await user.click(await screen.findByRole('button', { name: 'Copy' }));

      const expected = buildShareText({
        game: 'Guessdle',
        gamemode: mode,
        guessCount: 3,
        // One square per guess, as its card showed it.
        rows: ['🟥', '🟥', '🟩'],
        url: URL,
      });
      expect(await navigator.clipboard.readText()).toBe(expected);
      expect(expected.startsWith(`I solved the Guessdle #${mode} in *3 guesses*!\n`)).toBe(true);
      expect(expected.endsWith(`\n🟥\n🟥\n🟩\n\n${URL}`)).toBe(true);
    });

    it('can be won with the mouse alone', async () => {
      const user = userEvent.setup();
      render(<PictureGuessGame mode={mode} api={mockApi()} storage={createMemoryStorage()} />);
      await user.click(await screen.findByRole('combobox'));
      await user.keyboard(name(answer).slice(0, 5));
      await user.click(await screen.findByRole('option', { name: name(answer) }));
      expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
      expect(
        screen.getByText('You solved the puzzle in 1 guess! Share your results with your friends!'),
      ).toBeInTheDocument();
    });

    it('reads each typed guess to screen readers once', async () => {
      const user = userEvent.setup();
      render(<PictureGuessGame mode={mode} api={mockApi()} storage={createMemoryStorage()} />);
      await screen.findByRole('combobox');
      const statuses = () => screen.getAllByRole('status').map((s) => s.textContent);
      expect(statuses()).not.toContain(`${name(wrong)}: Incorrect`);
      await guessWithKeyboard(user, name(wrong));
      expect(statuses()).toContain(`${name(wrong)}: Incorrect`);
      await guessWithKeyboard(user, name(other));
      expect(statuses()).toContain(`${name(other)}: Incorrect`);
      expect(statuses()).not.toContain(`${name(wrong)}: Incorrect`);
    });

    it("lists its dataset's items and drops the ones already guessed", async () => {
      const user = userEvent.setup();
      render(<PictureGuessGame mode={mode} api={mockApi()} storage={createMemoryStorage()} />);
      await screen.findByRole('combobox');
      await guessWithKeyboard(user, name(wrong));
      await user.keyboard(name(wrong));
      expect(screen.queryByRole('option', { name: name(wrong) })).not.toBeInTheDocument();
      await user.clear(screen.getByRole('combobox'));
      await user.keyboard(name(other));
      expect(screen.getByRole('option', { name: name(other) })).toBeInTheDocument();
    });
  });

  describe('given guesses made before a reload', () => {
    it('restores them in order with the same picture', async () => {
      const user = userEvent.setup();
      const storage = createMemoryStorage();
      const first = render(<PictureGuessGame mode={mode} api={mockApi()} storage={storage} />);
      await screen.findByRole('combobox');
      await guessWithKeyboard(user, name(wrong));
      await guessWithKeyboard(user, name(other));
      first.unmount();

      render(<PictureGuessGame mode={mode} api={mockApi()} storage={storage} />);
      await screen.findByRole('combobox');
      expect(
        guessList()
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([`${name(other)}✕, Incorrect`, `${name(wrong)}✕, Incorrect`]);
      expect(pictureStyle()).toBe(atTries(2));
      // Restored guesses are not read out as if just typed.
      expect(screen.getAllByRole('status').map((s) => s.textContent)).not.toContain(
        `${name(other)}: Incorrect`,
      );
    });

    it('shows a game won earlier as won, without a search box', async () => {
      const storage = createMemoryStorage({
        [`${DATE}-${mode}`]: JSON.stringify([id(answer), id(wrong)]),
      });
      render(<PictureGuessGame mode={mode} api={mockApi()} storage={storage} />);
      expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      expect(pictureStyle(wonAlt)).toBe(pictureMode.style(pictureMode.solved));
    });
  });

  describe('given a client that serves the picture of the day', () => {
    it("loads the day's address, which does not name the answer, not the answer's own picture", async () => {
      const api = {
        ...mockApi(),
        dailyPictureUrl: (pictureOf: string, date: string) =>
          `https://guessdle.test/daily/${pictureOf}/${date}`,
      };
      render(<PictureGuessGame mode={mode} api={api} storage={createMemoryStorage()} />);
      const picture = await screen.findByRole('img', { name: hiddenAlt });
      expect(picture).toHaveAttribute('src', `https://guessdle.test/daily/${mode}/${DATE}`);
      const file = pictureMode.photo(answer).split('/').pop() ?? '';
      expect(picture.getAttribute('src')).not.toContain(file);
      expect(picture.getAttribute('src')).not.toContain(id(answer));
    });
  });

  describe('given ten wrong tries', () => {
    const tries = items.filter((item) => item !== answer && item !== wrong).slice(0, 10);

    it('shows the picture as it is, its text still not naming the answer', async () => {
      const storage = createMemoryStorage({ [`${DATE}-${mode}`]: JSON.stringify(tries.map(id)) });
      render(<PictureGuessGame mode={mode} api={mockApi()} storage={storage} />);
      await screen.findByRole('combobox');
      const clearAlt = t(texts.alt.clear);
      expect(pictureStyle(clearAlt)).toBe(atTries(10));
      expect(clearAlt).not.toContain(name(answer));
      if (clearAlt !== hiddenAlt) {
        // Its text no longer calls it hidden (a logo no longer blurred).
        expect(screen.queryByRole('img', { name: hiddenAlt })).not.toBeInTheDocument();
      }
    });

    it.runIf(pictureMode.nameHint)(
      'shows the name as blanks, then reveals one letter per try',
      async () => {
        const user = userEvent.setup();
        const storage = createMemoryStorage({
          [`${DATE}-${mode}`]: JSON.stringify(tries.map(id)),
        });
        render(<PictureGuessGame mode={mode} api={mockApi()} storage={storage} />);
        const hint = await screen.findByTestId('name-hint');
        const blanks = name(answer).replace(/[\p{L}\p{N}]/gu, '_');
        expect(within(hint).getByText(t(texts.hint!.title))).toBeInTheDocument();
        expect(hint).toHaveTextContent(blanks);
        await guessWithKeyboard(user, name(wrong));
        expect(hint).toHaveTextContent(name(answer)[0] + blanks.slice(1));
      },
    );

    it.runIf(pictureMode.nameHint)('counts down to the name hint before that', async () => {
      render(<PictureGuessGame mode={mode} api={mockApi()} storage={createMemoryStorage()} />);
      expect(await screen.findByText(t(texts.hint!.locked, { count: 10 }))).toBeInTheDocument();
      expect(screen.queryByTestId('name-hint')).not.toBeInTheDocument();
    });
  });

  describe('given corrupt storage', () => {
    it.each([
      ['broken JSON', '{not json', '"completed"'],
      ['an unfinished object', '{"a":', 'true'],
    ])('loads and plays with %s', async (_label, guesses, status) => {
      const user = userEvent.setup();
      const storage = createMemoryStorage({
        [`${DATE}-${mode}`]: guesses,
        [`${mode}-${DATE}-status`]: status,
        [`classic-${DATE}-status`]: '[1]',
        [`image-guess-${DATE}-status`]: '{"status":"completed","tries":-1}',
        clientId: '42',
        deviceId: '{}',
      });
      render(<PictureGuessGame mode={mode} api={mockApi()} storage={storage} />);
      await screen.findByRole('combobox');
      await guessWithKeyboard(user, name(answer));
      expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
    });
  });

  describe('given the day data cannot be shown', () => {
    it('shows the game title and the error view when there is no answer today', async () => {
      render(
        <PictureGuessGame
          mode={mode}
          api={mockApi({ answers: { [mode]: null } })}
          storage={createMemoryStorage()}
        />,
      );
      expect(await screen.findByText(t(texts.unavailable))).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: t(texts.title) })).toBeInTheDocument();
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    });

    it('shows the generic error when every call fails', async () => {
      const api = mockApi({
        failWith: new ApiError({ status: 500, code: 'internal-error', message: 'down' }),
      });
      render(<PictureGuessGame mode={mode} api={api} storage={createMemoryStorage()} />);
      expect(await screen.findByText('We are experimenting some problems')).toBeInTheDocument();
      expect(screen.getByText('Please try again later')).toBeInTheDocument();
    });

    it('shows the generic error when the server date fails, and retries', async () => {
      const user = userEvent.setup();
      let failing = true;
      const api = mockApi({
        failWith: (call) =>
          failing && call === 'serverDate'
            ? new ApiError({ status: 500, code: 'internal-error', message: 'down' })
            : undefined,
      });
      render(<PictureGuessGame mode={mode} api={api} storage={createMemoryStorage()} />);
      expect(await screen.findByText('We are experimenting some problems')).toBeInTheDocument();
      expect(screen.getByText('Please try again later')).toBeInTheDocument();
      failing = false;
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('combobox')).toBeInTheDocument();
    });
  });

  describe('given two widgets in different languages', () => {
    it('keeps each one in its own language', async () => {
      const [fr, pl] = await Promise.all([textsIn('fr'), textsIn('pl')]);
      render(
        <>
          <PictureGuessGame
            mode={mode}
            api={mockApi()}
            storage={createMemoryStorage()}
            language="fr"
          />
          <PictureGuessGame
            mode={mode}
            api={mockApi()}
            storage={createMemoryStorage()}
            language="pl"
          />
        </>,
      );
      const [frTitle, plTitle] = [fr(texts.title), pl(texts.title)];
      expect(new Set([frTitle, plTitle, t(texts.title)]).size).toBe(3);
      expect(await screen.findByRole('heading', { name: frTitle })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: plTitle })).toBeInTheDocument();
    });
  });

  describe('given a broken api prop', () => {
    it('shows its error view and reports a message naming the fix', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const onError = vi.fn();
      render(
        <PictureGuessGame
          mode={mode}
          api={undefined as never}
          storage={createMemoryStorage()}
          onError={onError}
        />,
      );
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({
          reason: 'crash',
          message: expect.stringMatching(
            new RegExp(`${widgetName(mode)} needs an \`api\` prop: pass createHttpApi`),
          ) as unknown,
        }),
      );
    });
  });

  describe('given a page left open across the reset instant', () => {
    it('moves to the new picture and keeps the old guesses under their date', async () => {
      vi.useFakeTimers({ now: new Date('2025-06-01T23:59:30.000Z') });
      const DAY2 = '2025-06-02';
      const { api, state } = createFakeApi({
        date: DATE,
        nextResetAt: '2025-06-02T00:00:00.000Z',
        answers: {
          [DATE]: { today: id(answer), yesterday: null },
          [DAY2]: { today: id(other), yesterday: id(answer) },
        },
      });
      const storage = createMemoryStorage({ [`${DATE}-${mode}`]: JSON.stringify([id(wrong)]) });
      render(<PictureGuessGame mode={mode} api={api} storage={storage} now={() => Date.now()} />);
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(guessList().getAllByRole('listitem')).toHaveLength(1);
      expect(pictureStyle()).toBe(atTries(1));
      expect(screen.getByRole('img', { name: hiddenAlt })).toHaveAttribute(
        'src',
        `https://cdn.test${pictureMode.photo(answer)}`,
      );

      // The server moves to the next day at midnight.
      state.date = DAY2;
      state.nextResetAt = '2025-06-03T00:00:00.000Z';
      await act(() => vi.advanceTimersByTimeAsync(32_000));

      expect(screen.queryByRole('list', { name: 'Your guesses' })).not.toBeInTheDocument();
      expect(pictureStyle()).toBe(atTries(0));
      expect(screen.getByRole('img', { name: hiddenAlt })).toHaveAttribute(
        'src',
        `https://cdn.test${pictureMode.photo(other)}`,
      );
      expect(
        screen.getByText(splitText(`Yesterday guess was ${name(answer)}`)),
      ).toBeInTheDocument();
      expect(storage.getItem(`${DATE}-${mode}`)).toBe(JSON.stringify([id(wrong)]));
    });
  });

  describe('given no onEvent handler', () => {
    it('sends the tracking events to the API instead', async () => {
      const user = userEvent.setup();
      const api = mockApi();
      const track = vi.spyOn(api, 'track');
      render(<PictureGuessGame mode={mode} api={api} storage={createMemoryStorage()} />);
      await screen.findByRole('combobox');
      await guessWithKeyboard(user, name(wrong));
      await waitFor(() => expect(track).toHaveBeenCalledTimes(2));
      expect(track.mock.calls.map(([event]) => event.eventName)).toEqual([
        GAME_EVENTS.guessed[mode],
        GAME_EVENTS.failed[mode],
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
        answers: { [DATE]: { today: id(answer), yesterday: null } },
      });
      render(
        <StrictMode>
          <PictureGuessGame mode={mode} api={api} storage={createMemoryStorage()} />
        </StrictMode>,
      );
      await screen.findByRole('combobox');
      await guessWithKeyboard(user, name(answer));
      expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
      expect(calls.filter((c) => c.name === 'postSuccess')).toHaveLength(1);
    });
  });
});
