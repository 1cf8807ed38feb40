import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { darkTheme, highContrastTheme, lightTheme } from '../theme';
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

  it.each([darkTheme, lightTheme, highContrastTheme])(
    'draws every symbol in the $name theme, so no sample rests on colour alone',
    (theme) => {
      render(<Legend />, { theme });
      for (const symbol of ['✓', '◐', '✕', '⬆', '⬇']) {
        expect(screen.getByText(symbol)).toBeInTheDocument();
      }
    },
  );
});
