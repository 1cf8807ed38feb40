import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { namedFixtures } from '../stories';
import { Leaderboard } from './Leaderboard';

const ENTRIES = [
  { username: 'quickfingers', score: 180 },
  { username: 'guessmaster', score: 150 },
  { username: null, score: 120 },
  { username: 'night_owl', score: 90 },
  { username: '', score: 30 },
];

/** The table's rows, chosen by name in the controls panel. */
const boards = namedFixtures({
  'Five players': ENTRIES,
  Empty: [],
  'Long names': [
    { username: 'a_really_long_username_without_any_spaces_at_all', score: 100 },
    { username: 'short', score: 10 },
  ],
  'Many rows': Array.from({ length: 25 }, (_, i) => ({
    username: i % 6 === 2 ? null : `player_${i + 1}`,
    score: 250 - i * 10,
  })),
});

/** The docs page's guidance: when to use it and when not. */
const usage = `
The Crono leaderboard: a real table with a caption, names and scores.

**Use it** for ranked scores of one game, the player's own row highlighted, the total line when
there are players.

**Don't use it** for the player's own statistics (use \`StatsDialog\`) or unranked lists.

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/Leaderboard',
  component: Leaderboard,
  args: {
    entries: boards.pick('Five players'),
    title: 'Top users',
    usernameHeader: 'Username',
    scoreHeader: 'Score',
    anonymousText: 'Anonymous user',
    totalUsers: 27,
    totalUsersText: 'Total users today: 27',
  },
  argTypes: { entries: boards.argType },
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof Leaderboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Top users' })).toBeVisible();
    await expect(canvas.getAllByText('Anonymous user')).toHaveLength(2);
    await expect(canvas.getByText('Total users today: 27')).toBeVisible();
  },
};

/** The current player is highlighted and marked '(you)'. */
export const CurrentUser: Story = { name: 'Current user', args: { currentUserIndex: 3 } };

/** No count yet: the total line is hidden. */
export const NoTotal: Story = {
  name: 'No total',
  args: { totalUsers: 0, totalUsersText: 'Total users today: 0' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Total users today/)).not.toBeInTheDocument();
  },
};

export const Empty: Story = { args: { entries: boards.pick('Empty'), totalUsers: 0 } };

export const LongNames: Story = {
  name: 'Long names',
  args: { entries: boards.pick('Long names') },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'start' }}>
      <Leaderboard {...args} title="Filled" />
      <Leaderboard {...args} title="Current user" currentUserIndex={1} />
      <Leaderboard {...args} title="Empty" entries={[]} totalUsers={0} />
    </div>
  ),
};
