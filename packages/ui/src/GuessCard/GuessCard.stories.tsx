import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GuessCard } from './GuessCard';

/** The docs page's guidance: when to use it and when not. */
const usage = `
One past guess in the picture-guess lists: picture, name and a ✓ / ✕.

**Use it** in the image- and channel-guess lists of past guesses.

**Don't use it** for compared fields (use \`GuessRow\` with \`CompareTile\`s) or for the winning
answer (use \`WinBox\`).

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/GuessCard',
  component: GuessCard,
  args: {
    name: 'Ada Mabel',
    photoUrl: '/assets/performers/ada-mabel.svg',
    isCorrect: false,
  },
  parameters: { docs: { description: { component: usage } } },
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
  name: 'Long name',
  args: { name: 'Maximiliana Wolkenstein-Hohenberg de la Cruz' },
};

/** The list as the image-guess screen shows it: newest first. */
export const AllStates: Story = {
  name: 'All states',
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
