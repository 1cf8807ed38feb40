import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

/** The docs page's guidance: when to use it and when not. */
const usage = `
A description bubble on hover and focus for its trigger.

**Use it** to explain a control or a column name in a few words, never anything essential.

**Don't use it** for content the player must read or act on (use text or a \`CoachMark\`), or on
elements that cannot take focus.

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Where the model was born',
    children: <Button variant="secondary">Birthplace</Button>,
    onOpenChange: fn(),
  },
  argTypes: {
    // The bubble's text is text to edit; the trigger is a fixed button (ReactNode props would
    // show as JSON).
    content: { control: 'text' },
    children: { control: false },
  },
  // Room above the trigger for the bubble.
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 96, paddingLeft: 120 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsOnFocus: Story = {
  name: 'Shows on focus',
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Birthplace' });
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Where the model was born');
    await expect(trigger).toHaveAccessibleDescription('Where the model was born');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

export const ShowsOnHover: Story = {
  name: 'Shows on hover',
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Birthplace' });
    await userEvent.hover(trigger);
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
    await userEvent.unhover(trigger);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const LongText: Story = {
  name: 'Long text',
  args: {
    defaultOpen: true,
    content:
      'The position of the model in the site ranking: a lower number means a more popular model, so an up arrow means the answer ranks higher.',
  },
  play: async ({ canvas }) => {
    const tooltip = canvas.getByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(200);
  },
};

export const BottomPlacement: Story = {
  name: 'Bottom placement',
  args: { defaultOpen: true, placement: 'bottom' },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'flex', gap: 160, alignItems: 'center' }}>
      <Tooltip {...args} defaultOpen={false} />
      <Tooltip {...args} defaultOpen />
      <Tooltip {...args} defaultOpen placement="bottom" />
    </div>
  ),
};
