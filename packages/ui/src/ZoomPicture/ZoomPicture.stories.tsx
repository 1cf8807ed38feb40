import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ZoomPicture } from './ZoomPicture';

/** The docs page's guidance: when to use it and when not. */
const usage = `
The image-guess picture, enlarged and zooming out as the tries go by.

**Use it** for a photo whose detail is the clue (the image-guess answer), with \`scale\` from the
number of tries.

**Don't use it** for a logo (use \`BlurredLogo\`) or a picture that should show in full from the
start (use \`img\`).

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/ZoomPicture',
  component: ZoomPicture,
  args: { src: '/assets/performers/ada-mabel.svg', alt: 'Who is this?', scale: 7 },
  argTypes: { scale: { control: { type: 'range', min: 1, max: 7, step: 0.6 } } },
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof ZoomPicture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First try: 7 times, only the centre shows. */
export const FirstTry: Story = {
  name: 'First try',
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Who is this?' });
    const frame = img.parentElement as HTMLElement;
    await expect(frame.getBoundingClientRect().width).toBe(416);
    await expect(frame.getBoundingClientRect().height).toBe(416);
    await expect(getComputedStyle(frame).overflow).toBe('hidden');
    await expect(img.getBoundingClientRect().width).toBeGreaterThan(416 * 6);
  },
};

/** After five tries: 7 − 0.6 × 5 = 4. */
export const AfterFiveTries: Story = { name: 'After five tries', args: { scale: 4 } };

export const Solved: Story = { args: { scale: 1 } };

export const Small: Story = { args: { size: 208, scale: 2.2 } };

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {[7, 5.2, 3.4, 1].map((scale) => (
        <ZoomPicture {...args} key={scale} scale={scale} size={160} />
      ))}
    </div>
  ),
};
