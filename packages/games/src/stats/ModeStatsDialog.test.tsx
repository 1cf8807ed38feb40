import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMockApi } from '@guessdle/api/mocks';
import { performers } from '@guessdle/data';
import { completionRecord, guessesKey, statusKey } from '../core';
import { ImageGuessGame } from '../picture-guess/PictureGames';
import { createMemoryStorage } from '../storage/storage';

const answer = performers[3]!;
const DATE = '2025-06-10';
// Two hours and a second before the mock's reset (the next midnight, UTC).
const NOW = Date.parse('2025-06-10T21:59:59Z');

function mockApi(distribution: { tries: number; players: number }[] = []) {
  return createMockApi({
    date: DATE,
    distribution: { 'image-guess': distribution },
    answers: { 'image-guess': { today: answer.profileUrl, yesterday: performers[5]!.profileUrl } },
    archive: { launchDate: '2025-06-01' },
  });
}

function figure(dialog: HTMLElement, label: string): string {
  return within(dialog).getByText(label).parentElement?.querySelector('dd')?.textContent ?? '';
}

describe('given a daily widget won today', () => {
  it('shows the countdown and, on request, the statistics from its own storage', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    // Won yesterday in 3: today's win makes a streak of 2.
    storage.setItem(guessesKey('2025-06-09', 'image-guess'), JSON.stringify(['a', 'b', 'c']));
    storage.setItem(statusKey('image-guess', '2025-06-09'), JSON.stringify(completionRecord(3)));
    render(<ImageGuessGame api={mockApi()} storage={storage} now={() => NOW} />);
    expect(screen.queryByRole('button', { name: 'Statistics' })).toBeNull();
    await user.click(await screen.findByRole('combobox'));
    await user.keyboard(answer.name.slice(0, 5));
    await user.click(await screen.findByRole('option', { name: answer.name }));
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
    expect(screen.getByTestId('next-puzzle')).toHaveTextContent('Next puzzle in 2:00:01');

    const opener = screen.getByRole('button', { name: 'Statistics' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Statistics: Image guess' });
    const own = await within(dialog).findByRole('table', { name: 'Guess distribution' });
    expect(figure(dialog, 'Played')).toBe('2');
    expect(figure(dialog, 'Win %')).toBe('100');
    expect(figure(dialog, 'Current streak')).toBe('2');
    expect(figure(dialog, 'Best streak')).toBe('2');
    const todayRow = within(own).getByText('today').closest('tr')!;
    expect(within(todayRow).getByRole('rowheader')).toHaveTextContent('1');
    // Everyone's chart beside it: this player alone so far, on the 1-guess bar.
    const everyone = await within(dialog).findByRole('table', { name: "Today's players" });
    const everyoneToday = within(everyone).getByText('today').closest('tr')!;
    expect(within(everyoneToday).getByRole('rowheader')).toHaveTextContent('1');
    expect(within(everyoneToday).getByRole('cell')).toHaveTextContent('1');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('table')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('says how the player did against everyone once enough players finished', async () => {
    const user = userEvent.setup();
    // 30 finishers before this player: 6 in 1 guess, 24 in 3 or more.
    const api = mockApi([
      { tries: 1, players: 6 },
      { tries: 3, players: 12 },
      { tries: 12, players: 12 },
    ]);
    render(<ImageGuessGame api={api} storage={createMemoryStorage()} now={() => NOW} />);
    await user.click(await screen.findByRole('combobox'));
    await user.keyboard(answer.name.slice(0, 5));
    await user.click(await screen.findByRole('option', { name: answer.name }));
    // Won in 1: 24 of the 31 finishers (this player counted) needed more, 77.4%.
    expect(await screen.findByText("Better than 77% of today's players")).toBeInTheDocument();
  });

  it('says the comparison waits for enough finishers', async () => {
    const user = userEvent.setup();
    render(<ImageGuessGame api={mockApi()} storage={createMemoryStorage()} now={() => NOW} />);
    await user.click(await screen.findByRole('combobox'));
    await user.keyboard(answer.name.slice(0, 5));
    await user.click(await screen.findByRole('option', { name: answer.name }));
    expect(await screen.findByTestId('everyone')).toHaveTextContent(
      'How you did against everyone shows once 20 players have finished today.',
    );
  });
});
