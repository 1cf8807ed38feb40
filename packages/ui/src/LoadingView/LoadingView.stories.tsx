import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingView } from './LoadingView';

const meta = {
  title: 'UI/LoadingView',
  component: LoadingView,
} satisfies Meta<typeof LoadingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Translated: Story = { args: { label: 'Cargando...' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 32 }}>
      <LoadingView />
      <LoadingView size={24} label="Chargement..." />
    </div>
  ),
};
