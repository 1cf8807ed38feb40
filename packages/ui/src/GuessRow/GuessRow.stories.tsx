import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ColumnHeader } from '../ColumnHeader';
import { namedFixtures } from '../stories';
import { GuessRow, type GuessRowTile } from './GuessRow';

const columns = [
  { label: 'Model', tooltip: 'The model you guessed' },
  { label: 'Gender', tooltip: 'Female, Male, Couple or None' },
  { label: 'Type', tooltip: 'Model or pornstar' },
  { label: 'Birthplace', tooltip: 'Country of birth' },
  { label: 'Ethnicity', tooltip: 'Partial when only some values match' },
  { label: 'Hair color', tooltip: 'Partial when only some colours match' },
  { label: 'Rank', tooltip: 'An arrow shows whether the answer ranks higher or lower' },
];

const tiles: GuessRowTile[] = [
  { label: 'Gender', state: 'correct', value: 'Female', stateLabel: 'correct' },
  { label: 'Type', state: 'incorrect', value: 'Model', stateLabel: 'incorrect' },
  { label: 'Birthplace', state: 'incorrect', value: 'Portugal', stateLabel: 'incorrect' },
  { label: 'Ethnicity', state: 'correct', value: 'Latin', stateLabel: 'correct' },
  { label: 'Hair color', state: 'partial', value: 'Blonde, Red', stateLabel: 'partial' },
  { label: 'Rank', state: 'higher', value: '42', stateLabel: 'higher' },
];

const allCorrect = tiles.map((tile) => ({
  ...tile,
  state: 'correct' as const,
  stateLabel: 'correct',
}));

/** A guess's results, chosen by name in the controls panel. */
const results = namedFixtures<string, readonly GuessRowTile[]>({
  'Mixed, answer ranks higher': tiles,
  'Mixed, answer ranks lower': tiles.map((tile) =>
    tile.label === 'Rank' ? { ...tile, state: 'lower', value: '3', stateLabel: 'lower' } : tile,
  ),
  'All correct': allCorrect,
  'Long values': tiles.map((tile) =>
    tile.label === 'Ethnicity'
      ? {
          ...tile,
          state: 'partial',
          value: 'Caucasian, Latin, Asian, Black, Other',
          stateLabel: 'partial',
        }
      : tile,
  ),
});

/** The docs page's guidance: when to use it and when not. */
const usage = `
One guess in the classic table: the picture, then one flip card per compared field.

**Use it** inside the host's \`role="table"\` under a \`ColumnHeader\`, newest guess first; \`animated\`
for the guess just typed.

**Don't use it** for guesses without compared fields (use \`GuessCard\`), or outside a table (its
roles need one).

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/GuessRow',
  component: GuessRow,
  args: {
    name: 'Ada Mabel',
    photoUrl: '/assets/performers/ada-mabel.svg',
    tiles: results.pick('Mixed, answer ranks higher'),
    animated: true,
    onRevealEnd: fn(),
  },
  argTypes: { tiles: results.argType },
  decorators: [
    (Story) => (
      <div role="table" aria-label="Your guesses" style={{ display: 'grid', gap: 4 }}>
        <ColumnHeader columns={columns} />
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof GuessRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guess just typed: cards turn one after another, then the row reports the end. */
export const Animated: Story = {
  play: async ({ canvas, args }) => {
    await expect(args.onRevealEnd).not.toHaveBeenCalled();
    // 5 × 400 ms stagger + 1 s flip.
    await waitFor(() => expect(args.onRevealEnd).toHaveBeenCalledTimes(1));
    await expect(canvas.getAllByRole('cell')[5]).toHaveAccessibleName('Rank: 42, higher');
  },
};

/** Restored from storage: results at once, no animation. */
export const Static: Story = {
  args: { animated: false },
  play: async ({ canvas, args }) => {
    // Effects run after the first paint in a production build: wait for the report.
    await waitFor(() => expect(args.onRevealEnd).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('rowheader')).toHaveTextContent('Ada Mabel');
    const cells = canvas.getAllByRole('cell');
    await expect(cells.map((cell) => cell.getBoundingClientRect().width)).toEqual(
      tiles.map(() => 80),
    );
  },
};

export const Winning: Story = {
  args: {
    animated: false,
    name: 'Albina Talrilune',
    photoUrl: '/assets/performers/albina-talrilune.svg',
    tiles: results.pick('All correct'),
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <>
      <GuessRow {...args} animated />
      <GuessRow
        {...args}
        animated={false}
        name="Alicia Danny"
        photoUrl="/assets/performers/alicia-danny.svg"
        tiles={tiles.map((tile) =>
          tile.label === 'Rank'
            ? { ...tile, state: 'lower', value: '3', stateLabel: 'lower' }
            : tile,
        )}
      />
      <GuessRow
        {...args}
        animated={false}
        name="Albina Talrilune"
        photoUrl="/assets/performers/albina-talrilune.svg"
        tiles={tiles.map((tile) => ({ ...tile, state: 'correct', stateLabel: 'correct' }))}
      />
    </>
  ),
};

export const HighContrast: Story = {
  name: 'High contrast',
  globals: { theme: 'high-contrast' },
  args: { animated: false },
  render: AllStates.render,
};
