import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme as render } from '../theme/testing';
import { GuessRow, type GuessRowTile } from './GuessRow';

const tiles: GuessRowTile[] = [
  { label: 'Gender', state: 'correct', value: 'Female' },
  { label: 'Hair color', state: 'partial', value: 'Blonde' },
  { label: 'Rank', state: 'higher', value: '12' },
];

function flipCards(container: HTMLElement) {
  return [...container.querySelectorAll('[role="cell"] [data-state] > [data-state]')];
}

describe('given a restored GuessRow (animated false)', () => {
  it('reports the reveal at once, exactly once', () => {
    const onRevealEnd = vi.fn();
    const { container } = render(
      <GuessRow
        name="Ada Mabel"
        photoUrl="ada.svg"
        tiles={tiles}
        animated={false}
        onRevealEnd={onRevealEnd}
      />,
    );
    expect(onRevealEnd).toHaveBeenCalledTimes(1);
    expect(flipCards(container).some((el) => el.hasAttribute('data-animating'))).toBe(false);
  });
});

describe('given a new GuessRow (animated)', () => {
  it('reports the reveal only when the last card has turned', () => {
    const onRevealEnd = vi.fn();
    const { container } = render(
      <GuessRow name="Ada Mabel" photoUrl="ada.svg" tiles={tiles} onRevealEnd={onRevealEnd} />,
    );
    const cards = flipCards(container);
    expect(cards).toHaveLength(3);
    expect(cards.every((el) => el.hasAttribute('data-animating'))).toBe(true);

    fireEvent.animationEnd(cards[0]!);
    fireEvent.animationEnd(cards[1]!);
    expect(onRevealEnd).not.toHaveBeenCalled();
    fireEvent.animationEnd(cards[2]!);
    expect(onRevealEnd).toHaveBeenCalledTimes(1);
  });
});

describe('given any GuessRow', () => {
  it('is a row whose header is the guessed name and whose cells read their outcome', () => {
    render(
      <div role="table">
        <GuessRow name="Ada Mabel" photoUrl="ada.svg" tiles={tiles} animated={false} />
      </div>,
    );
    expect(screen.getByRole('rowheader')).toHaveTextContent('Ada Mabel');
    const cells = screen.getAllByRole('cell');
    expect(cells).toHaveLength(3);
    expect(cells[0]).toHaveAccessibleName('Gender: Female, correct');
    expect(cells[1]).toHaveAccessibleName('Hair color: Blonde, partial');
    expect(cells[2]).toHaveAccessibleName('Rank: 12, higher');
  });

  it('reports at once when there is nothing to reveal', () => {
    const onRevealEnd = vi.fn();
    render(<GuessRow name="Ada Mabel" photoUrl="ada.svg" tiles={[]} onRevealEnd={onRevealEnd} />);
    expect(onRevealEnd).toHaveBeenCalledTimes(1);
  });
});
