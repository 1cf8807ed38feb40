import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { GameCard } from '../GameCard';
import { CoachMark } from './CoachMark';

/** The docs page's guidance: when to use it and when not. */
const usage = `
A one-time hint attached to a control, closed by the player.

**Use it** to point once at something new (a new mode, a new option); the host remembers it was
seen.

**Don't use it** for errors or anything the player must read (use \`ErrorView\` or text in the
page), for descriptions of a control (use \`Tooltip\`), or more than one at a time.

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/CoachMark',
  component: CoachMark,
  args: {
    text: 'Try the new difficulty modes!',
    closeLabel: 'Close hint',
    onOpenChange: fn(),
    children: <Button variant="secondary">Target</Button>,
  },
  argTypes: {
    // The hint is text to edit; the target is a fixed button (ReactNode props would show as JSON).
    text: { control: 'text' },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'center', padding: '96px 0' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof CoachMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Top: Story = { args: { placement: 'top' } };

/** Dismissing calls onOpenChange(false) so the host stores 'false' for good. */
export const Dismiss: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('dialog', { name: 'Try the new difficulty modes!' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close hint' }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const DismissWithEscape: Story = {
  name: 'Dismiss with escape',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Target' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Already seen: only the target. */
export const Closed: Story = { args: { open: false } };

/** Floating under a GameCard's arrow: it covers whatever follows the card. */
export const OnGameCard: Story = {
  name: 'On game card',
  render: (args) => (
    <div style={{ width: 420, paddingBottom: 96 }}>
      <GameCard
        title="Crono"
        description="60 seconds to find as many as you can"
        toggleLabel="Show crono games"
        renderToggle={(toggle) => (
          <CoachMark {...args} text="New: play Crono against your friends!">
            {toggle}
          </CoachMark>
        )}
      >
        <a href="#/crono/new">Private game</a>
      </GameCard>
    </div>
  ),
};

/**
 * `placement="inline"`, as on the home page: the bubble takes a line of its own inside the card,
 * under the arrow, and pushes the next card down instead of covering it.
 */
export const InlineOnGameCard: Story = {
  name: 'Inline on game card',
  args: { placement: 'inline' },
  render: (args) => (
    <div style={{ width: 340, display: 'grid', gap: 16 }}>
      <GameCard
        title="Classic"
        description="Get clues on every try"
        toggleLabel="Show difficulty modes"
        renderToggle={(toggle) => (
          <CoachMark {...args} text="New: try the difficulty modes!">
            {toggle}
          </CoachMark>
        )}
      >
        <a href="#/classic/hard">Hard</a>
      </GameCard>
      <GameCard title="Image guess" description="Guess from a picture that zooms out" />
    </div>
  ),
  play: async ({ canvas }) => {
    const bubble = canvas.getByRole('dialog', { name: 'New: try the difficulty modes!' });
    const next = canvas.getByRole('heading', { name: 'Image guess' }).closest('article')!;
    const card = canvas.getByRole('heading', { name: 'Classic' }).closest('article')!;
    await expect(bubble.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      card.getBoundingClientRect().bottom,
    );
    await expect(bubble.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      next.getBoundingClientRect().top,
    );
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'flex', gap: 160, alignItems: 'center' }}>
      <CoachMark {...args} placement="top" />
      <CoachMark {...args} />
      <CoachMark {...args} open={false} />
    </div>
  ),
};
