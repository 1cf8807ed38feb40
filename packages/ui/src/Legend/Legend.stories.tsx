import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Legend } from './Legend';

const meta = {
  title: 'UI/Legend',
  component: Legend,
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
    labels: {
      correct: 'Correcto',
      partial: 'Parcial',
      incorrect: 'Incorrecto',
      higher: 'Mayor',
      lower: 'Menor',
    },
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Legend />
      <Legend
        title="Légende"
        labels={{ correct: 'Correct', partial: 'Partiel', higher: 'Plus haut', lower: 'Plus bas' }}
      />
    </div>
  ),
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  play: async ({ canvas }) => {
    for (const symbol of ['✓', '◐', '✕', '⬆', '⬇']) {
      await expect(canvas.getByText(symbol)).toBeVisible();
    }
  },
};
