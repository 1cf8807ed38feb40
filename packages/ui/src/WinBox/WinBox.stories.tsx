import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WinBox } from './WinBox';

function picture(label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="hsl(30 50% 45%)"/><text x="48" y="58" font-size="28" text-anchor="middle" fill="white" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

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
} satisfies Meta<typeof WinBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A next mode offered as a button (the host navigates). */
export const WithNextMode: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Congratulations!' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Play the next mode: image-guess' }));
    await expect(args.onNextMode).toHaveBeenCalledOnce();
  },
};

/** A next mode offered as a link. */
export const WithNextModeLink: Story = {
  args: { nextModeHref: '#/image-guess', onNextMode: undefined },
};

/** Every mode done today: no action. */
export const AllModesDone: Story = {
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

export const WithoutPicture: Story = { args: { pictureUrl: undefined } };

export const AllStates: Story = {
  args: { scrollIntoViewOnMount: false },
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'start' }}>
      <WinBox {...args} />
      <WinBox {...args} nextModeLabel={undefined} />
      <WinBox {...args} pictureUrl={undefined} />
    </div>
  ),
};
