import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { namedFixtures } from '../stories';
import { Legend } from './Legend';
import { asDeuteranope, colourDistance, DeuteranopiaView } from '../CompareTile/colourVision';

/** Some labels translated: the others keep their English default. */
const frenchPartly = {
  correct: 'Correct',
  partial: 'Partiel',
  higher: 'Plus haut',
  lower: 'Plus bas',
};

/** The samples' labels, chosen by name in the controls panel (none: the English defaults). */
const labelSets = namedFixtures({
  English: undefined,
  Spanish: {
    correct: 'Correcto',
    partial: 'Parcial',
    incorrect: 'Incorrecto',
    higher: 'Mayor',
    lower: 'Menor',
  },
  'French, partly': frenchPartly,
});

/** The docs page's guidance: when to use it and when not. */
const usage = `
Explains the tile colours, one sample per outcome drawn like a \`CompareTile\`.

**Use it** next to a guess table, so every outcome is named in words once.

**Don't use it** for anything but the compare outcomes; don't restyle its samples (they must match
the tiles).

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/Legend',
  component: Legend,
  argTypes: { labels: labelSets.argType },
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof Legend>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Legend')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Legend' });
    await expect(list).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Correct'),
      expect.stringContaining('Partial'),
      expect.stringContaining('Incorrect'),
      '⬆Higher',
      '⬇Lower',
    ]);
  },
};

export const Translated: Story = {
  args: {
    title: 'Leyenda',
    labels: labelSets.pick('Spanish'),
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Legend />
      <Legend title="Légende" labels={frenchPartly} />
    </div>
  ),
};

export const HighContrast: Story = {
  name: 'High contrast',
  globals: { theme: 'high-contrast' },
  play: async ({ canvas }) => {
    for (const symbol of ['✓', '◐', '✕', '⬆', '⬇']) {
      await expect(canvas.getByText(symbol)).toBeVisible();
    }
  },
};

/** Through a deuteranopia filter, in the default theme: every sample keeps its own symbol. */
export const Deuteranopia: Story = {
  globals: { theme: 'dark' },
  decorators: [
    (Story) => (
      <DeuteranopiaView>
        <Story />
      </DeuteranopiaView>
    ),
  ],
  play: async ({ canvasElement }) => {
    const swatch = (state: string) =>
      canvasElement.querySelector(`li[data-state="${state}"] > span`) as HTMLElement;
    const seen = (state: string) => asDeuteranope(getComputedStyle(swatch(state)).backgroundColor);
    await expect(colourDistance(seen('correct'), seen('incorrect'))).toBeLessThan(40);
    const symbols = ['correct', 'partial', 'incorrect', 'higher', 'lower'].map((state) => {
      const sample = swatch(state);
      return sample.textContent;
    });
    await expect(new Set(symbols).size).toBe(5);
    for (const state of ['correct', 'partial', 'incorrect'])
      await expect(swatch(state)).toBeVisible();
  },
};
