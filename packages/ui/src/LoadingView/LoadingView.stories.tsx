import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingView } from './LoadingView';

/** The docs page's guidance: when to use it and when not. */
const usage = `
A spinner and 'Loading...' while a game's data loads.

**Use it** in place of a view whose data is on its way (a whole game, a panel).

**Don't use it** for a button's pending state (disable the button) or for very short waits that
would only flash.

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/LoadingView',
  component: LoadingView,
  parameters: { docs: { description: { component: usage } } },
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
  name: 'All states',
  render: () => (
    <div style={{ display: 'flex', gap: 32 }}>
      <LoadingView />
      <LoadingView size={24} label="Chargement..." />
    </div>
  ),
};
