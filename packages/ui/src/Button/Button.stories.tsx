import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';

/** The docs page's guidance: when to use it and when not. */
const usage = `
The one button of the product: primary, secondary and ghost variants.

**Use it** for an action on the page: primary for the one main action of a view (Start, Submit),
secondary for side actions (Copy, Share), ghost for low-emphasis actions (Close, Dismiss).

**Don't use it** to navigate to another page (use a link, as \`GameCard\` does), or for more than
one primary action in a view.

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Start game', onClick: fn() },
  // The label is text to edit (a ReactNode prop would show as JSON); the ref is code.
  argTypes: { children: { control: 'text' }, ref: { control: false } },
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start game' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Copy' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Close' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Start game' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <Button {...args}>Primary</Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} disabled>
        Disabled
      </Button>
    </div>
  ),
};
