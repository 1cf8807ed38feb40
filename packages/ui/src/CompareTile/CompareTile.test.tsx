import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { darkTheme, highContrastTheme } from '../theme';
import { renderWithTheme as render } from '../theme/testing';
import { CompareTile } from './CompareTile';

describe('given a numeric CompareTile', () => {
  it('reads "Rank: 12, higher" and shows an up arrow', () => {
    const { container } = render(
      <CompareTile state="higher" label="Rank" value="12" stateLabel="higher" />,
    );
    const tile = container.firstElementChild as HTMLElement;
    expect(tile).toHaveAttribute('data-state', 'higher');
    expect(tile).toHaveTextContent('Rank: ⬆12, higher');
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
    expect(screen.getByText(', parcial')).toBeInTheDocument();
    expect(screen.getByText('Pelo:', { exact: false })).toBeInTheDocument();
  });

  it('falls back to an English state word', () => {
    render(<CompareTile state="incorrect" value="Male" />);
    expect(screen.getByText(', incorrect')).toBeInTheDocument();
  });

  it('draws no symbol without patterns, so colour plus words carry it', () => {
    render(<CompareTile state="correct" value="Female" />, { theme: darkTheme });
    expect(screen.queryByText('✓')).toBeNull();
  });

  it('adds a symbol when the theme asks for patterns', () => {
    render(<CompareTile state="correct" value="Female" />, { theme: highContrastTheme });
    expect(screen.getByText('✓')).toBeInTheDocument();
  });
});
