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

  it('is one Tab stop whose arrow keys reach each tooltip', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <div role="table">
          <ColumnHeader columns={[...columns, { label: 'Type', tooltip: 'Model or pornstar' }]} />
        </div>
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByText('Model')).toHaveFocus();
    expect(screen.getByRole('tooltip', { name: 'The model you guessed' })).toBeVisible();
    // The next Tab leaves the row: the other names are not Tab stops.
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByText('Model')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Rank')).toHaveFocus();
    expect(screen.getByText('Rank')).toHaveAccessibleDescription('Higher or lower');
    await user.keyboard('{End}');
    expect(screen.getByText('Type')).toHaveFocus();
    await user.keyboard('{ArrowRight}{Home}');
    expect(screen.getByText('Model')).toHaveFocus();
    // Tab comes back to the name last visited.
    await user.keyboard('{ArrowRight}');
    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByText('Rank')).toHaveFocus();
    expect(
      screen.getAllByRole('columnheader').filter((h) => h.querySelector('[tabindex="0"]')),
    ).toHaveLength(1);
  });
});
