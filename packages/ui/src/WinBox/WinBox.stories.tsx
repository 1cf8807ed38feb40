import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WinBox } from './WinBox';

function picture(label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="hsl(30 50% 45%)"/><text x="48" y="58" font-size="28" text-anchor="middle" fill="white" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The docs page's guidance: when to use it and when not. */
const usage = `
The win announcement: the answer, a message and the next mode to play.

**Use it** once a daily game is won, above the share block.

**Don't use it** for any other result (a Crono score uses the leaderboard) or a notice that is not
a win.

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/WinBox',
  component: WinBox,
  args: {
    title: 'Congratulations!',
    message: 'Amber Vale is the pornstar of the day!',
    pictureUrl: picture('AV'),
    pictureAlt: 'Amber Vale',
    nextModeLabel: 'Play the next mode: image-guess',
    onNextMode: fn(),
  },
  argTypes: {
    // The message is text to edit; the slot under it holds another primitive (the games put a
    // ShareBox there) and stays empty here (ReactNode props would show as JSON).
    message: { control: 'text' },
    children: { control: false },
  },
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof WinBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A next mode offered as a button (the host navigates). */
export const WithNextMode: Story = {
  name: 'With next mode',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Congratulations!' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Play the next mode: image-guess' }));
    await expect(args.onNextMode).toHaveBeenCalledOnce();
  },
};

/** Just won from the search box: the focus the win left on the page goes to the heading. */
export const FocusOnWin: Story = {
  name: 'Focus on win',
  args: { focusOnMount: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Congratulations!' })).toHaveFocus();
  },
};

/** A next mode offered as a link. */
export const WithNextModeLink: Story = {
  name: 'With next mode link',
  args: { nextModeHref: '#/image-guess', onNextMode: undefined },
};

/** Every mode done today: no action. */
export const AllModesDone: Story = {
  name: 'All modes done',
  args: { nextModeLabel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Channel mode: type 'channel', a logo-like picture. */
export const Channel: Story = {
  args: {
    message: 'Velvet Studio is the channel of the day!',
    pictureUrl: picture('VS'),
    pictureAlt: 'Velvet Studio',
  },
};

export const WithoutPicture: Story = { name: 'Without picture', args: { pictureUrl: undefined } };

export const AllStates: Story = {
  name: 'All states',
  args: { scrollIntoViewOnMount: false },
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'start' }}>
      <WinBox {...args} />
      <WinBox {...args} nextModeLabel={undefined} />
      <WinBox {...args} pictureUrl={undefined} />
    </div>
  ),
};
