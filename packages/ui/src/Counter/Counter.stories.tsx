import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Counter } from './Counter';

/** The docs page's guidance: when to use it and when not. */
const usage = `
How many players already found today's answer, announced politely.

**Use it** under a daily game, with the count from the stats API (loading while it arrives).

**Don't use it** for scores, timers or any number the player changes (use \`Timer\` or text).

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/Counter',
  component: Counter,
  args: { children: '12 people already found out!', loading: false },
  // The sentence is text to edit (a ReactNode prop would show as JSON).
  argTypes: { children: { control: 'text' } },
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof Counter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('12 people already found out!');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Zero: Story = { args: { children: '0 people already found out!' } };

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Counter loading />
      <Counter>0 people already found out!</Counter>
      <Counter>1 person already found out!</Counter>
      <Counter>12,345 people already found out!</Counter>
    </div>
  ),
};
