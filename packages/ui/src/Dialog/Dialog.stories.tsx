import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, type DialogProps } from './Dialog';

/** The docs page's guidance: when to use it and when not. */
const usage = `
A modal dialog: a heading, a close button and a body, over a dimmed page. The browser keeps focus
inside and the page behind inert; Escape and the close button ask the host to close, and focus
goes back to the control that opened it.

**Use it** for a task the player asked to open and comes back from: their statistics
(\`StatsDialog\` is built on it), moving their progress to another device.

**Don't use it** for a hint pointing at a control (use \`CoachMark\`), a description (use
\`Tooltip\`), an error the page can show in place (use \`ErrorView\`), or anything the player did
not ask to open. One dialog may open another; Escape closes the top one only.

A modal dialog covers the page, so its states are one story each rather than side by side. Any
story in the three themes at once: toolbar *Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    open: true,
    onClose: fn(),
    title: 'Move my progress',
    closeLabel: 'Close',
    children: (
      <p>Make a one-time code here and type it on your other device: your results follow you.</p>
    ),
  },
  argTypes: { children: { table: { disable: true } } },
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, named by its heading; Escape and the close button ask the host to close. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: args.title });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    // Modal: the browser keeps focus inside and the page behind inert.
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await userEvent.click(within(dialog).getByRole('button', { name: args.closeLabel }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** Closed: nothing shows, and none of its body is rendered. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(canvasElement.querySelector('dialog')).toHaveAttribute('data-state', 'closed');
  },
};

/** Wide (`size="lg"`): room for two columns, stacked again on a phone. */
export const Wide: Story = {
  args: {
    size: 'lg',
    title: 'Statistics',
    children: (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
        <p>Your guesses: most days in three tries.</p>
        <p>Today&apos;s players: most in four tries.</p>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Statistics' });
    const screenWidth = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(dialog.getBoundingClientRect().width).toBe(Math.min(600, screenWidth - 32));
  },
};

/** A body taller than the screen scrolls inside the dialog; the page behind stays put. */
export const LongContent: Story = {
  name: 'Long content',
  args: {
    title: 'How to play',
    children: Array.from({ length: 30 }, (_, index) => (
      <p key={index}>
        Rule {index + 1}: each guess shows which of its clues match the answer of the day.
      </p>
    )),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'How to play' });
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
  },
};

/** The host's side: a button opens it, closing gives focus back to that button. */
function WithOpener(props: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Move my progress
      </Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

export const OpenedFromAButton: Story = {
  name: 'Opened from a button',
  args: { open: false },
  render: (args) => <WithOpener {...args} />,
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: args.title });
    await userEvent.click(opener);
    const dialog = canvas.getByRole('dialog', { name: args.title });
    await expect(dialog.matches(':modal')).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await userEvent.click(canvas.getByRole('button', { name: args.closeLabel }));
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** One dialog opened from another: Escape closes the top one only. */
export const OpenedFromAnotherDialog: Story = {
  name: 'Opened from another dialog',
  args: { title: 'Statistics' },
  render: (args) => (
    <Dialog {...args}>
      <WithOpener title="Move my progress" closeLabel={args.closeLabel} onClose={fn()}>
        <p>Make a one-time code here and type it on your other device.</p>
      </WithOpener>
    </Dialog>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move my progress' }));
    await expect(canvas.getByRole('dialog', { name: 'Move my progress' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.queryByRole('dialog', { name: 'Move my progress' })).toBeNull(),
    );
    await expect(canvas.getByRole('dialog', { name: 'Statistics' })).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
