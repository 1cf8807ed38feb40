import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ZoomPicture } from './ZoomPicture';

const meta = {
  title: 'UI/ZoomPicture',
  component: ZoomPicture,
  args: { src: '/assets/performers/ada-mabel.svg', alt: 'Who is this?', scale: 7 },
  argTypes: { scale: { control: { type: 'range', min: 1, max: 7, step: 0.6 } } },
} satisfies Meta<typeof ZoomPicture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First try: 7 times, only the centre shows. */
export const FirstTry: Story = {
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
export const AfterFiveTries: Story = { args: { scale: 4 } };

export const Solved: Story = { args: { scale: 1 } };

export const Small: Story = { args: { size: 208, scale: 2.2 } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {[7, 5.2, 3.4, 1].map((scale) => (
        <ZoomPicture {...args} key={scale} scale={scale} size={160} />
      ))}
    </div>
  ),
};
