import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GuessdleThemeProvider } from '../theme';
import { StatsDialog, type StatsDialogProps } from './StatsDialog';

const texts = {
  title: 'Statistics',
  closeLabel: 'Close',
  distributionTitle: 'Guess distribution',
  todayLabel: 'today',
  guessesHeader: 'Guesses',
  winsHeader: 'Wins',
};

function Harness(props: Partial<StatsDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <GuessdleThemeProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Open stats
      </button>
      <StatsDialog
        {...texts}
        summary={[{ label: 'Played', value: '3' }]}
        distribution={[0, 2, 1, 0, 0, 0]}
        todayIndex={2}
        {...props}
        open={open}
        onClose={() => setOpen(false)}
      />
    </GuessdleThemeProvider>
  );
}

describe('given a StatsDialog', () => {
  it('reads everyone’s chart as a second table beside the player’s, or says it is empty', async () => {
    const bars = [
      { label: '1', count: 4 },
      { label: '2', count: 9, today: true },
      { label: '10+', count: 3 },
    ];
    const chart = { caption: "Today's players", countHeader: 'Players', emptyText: 'Nobody yet' };
    const { unmount } = render(<Harness everyone={{ ...chart, bars }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open stats' }));
    const dialog = screen.getByRole('dialog', { name: 'Statistics' });
    expect(within(dialog).getByRole('table', { name: 'Guess distribution' })).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: "Today's players" });
    expect(within(table).getByRole('columnheader', { name: 'Players' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[2]!).getByRole('cell')).toHaveTextContent(/^9\W*today$/);
    expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent('10+');
    unmount();

    render(<Harness everyone={{ ...chart, bars: [{ label: '1', count: 0 }] }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open stats' }));
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.getByText('Nobody yet')).toBeInTheDocument();
  });

  it('reads the distribution as a table and names today in words', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open stats' }));
    const dialog = screen.getByRole('dialog', { name: 'Statistics' });
    const table = within(dialog).getByRole('table', { name: 'Guess distribution' });
    const rows = within(table).getAllByRole('row');
    // A header row, then one row per number of guesses.
    expect(rows).toHaveLength(7);
    expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent('3');
    expect(within(rows[3]!).getByRole('cell')).toHaveTextContent(/^1\W*today$/);
    expect(within(rows[2]!).getByRole('cell')).toHaveTextContent('2');
    expect(within(rows[2]!).getByRole('cell')).not.toHaveTextContent('today');
    expect(within(dialog).getByText('Played').closest('div')).toHaveTextContent('3');
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open stats' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'open');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('table')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('says so when nothing was won yet', async () => {
    render(<Harness distribution={[0, 0, 0, 0, 0, 0]} emptyText="No games yet" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open stats' }));
    expect(screen.getByText('No games yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('given a StatsDialog with empty rows', () => {
  it('draws an empty row quietly, without the colour of a result', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open stats' }));
    const table = screen.getByRole('table', { name: 'Guess distribution' });
    const [empty, won] = [
      within(table).getByRole('row', { name: '1 0' }),
      within(table).getByRole('row', { name: '2 2' }),
    ].map((row) => row.querySelector('td > span')!);
    expect(empty).toHaveAttribute('data-empty');
    // The styling hook of the quiet look (its colours are checked by the story captures).
    expect(won).not.toHaveAttribute('data-empty');
  });

  it('keeps "today" on its bar’s row', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open stats' }));
    const row = screen.getByRole('row', { name: /today/ });
    expect(getComputedStyle(row.querySelector('td')!).display).toBe('flex');
    expect(getComputedStyle(within(row).getByText('today')).whiteSpace).toBe('nowrap');
  });

  it('takes ready bars for the player’s chart, a last "10+" row included', async () => {
    render(
      <Harness
        distributionBars={[
          { label: '1', count: 1 },
          { label: '10+', count: 2, today: true },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open stats' }));
    const table = screen.getByRole('table', { name: 'Guess distribution' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['1', '10+']);
  });
});
