import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme as render } from '../theme/testing';
import { Tooltip } from './Tooltip';

function renderTooltip(props: Partial<Parameters<typeof Tooltip>[0]> = {}) {
  return render(
    <Tooltip content="Where the model was born" {...props}>
      <button type="button">Birthplace</button>
    </Tooltip>,
  );
}

describe('given a closed Tooltip', () => {
  it('describes its trigger even before it opens', () => {
    renderTooltip();
    expect(screen.getByRole('button', { name: 'Birthplace' })).toHaveAccessibleDescription(
      'Where the model was born',
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens when the trigger gets focus and closes on Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderTooltip({ onOpenChange });
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Where the model was born');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('opens on hover and closes when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderTooltip();
    await user.hover(screen.getByRole('button'));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.unhover(screen.getByRole('button'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('closes when focus leaves the trigger', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Tooltip content="Tip">
          <button type="button">One</button>
        </Tooltip>
        <button type="button">Two</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps an aria-describedby the trigger already had', () => {
    render(
      <>
        <span id="hint">Extra</span>
        <Tooltip content="Tip" id="tip">
          <button type="button" aria-describedby="hint">
            One
          </button>
        </Tooltip>
      </>,
    );
    expect(screen.getByRole('button')).toHaveAttribute('aria-describedby', 'hint tip');
  });
});

describe('given a controlled Tooltip', () => {
  it('follows the open prop and only reports requests', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderTooltip({ open: true, onOpenChange });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });
});
