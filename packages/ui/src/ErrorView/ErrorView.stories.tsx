import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { namedFixtures } from '../stories';
import { ErrorView } from './ErrorView';

/** The docs page's guidance: when to use it and when not. */
const usage = `
What a game shows when its data is missing or a call failed.

**Use it** in place of a game that cannot be played, with a retry action when retrying may help.

**Don't use it** for a form field's validation message, or for a notice the player can ignore (use
text or a \`CoachMark\`).

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const retry = fn();

/** The action under the message, chosen by name in the controls panel. */
const actions = namedFixtures({
  None: undefined,
  'Try again': <Button onClick={retry}>Try again</Button>,
  'Go home': <Button variant="secondary">Go home</Button>,
});

const icons = namedFixtures({ Default: undefined, Cross: '✕' });

const meta = {
  title: 'UI/ErrorView',
  component: ErrorView,
  args: {
    title: 'We are experimenting some problems',
    message: 'Please try again later',
  },
  argTypes: {
    // Texts to edit, the action and the icon by name (ReactNode props would show as JSON).
    title: { control: 'text' },
    message: { control: 'text' },
    action: actions.argType,
    icon: icons.argType,
  },
  parameters: { docs: { description: { component: usage } } },
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

export const WithAction: Story = {
  name: 'With action',
  args: { action: actions.pick('Try again') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).not.toHaveTextContent('Try again');
  },
};

/** Daily data missing: the fallback shows the game title. */
export const MissingDailyData: Story = {
  name: 'Missing daily data',
  args: { title: 'Who is this?', message: 'Please try again later' },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ErrorView {...args} />
      <ErrorView {...args} action={<Button variant="secondary">Go home</Button>} />
      <ErrorView title="Unexpected Application Error!" message="404 Not Found" icon="✕" />
    </div>
  ),
};
