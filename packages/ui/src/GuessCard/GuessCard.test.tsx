import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme as render } from '../theme/testing';
import { GuessCard } from './GuessCard';

describe('given a GuessCard', () => {
  it('marks a wrong guess with a symbol and words, not colour alone', () => {
    const { container } = render(<GuessCard name="Ada Mabel" photoUrl="a.svg" isCorrect={false} />);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'incorrect');
    expect(screen.getByText('✕')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(', incorrect')).toBeInTheDocument();
  });

  it('reads the host translation for a right guess', () => {
    render(<GuessCard name="Ada Mabel" photoUrl="a.svg" isCorrect correctLabel="correcto" />);
    expect(screen.getByText('✓')).toBeInTheDocument();
    expect(screen.getByText(', correcto')).toBeInTheDocument();
  });
});
