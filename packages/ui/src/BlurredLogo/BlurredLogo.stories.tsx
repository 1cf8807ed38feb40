import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlurredLogo } from './BlurredLogo';

const logo = '/assets/channels/0492fba9-4ef5-4822-b75c-e021b6c872fe.svg';

/** The docs page's guidance: when to use it and when not. */
const usage = `
The channel-guess logo, blurred and sharpening as the tries go by.

**Use it** for a picture whose sharpness is the clue (the channel-guess answer), with \`blurPx\`
computed from the number of tries.

**Don't use it** to hide content or for a decorative picture (use a plain \`img\`), or for a photo
that should zoom out instead (\`ZoomPicture\`).

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/BlurredLogo',
  component: BlurredLogo,
  args: { src: logo, alt: 'Channel logo to guess', blurPx: 10 },
  argTypes: { blurPx: { control: { type: 'range', min: 0, max: 10, step: 1 } } },
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof BlurredLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First try: 10 px of blur. */
export const FirstTry: Story = {
  name: 'First try',
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Channel logo to guess' });
    const frame = img.parentElement as HTMLElement;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(frame.getBoundingClientRect().width).toBe(13 * rem);
    await expect(frame.getBoundingClientRect().height).toBe(13 * rem);
    await expect(getComputedStyle(img).filter).toBe('blur(10px)');
  },
};

export const AfterFiveTries: Story = { name: 'After five tries', args: { blurPx: 5 } };

export const Solved: Story = { args: { blurPx: 0 } };

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {[10, 7, 4, 0].map((blurPx) => (
        <BlurredLogo {...args} key={blurPx} blurPx={blurPx} />
      ))}
    </div>
  ),
};
