import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme as render } from '../theme/testing';
import { ColumnHeader } from './ColumnHeader';

const columns = [
  { label: 'Model', tooltip: 'The model you guessed' },
  { label: 'Rank', tooltip: 'Higher or lower' },
];

describe('given a ColumnHeader', () => {
  it('renders one column header per column, in order', () => {
    render(
      <div role="table">
        <ColumnHeader columns={columns} />
      </div>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers).toHaveLength(2);
    expect(headers[0]).toHaveAccessibleName('Model');
    expect(headers[1]).toHaveAccessibleName('Rank');
  });

  it('lets keyboard users reach each tooltip', async () => {
    const user = userEvent.setup();
    render(
      <div role="table">
        <ColumnHeader columns={columns} />
      </div>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByText('Rank')).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Higher or lower');
    expect(screen.getByText('Rank')).toHaveAccessibleDescription('Higher or lower');
  });
});
