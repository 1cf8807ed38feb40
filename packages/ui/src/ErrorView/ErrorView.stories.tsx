import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { ErrorView } from './ErrorView';

const meta = {
  title: 'UI/ErrorView',
  component: ErrorView,
  args: {
    title: 'We are experimenting some problems',
    message: 'Please try again later',
  },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('We are experimenting some problems');
    await expect(alert).toHaveTextContent('Please try again later');
  },
};

const retry = fn();

export const WithAction: Story = {
  args: { action: <Button onClick={retry}>Try again</Button> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).not.toHaveTextContent('Try again');
  },
};

/** Daily data missing: the fallback shows the game title. */
export const MissingDailyData: Story = {
  args: { title: 'Who is this?', message: 'Please try again later' },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ErrorView {...args} />
      <ErrorView {...args} action={<Button variant="secondary">Go home</Button>} />
      <ErrorView title="Unexpected Application Error!" message="404 Not Found" icon="✕" />
    </div>
  ),
};
