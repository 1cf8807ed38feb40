import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Timer } from './Timer';

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
  argTypes: { secondsLeft: { control: { type: 'range', min: 0, max: 60 } } },
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
  args: { secondsLeft: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Less than 10 seconds left');
  },
};

export const TimeUp: Story = { args: { secondsLeft: 0, score: 240 } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Timer {...args} secondsLeft={60} score={0} />
      <Timer {...args} secondsLeft={42} />
      <Timer {...args} secondsLeft={7} lowTimeAnnouncement={undefined} />
      <Timer {...args} secondsLeft={0} />
    </div>
  ),
};
