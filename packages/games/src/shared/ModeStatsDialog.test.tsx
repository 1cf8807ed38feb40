import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMockApi } from '@guessdle/api/mocks';
import { performers } from '@guessdle/data';
import { completionRecord, guessesKey, statusKey } from '../core';
import { ImageGuessGame } from '../image-guess/ImageGuessGame';
import { createMemoryStorage } from './storage';

const answer = performers[3]!;
const DATE = '2025-06-10';
// Two hours and a second before the mock's reset (the next midnight, UTC).
const NOW = Date.parse('2025-06-10T21:59:59Z');

vi.setConfig({ testTimeout: 20_000 });

function mockApi() {
  return createMockApi({
    date: DATE,
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
    await within(dialog).findByRole('table', { name: 'Guess distribution' });
    expect(figure(dialog, 'Played')).toBe('2');
    expect(figure(dialog, 'Win %')).toBe('100');
    expect(figure(dialog, 'Current streak')).toBe('2');
    expect(figure(dialog, 'Best streak')).toBe('2');
    const todayRow = within(dialog).getByText('today').closest('tr')!;
    expect(within(todayRow).getByRole('rowheader')).toHaveTextContent('1');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('table')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
