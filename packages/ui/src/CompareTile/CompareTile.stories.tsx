import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CompareTile } from './CompareTile';
import { asDeuteranope, colourDistance, DeuteranopiaView } from './colourVision';

/** The docs page's guidance: when to use it and when not. */
const usage = `
One compared field of a guess: correct, partial, incorrect, higher or lower.

**Use it** inside a \`GuessRow\` (or a \`Legend\`), where colour, symbol and pattern together carry
the outcome.

**Don't use it** to show a plain value or a status unrelated to a guess; never rely on its colour
alone elsewhere.

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/CompareTile',
  component: CompareTile,
  args: { state: 'correct', label: 'Gender', value: 'Female', stateLabel: 'correct' },
  // The value is text to edit (a ReactNode prop would show as JSON).
  argTypes: { value: { control: 'text' } },
  parameters: { docs: { description: { component: usage } } },
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
  name: 'Long value',
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
  name: 'All states',
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

/** The colour-blind theme: every tile also carries a texture over its symbol. */
export const HighContrast: Story = {
  name: 'High contrast',
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

/**
 * The default theme as a deuteranope sees it (an SVG colour matrix over the tiles): right and
 * wrong turn the same olive, and the symbols tell them apart.
 */
export const Deuteranopia: Story = {
  globals: { theme: 'dark' },
  decorators: [
    (Story) => (
      <DeuteranopiaView>
        <Story />
      </DeuteranopiaView>
    ),
  ],
  render: AllStates.render,
  play: async ({ canvasElement }) => {
    const view = canvasElement.querySelector('[data-colour-vision]') as HTMLElement;
    await expect(getComputedStyle(view).filter).toContain('deuteranopia');
    const tile = (state: string) =>
      canvasElement.querySelector(`[data-state="${state}"]`) as HTMLElement;
    const seen = (state: string) => asDeuteranope(getComputedStyle(tile(state)).backgroundColor);
    // Colour alone fails here: right and wrong are nearly one colour through the filter …
    await expect(colourDistance(seen('correct'), seen('incorrect'))).toBeLessThan(40);
    // … and each state still shows its own symbol.
    const symbols = ['correct', 'partial', 'incorrect'].map(
      (state) => tile(state).querySelector('[data-symbol]') as HTMLElement,
    );
    for (const symbol of symbols) await expect(symbol).toBeVisible();
    await expect(new Set(symbols.map((symbol) => symbol.textContent)).size).toBe(3);
  },
};
