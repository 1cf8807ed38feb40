import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CompareTile } from './CompareTile';

const meta = {
  title: 'UI/CompareTile',
  component: CompareTile,
  args: { state: 'correct', label: 'Gender', value: 'Female', stateLabel: 'correct' },
} satisfies Meta<typeof CompareTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Correct: Story = {
  play: async ({ canvasElement }) => {
    const tile = canvasElement.querySelector('[data-state="correct"]') as HTMLElement;
    await expect(tile.getBoundingClientRect().width).toBe(80);
    await expect(tile.getBoundingClientRect().height).toBe(80);
    await expect(tile).toHaveTextContent(/Gender: .*Female, correct/);
  },
};

export const Partial: Story = {
  args: { state: 'partial', label: 'Hair color', value: 'Blonde, Red', stateLabel: 'partial' },
};

export const Incorrect: Story = {
  args: { state: 'incorrect', label: 'Birthplace', value: 'Brazil', stateLabel: 'incorrect' },
};

export const Higher: Story = {
  args: { state: 'higher', label: 'Rank', value: '12', stateLabel: 'higher' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('⬆')).toBeVisible();
  },
};

export const Lower: Story = {
  args: { state: 'lower', label: 'Rank', value: '40', stateLabel: 'lower' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('⬇')).toBeVisible();
  },
};

export const LongValue: Story = {
  args: {
    state: 'partial',
    label: 'Ethnicity',
    value: 'Caucasian, Latin, Asian, Black, Other',
    stateLabel: 'partial',
  },
  play: async ({ canvasElement }) => {
    const tile = canvasElement.querySelector('[data-state]') as HTMLElement;
    await expect(tile.getBoundingClientRect().height).toBe(80);
  },
};

export const Large: Story = { args: { size: 120 } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <CompareTile state="correct" label="Gender" value="Female" />
      <CompareTile state="partial" label="Hair color" value="Blonde, Red" />
      <CompareTile state="incorrect" label="Birthplace" value="Brazil" />
      <CompareTile state="higher" label="Rank" value="12" />
      <CompareTile state="lower" label="Rank" value="40" />
    </div>
  ),
};

/** The colour-blind theme: every tile also carries a symbol and a texture. */
export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  render: AllStates.render,
  play: async ({ canvas, canvasElement }) => {
    for (const symbol of ['✓', '◐', '✕', '⬆', '⬇']) {
      await expect(canvas.getByText(symbol)).toBeVisible();
    }
    const partial = canvasElement.querySelector('[data-state="partial"]') as HTMLElement;
    await expect(getComputedStyle(partial).backgroundImage).toContain('repeating-linear-gradient');
  },
};

export const Light: Story = { globals: { theme: 'light' }, render: AllStates.render };
