import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GuessdleThemeProvider } from '../theme';
import { CoachMark, type CoachMarkProps } from './CoachMark';

const HINT = 'Try the new difficulty modes!';

function renderMark(props: Partial<CoachMarkProps> = {}) {
  return render(
    <GuessdleThemeProvider>
      <CoachMark text={HINT} closeLabel="Close hint" {...props}>
        <button type="button">Show difficulty modes</button>
      </CoachMark>
    </GuessdleThemeProvider>,
  );
}

describe('given an open CoachMark', () => {
  it('is a non-modal dialog named by its text, beside its target', () => {
    renderMark();
    const dialog = screen.getByRole('dialog', { name: HINT });
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    expect(screen.getByRole('button', { name: 'Show difficulty modes' })).toBeInTheDocument();
  });

  it('closes with its close button and reports false for the host to store', async () => {
    const onOpenChange = vi.fn();
    renderMark({ onOpenChange });
    await userEvent.click(screen.getByRole('button', { name: 'Close hint' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.getByRole('button', { name: 'Show difficulty modes' })).toBeInTheDocument();
  });

  it('closes with Escape while the target has focus', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderMark({ onOpenChange });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show difficulty modes' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open when controlled until the host closes it', async () => {
    const onOpenChange = vi.fn();
    renderMark({ open: true, onOpenChange });
    await userEvent.click(screen.getByRole('button', { name: 'Close hint' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('given a CoachMark already seen', () => {
  it('renders only the target', () => {
    renderMark({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });
});
