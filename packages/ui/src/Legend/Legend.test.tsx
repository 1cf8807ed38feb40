import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { darkTheme, highContrastTheme } from '../theme';
import { renderWithTheme as render } from '../theme/testing';
import { Legend } from './Legend';

describe('given a Legend', () => {
  it('names every outcome in words, in order', () => {
    render(<Legend />);
    expect(screen.getByRole('list', { name: 'Legend' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('data-state'))).toEqual([
      'correct',
      'partial',
      'incorrect',
      'higher',
      'lower',
    ]);
  });

  it('keeps English words for the labels the host did not translate', () => {
    render(<Legend title="Leyenda" labels={{ correct: 'Correcto' }} />);
    expect(screen.getByRole('list', { name: 'Leyenda' })).toHaveTextContent('Correcto');
    expect(screen.getByText('Partial')).toBeInTheDocument();
  });

  it('shows only the arrows as symbols without patterns, every symbol with them', () => {
    const { unmount } = render(<Legend />, { theme: darkTheme });
    expect(screen.queryByText('✓')).toBeNull();
    expect(screen.getByText('⬆')).toBeInTheDocument();
    unmount();
    render(<Legend />, { theme: highContrastTheme });
    expect(screen.getByText('✓')).toBeInTheDocument();
    expect(screen.getByText('◐')).toBeInTheDocument();
    expect(screen.getByText('✕')).toBeInTheDocument();
  });
});
