import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GuessCard } from './GuessCard';

const meta = {
  title: 'UI/GuessCard',
  component: GuessCard,
  args: {
    name: 'Ada Mabel',
    photoUrl: '/assets/performers/ada-mabel.svg',
    isCorrect: false,
  },
} satisfies Meta<typeof GuessCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Incorrect: Story = {
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-state]');
    await expect(card).toHaveAttribute('data-state', 'incorrect');
    await expect(card).toHaveTextContent('Ada Mabel✕, incorrect');
  },
};

export const Correct: Story = {
  args: {
    isCorrect: true,
    name: 'Albina Talrilune',
    photoUrl: '/assets/performers/albina-talrilune.svg',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state]')).toHaveTextContent('✓, correct');
  },
};

export const Channel: Story = {
  args: {
    name: 'Northwind Studio',
    photoUrl: '/assets/channels/0492fba9-4ef5-4822-b75c-e021b6c872fe.svg',
  },
};

export const LongName: Story = {
  args: { name: 'Maximiliana Wolkenstein-Hohenberg de la Cruz' },
};

/** The list as the image-guess screen shows it: newest first. */
export const AllStates: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gap: 8, padding: 0, margin: 0, listStyle: 'none' }}>
      <li>
        <GuessCard
          {...args}
          isCorrect
          name="Albina Talrilune"
          photoUrl="/assets/performers/albina-talrilune.svg"
        />
      </li>
      <li>
        <GuessCard {...args} />
      </li>
      <li>
        <GuessCard {...args} name="Alicia Danny" photoUrl="/assets/performers/alicia-danny.svg" />
      </li>
    </ul>
  ),
};
