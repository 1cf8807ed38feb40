import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FlipCard } from './FlipCard';

/** The docs page's guidance: when to use it and when not. */
const usage = `
A card that turns over in 3D to reveal its back face.

**Use it** to reveal a result (the guess tiles), staggered when several reveal together; reduced
motion skips the turn.

**Don't use it** for decoration or to hide content the player must reach (the face out of view is
inert).

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/FlipCard',
  component: FlipCard,
  args: {
    front: '?',
    back: 'Female',
    onFlipEnd: fn(),
    onFlippedChange: fn(),
  },
  // Both faces are text to edit (ReactNode props would show as JSON).
  argTypes: { front: { control: 'text' }, back: { control: 'text' } },
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof FlipCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Front: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute(
      'data-state',
      'front',
    );
    await expect(args.onFlipEnd).not.toHaveBeenCalled();
  },
};

/** Restored from storage: the back shows at once and the end is reported immediately. */
export const BackWithoutAnimation: Story = {
  name: 'Back without animation',
  args: { flipped: true, animate: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Female')).toBeVisible();
    // Effects run after the first paint in a production build: wait for the report.
    await waitFor(() => expect(args.onFlipEnd).toHaveBeenCalledWith('back'));
    await expect(args.onFlipEnd).toHaveBeenCalledTimes(1);
  },
};

/** The 4th row of a CSS matrix3d() (its 4th, 8th, 12th and 16th values): perspective lives there. */
const perspectiveRow = (transform: string) =>
  (/^matrix3d\((.*)\)$/.exec(transform)?.[1] ?? '')
    .split(',')
    .map(Number)
    .filter((_, i) => i % 4 === 3);

/**
 * A new guess: mounted on its back, the card turns over (1 s) in 3D, in perspective, and then
 * reports the end. At rest it is flat: only the face in view is drawn, with no 3D and no
 * perspective (no layer of its own per face, no 3D context per card).
 */
export const Reveal: Story = {
  args: { flipped: true },
  play: async ({ canvas, canvasElement, args }) => {
    const inner = canvasElement.querySelector('[data-state] > [data-state]') as HTMLElement;
    const root = inner.parentElement!;
    const [front, back] = [...inner.children] as HTMLElement[];
    await expect(inner).toHaveAttribute('data-animating');
    await expect(getComputedStyle(inner).transformStyle).toBe('preserve-3d');
    // In perspective while it turns: the matrix's 4th row is not the identity's (0, 0, 0, 1).
    await expect(perspectiveRow(getComputedStyle(inner).transform)).toHaveLength(4);
    await expect(perspectiveRow(getComputedStyle(inner).transform)).not.toEqual([0, 0, 0, 1]);
    await waitFor(() => expect(args.onFlipEnd).toHaveBeenCalledWith('back'));
    await expect(args.onFlipEnd).toHaveBeenCalledTimes(1);
    await expect(inner).not.toHaveAttribute('data-animating');
    await expect(getComputedStyle(inner).transformStyle).toBe('flat');
    await expect(getComputedStyle(inner).transform).toBe('none');
    await expect(getComputedStyle(root).perspective).toBe('none');
    await expect(getComputedStyle(back!).transform).toBe('none');
    await expect(getComputedStyle(front!).visibility).toBe('hidden');
    await expect(canvas.getByText('Female')).toBeVisible();
  },
};

/** Three cards of one row: each waits 400 ms more than the previous one. */
export const Staggered: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {['Female', 'Model', 'Brazil'].map((value, index) => (
        <FlipCard {...args} key={value} back={value} flipped index={index} />
      ))}
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const inners = [...canvasElement.querySelectorAll('[data-state] > [data-state]')];
    await expect(inners.map((el) => getComputedStyle(el).animationDelay)).toEqual([
      '0s',
      '0.4s',
      '0.8s',
    ]);
    await expect(getComputedStyle(inners[0]!).animationDuration).toBe('1s');
    await waitFor(() => expect(args.onFlipEnd).toHaveBeenCalledTimes(3));
  },
};

export const ClickToFlip: Story = {
  name: 'Click to flip',
  args: { front: 'Tap to reveal', flipOnClick: true },
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('button', { name: 'Tap to reveal' });
    await userEvent.click(card);
    await expect(args.onFlippedChange).toHaveBeenCalledWith(true);
    await expect(card).toHaveAttribute('data-state', 'back');
    await expect(card).toHaveAccessibleName('Female');
    await waitFor(() => expect(args.onFlipEnd).toHaveBeenCalledWith('back'));
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <FlipCard {...args} />
      <FlipCard {...args} flipped animate={false} />
      <FlipCard {...args} flipped />
      <FlipCard {...args} size={120} flipped animate={false} />
    </div>
  ),
};
