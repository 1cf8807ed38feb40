import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { darkTheme, highContrastTheme, lightTheme } from '../theme';
import { renderWithTheme as render } from '../theme/testing';
import { CompareTile } from './CompareTile';

describe('given a numeric CompareTile', () => {
  it('reads "Rank: 12, higher" and shows an up arrow', () => {
    const { container } = render(
      <CompareTile state="higher" label="Rank" value="12" stateLabel="higher" />,
    );
    const tile = container.firstElementChild as HTMLElement;
    expect(tile).toHaveAttribute('data-state', 'higher');
    expect(tile).toHaveTextContent('Rank: 12, higher⬆12');
    expect(tile.querySelector('[data-symbol]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a down arrow when lower, in every theme', () => {
    render(<CompareTile state="lower" value="40" />, { theme: darkTheme });
    expect(screen.getByText('⬇')).toBeInTheDocument();
  });
});

describe('given a text CompareTile', () => {
  it('uses the translated state label from the host', () => {
    render(<CompareTile state="partial" label="Pelo" value="Rubio" stateLabel="parcial" />);
    expect(screen.getByText('Pelo: Rubio, parcial')).toBeInTheDocument();
  });

  it('falls back to an English state word', () => {
    render(<CompareTile state="incorrect" value="Male" />);
    expect(screen.getByText('Male, incorrect')).toBeInTheDocument();
  });

  it.each([darkTheme, lightTheme, highContrastTheme])(
    'shows its state by a symbol too in the $name theme, never by colour alone',
    (theme) => {
      const { unmount } = render(<CompareTile state="correct" value="Female" />, { theme });
      expect(screen.getByText('✓')).toHaveAttribute('aria-hidden', 'true');
      unmount();
      render(<CompareTile state="partial" value="Blonde, Red" />, { theme });
      expect(screen.getByText('◐')).toBeInTheDocument();
    },
  );

  it('gives screen readers one phrase, with no stray space: the shown parts are hidden from them', () => {
    const { container } = render(
      <div role="cell">
        <CompareTile state="incorrect" label="Gender" value="Male" />
      </div>,
    );
    // "Gender: Male , Correct" was heard when the value was a box of its own between two phrases.
    expect(screen.getByRole('cell')).toHaveAccessibleName('Gender: Male, incorrect');
    expect(screen.getByText('✕')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('[aria-hidden="true"]:not([data-symbol])')).toHaveTextContent(
      'Male',
    );
  });
});
