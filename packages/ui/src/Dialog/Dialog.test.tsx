import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GuessdleThemeProvider } from '../theme';
import { Dialog, type DialogProps } from './Dialog';

/** A page with an opener button and a dialog the host opens and closes. */
function Harness({ onClose, ...props }: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <GuessdleThemeProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      <Dialog
        title="Settings"
        closeLabel="Close"
        {...props}
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <label>
          Name <input />
        </label>
      </Dialog>
    </GuessdleThemeProvider>
  );
}

async function openIt() {
  const opener = screen.getByRole('button', { name: 'Open settings' });
  await userEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Settings' }) };
}

describe('given a Dialog', () => {
  it('shows nothing of its body while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('opens named by its title, with its body, and moves focus inside', async () => {
    render(<Harness />);
    const { dialog } = await openIt();
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('heading', { level: 2, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with its close button and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { opener } = await openIt();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape from anywhere inside and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { opener } = await openIt();
    await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes only itself when opened from another dialog', async () => {
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    render(
      <GuessdleThemeProvider>
        <Dialog open title="Statistics" closeLabel="Close" onClose={outerClose}>
          <Dialog open title="Move my progress" closeLabel="Close" onClose={innerClose}>
            <p>Codes</p>
          </Dialog>
        </Dialog>
      </GuessdleThemeProvider>,
    );
    const inner = screen.getByRole('dialog', { name: 'Move my progress' });
    screen.getAllByRole('button', { name: 'Close' }).at(-1)!.focus();
    expect(inner).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
  });

  it('lets the host keep it open by preventing Escape', async () => {
    const onClose = vi.fn();
    render(
      <GuessdleThemeProvider>
        <Dialog
          open
          title="Settings"
          closeLabel="Close"
          onClose={onClose}
          onKeyDown={(event) => event.preventDefault()}
        />
      </GuessdleThemeProvider>,
    );
    screen.getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
