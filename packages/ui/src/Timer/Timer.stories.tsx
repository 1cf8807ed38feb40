import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Timer } from './Timer';

/** The docs page's guidance: when to use it and when not. */
const usage = `
The Crono header: time left and score, warning in the last seconds.

**Use it** for a countdown the game depends on, with the score beside it.

**Don't use it** for a daily countdown to the next puzzle (plain text in \`StatsDialog\`) or clocks
that are not part of play.

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/Timer',
  component: Timer,
  args: {
    secondsLeft: 42,
    score: 120,
    timeLeftLabel: 'Time left',
    scoreLabel: 'Score',
    lowTimeAnnouncement: 'Less than 10 seconds left',
  },
  argTypes: {
    secondsLeft: { control: { type: 'range', min: 0, max: 60 } },
    // A formatting function: code, not something to edit.
    formatTime: { control: false },
  },
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof Timer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Time left' })).toHaveTextContent('42');
  },
};

/** Round start: 60 seconds (SPEC §9). */
export const Start: Story = { args: { secondsLeft: 60, score: 0 } };

/** Under 10 seconds: emphasised, announced once. */
export const LowTime: Story = {
  name: 'Low time',
  args: { secondsLeft: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Less than 10 seconds left');
  },
};

export const TimeUp: Story = { name: 'Time up', args: { secondsLeft: 0, score: 240 } };

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Timer {...args} secondsLeft={60} score={0} />
      <Timer {...args} secondsLeft={42} />
      <Timer {...args} secondsLeft={7} lowTimeAnnouncement={undefined} />
      <Timer {...args} secondsLeft={0} />
    </div>
  ),
};
