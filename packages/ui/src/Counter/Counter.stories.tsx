import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Counter } from './Counter';

const meta = {
  title: 'UI/Counter',
  component: Counter,
  args: { children: '12 people already found out!', loading: false },
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
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Counter loading />
      <Counter>0 people already found out!</Counter>
      <Counter>1 person already found out!</Counter>
      <Counter>12,345 people already found out!</Counter>
    </div>
  ),
};
