import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuessdleThemeProvider } from '../theme';
import { Leaderboard } from './Leaderboard';

const ENTRIES = [
  { username: 'speedy', score: 120 },
  { username: null, score: 90 },
  { username: '   ', score: 60 },
];

function renderBoard(props: Partial<Parameters<typeof Leaderboard>[0]> = {}) {
  return render(
    <GuessdleThemeProvider>
      <Leaderboard entries={ENTRIES} {...props} />
    </GuessdleThemeProvider>,
  );
}

describe('given a Leaderboard with entries', () => {
  it('is a table captioned "Top users" with Username and Score headers', () => {
    renderBoard();
    const table = screen.getByRole('table', { name: 'Top users' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Username', 'Score']);
  });

  it('shows blank and null usernames as "Anonymous user"', () => {
    renderBoard();
    const names = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names).toEqual(['1.speedy', '2.Anonymous user', '3.Anonymous user']);
    expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual(['120', '90', '60']);
  });

  it('marks the current player with text, not colour alone', () => {
    renderBoard({ currentUserIndex: 1 });
    const rows = screen.getAllByRole('row');
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
    expect(rows[2]).toHaveTextContent('(you)');
    expect(rows[1]).not.toHaveAttribute('aria-current');
  });

  it('shows the total line only when the count is above 0', () => {
    const { rerender } = renderBoard({ totalUsers: 0, totalUsersText: 'Total users today: 0' });
    expect(screen.queryByText(/Total users today/)).not.toBeInTheDocument();
    rerender(
      <GuessdleThemeProvider>
        <Leaderboard entries={ENTRIES} totalUsers={12} totalUsersText="Total users today: 12" />
      </GuessdleThemeProvider>,
    );
    expect(screen.getByText('Total users today: 12')).toBeInTheDocument();
  });
});

describe('given an empty Leaderboard', () => {
  it('shows the empty text inside the table', () => {
    renderBoard({ entries: [], emptyText: 'Be the first!' });
    expect(within(screen.getByRole('table')).getByText('Be the first!')).toBeInTheDocument();
  });
});
