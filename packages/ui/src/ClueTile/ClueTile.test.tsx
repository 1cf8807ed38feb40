import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme as render } from '../theme/testing';
import { ClueTile, RankingList } from './ClueTile';

describe('given a locked ClueTile', () => {
  it('announces the tries left and cannot be opened', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <ClueTile
        title="Ranking"
        locked
        lockedText="Ranking can be displayed in 3 tries"
        onOpenChange={onOpenChange}
      >
        secret
      </ClueTile>,
    );
    const button = screen.getByRole('button', { name: /Ranking can be displayed in 3 tries/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('data-state', 'locked');
    await user.click(button);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('stays reachable by keyboard', async () => {
    const user = userEvent.setup();
    render(<ClueTile title="Ranking" locked lockedText="in 3 tries" />);
    await user.tab();
    expect(screen.getByRole('button')).toHaveFocus();
  });
});

describe('given an unlocked ClueTile', () => {
  it('opens on Enter, shows its content, and closes again', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <ClueTile
        title="Debut year"
        unlockedText="Debut year can be displayed now"
        onOpenChange={onOpenChange}
      >
        2014
      </ClueTile>,
    );
    const button = screen.getByRole('button', { name: /Debut year can be displayed now/ });
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('data-state', 'open');
    expect(screen.getByText('2014')).toBeVisible();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('2014')).toBeNull();
  });

  it('does not show its content while locked even if asked to be open', () => {
    render(
      <ClueTile title="Ranking" locked open>
        secret
      </ClueTile>,
    );
    expect(screen.queryByText('secret')).toBeNull();
  });
});

describe('given a RankingList', () => {
  it('lists rank and name and can be focused for scrolling', async () => {
    const user = userEvent.setup();
    render(
      <RankingList
        label="Ranking"
        items={[
          { rank: 1, name: 'Ada Mabel' },
          { rank: 2, name: 'Alicia Danny' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Ranking' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1Ada Mabel',
      '2Alicia Danny',
    ]);
    await user.tab();
    expect(region).toHaveFocus();
  });
});

describe('given a ranking list longer than the window threshold', () => {
  const items = Array.from({ length: 10_000 }, (_, i) => ({ rank: i + 1, name: `Name ${i + 1}` }));

  it('renders only the rows in view and a few around them, with their place in the list', () => {
    render(<RankingList items={items} label="Ranking" height={200} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]).toHaveTextContent('1Name 1');
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    expect(rows[0]).toHaveAttribute('aria-setsize', '10000');
  });

  it('moves the rendered rows with the scroll position', () => {
    render(<RankingList items={items} label="Ranking" height={200} />);
    const region = screen.getByRole('region', { name: 'Ranking' });
    region.scrollTop = 5000 * 32;
    fireEvent.scroll(region);
    expect(screen.getByText('Name 5001')).toBeInTheDocument();
    expect(screen.queryByText('Name 1')).not.toBeInTheDocument();
  });
});
