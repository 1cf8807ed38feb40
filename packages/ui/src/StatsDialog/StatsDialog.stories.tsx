import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { namedFixtures } from '../stories';
import { StatsDialog } from './StatsDialog';

function summary(played: number, percent: number, current: number, best: number) {
  return [
    { label: 'Played', value: String(played) },
    { label: 'Win %', value: String(percent) },
    { label: 'Current streak', value: String(current) },
    { label: 'Best streak', value: String(best) },
  ];
}

/** The summary figures a designer picks by name. */
const summaries = namedFixtures({
  'A few weeks': summary(12, 92, 4, 7),
  'No games yet': summary(0, 0, 0, 0),
  'Long streak': summary(214, 100, 214, 214),
  'After a twenty-try day': summary(30, 97, 1, 12),
});

/** The player's guess distributions, by name (one bar per number of tries). */
const distributions = namedFixtures({
  'Six bars': [1, 3, 4, 2, 1, 0],
  Empty: [0, 0, 0, 0, 0, 0],
  'Many wins': [9, 41, 78, 52, 23, 11],
  'Twenty bars': [0, 2, 6, 8, 5, 3, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
});

const todaysPlayers = {
  caption: "Today's players",
  countHeader: 'Players',
  emptyText: "No results from today's players yet.",
};

/** Everyone's chart beside the player's own, by name. */
const everyones = namedFixtures({
  None: undefined,
  'Ten bars': {
    ...todaysPlayers,
    bars: [
      { label: '1', count: 31 },
      { label: '2', count: 188 },
      { label: '3', count: 402, today: true },
      { label: '4', count: 377 },
      { label: '5', count: 214 },
      { label: '6', count: 96 },
      { label: '7', count: 40 },
      { label: '8', count: 18 },
      { label: '9', count: 7 },
      { label: '10+', count: 12 },
    ],
  },
  Empty: { ...todaysPlayers, bars: [] },
});

/** What the host puts under the chart, by name. */
const extras = namedFixtures({
  None: undefined,
  Countdown: (
    <p>
      Next puzzle in <time>04:12:09</time>
    </p>
  ),
});

/** The docs page's guidance: when to use it and when not. */
const usage = `
The player's statistics in a modal dialog: summary figures and the guess distribution.

**Use it** when the player asks for their statistics (the stats button), with today's bar
highlighted.

**Don't use it** for the leaderboard of a game (use \`Leaderboard\`) or anything the player did not
ask to open.

Any story in the three themes at once: toolbar *Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/StatsDialog',
  component: StatsDialog,
  args: {
    open: true,
    onClose: fn(),
    title: 'Statistics',
    closeLabel: 'Close',
    distributionTitle: 'Guess distribution',
    todayLabel: 'today',
    guessesHeader: 'Guesses',
    winsHeader: 'Wins',
    emptyText: 'No games yet: win a puzzle and your results show here.',
    summary: summaries.pick('A few weeks'),
    distribution: distributions.pick('Six bars'),
    todayIndex: 2,
    everyone: everyones.pick('None'),
    children: extras.pick('None'),
  },
  argTypes: {
    summary: summaries.argType,
    distribution: distributions.argType,
    everyone: everyones.argType,
    children: extras.argType,
    todayIndex: { control: { type: 'number', min: 0 } },
    distributionBars: { control: false },
  },
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof StatsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A few weeks of play, today's bar marked. Escape asks the host to close. */
export const Default: Story = {
  name: 'Default',
  play: async ({ args, canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const dialog = doc.querySelector('dialog');
    await expect(dialog).toHaveAttribute('open');
    await expect(doc.querySelector('tr[data-today]')).toHaveTextContent('today');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** A first visit: nothing won yet. */
export const NoGamesYet: Story = {
  name: 'No games yet',
  args: {
    summary: summaries.pick('No games yet'),
    distribution: distributions.pick('Empty'),
    todayIndex: null,
  },
};

/** A long streak. */
export const LongStreak: Story = {
  name: 'Long streak',
  args: { summary: summaries.pick('Long streak'), distribution: distributions.pick('Many wins') },
};

/** A day won in 20 tries: the chart grows to 20 rows. */
export const TwentyTryDay: Story = {
  name: 'Twenty-try day',
  args: {
    summary: summaries.pick('After a twenty-try day'),
    distribution: distributions.pick('Twenty bars'),
    todayIndex: 19,
  },
  play: async ({ canvasElement }) => {
    const rows = canvasElement.ownerDocument.querySelectorAll('dialog tbody tr');
    await expect(rows).toHaveLength(20);
  },
};

/** With the countdown and actions under the chart. */
export const WithCountdown: Story = {
  name: 'With countdown',
  args: { children: extras.pick('Countdown') },
};

/** Everyone's guesses today beside the player's own: a second table, today's bar marked too. */
export const WithEveryone: Story = {
  name: 'With everyone',
  args: { everyone: everyones.pick('Ten bars') },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const tables = doc.querySelectorAll('dialog table');
    await expect(tables).toHaveLength(2);
    await expect(tables[1]?.querySelector('caption')).toHaveTextContent("Today's players");
    await expect(tables[1]?.querySelector('tr[data-today]')).toHaveTextContent('3');
    await expect(tables[1]?.querySelectorAll('tbody tr')).toHaveLength(10);
  },
};

/** Everyone's chart before anyone's tries are known. */
export const EveryoneEmpty: Story = {
  name: 'Everyone empty',
  args: { everyone: everyones.pick('Empty') },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await expect(doc.querySelectorAll('dialog table')).toHaveLength(1);
    await expect(doc.querySelector('dialog')).toHaveTextContent(
      "No results from today's players yet.",
    );
  },
};

/**
 * Both charts with the same rows (1 to 9, then 10+), as the games draw them: the player's empty
 * rows are quiet (an outline and 0, no colour of a result), and "today" stays on its bar's row.
 */
export const RowsAlike: Story = {
  name: 'Rows alike, empty rows quiet',
  argTypes: { everyone: { control: false } },
  args: {
    distributionBars: [
      { label: '1', count: 0 },
      { label: '2', count: 3 },
      { label: '3', count: 5 },
      { label: '4', count: 2 },
      { label: '5', count: 0 },
      { label: '6', count: 0 },
      { label: '7', count: 1 },
      { label: '8', count: 0 },
      { label: '9', count: 0 },
      { label: '10+', count: 1, today: true },
    ],
    everyone: {
      ...todaysPlayers,
      bars: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => ({
        label: n === 10 ? '10+' : String(n),
        count: [0, 188, 402, 377, 214, 96, 40, 0, 7, 12][n - 1]!,
        today: n === 10,
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const [own, theirs] = Array.from(doc.querySelectorAll('dialog table'));
    const labels = (table: Element | undefined) =>
      Array.from(table?.querySelectorAll('tbody th') ?? []).map((th) => th.textContent);
    await expect(labels(own)).toEqual(labels(theirs));
    await expect(labels(own).at(-1)).toBe('10+');
    await expect(own?.querySelectorAll('[data-empty]')).toHaveLength(5);
    // The word "today" sits beside its bar, on the same line.
    for (const table of [own, theirs]) {
      const row = table?.querySelector('tr[data-today]');
      const middle = (element: Element | null | undefined) => {
        const box = element?.getBoundingClientRect();
        return box ? (box.top + box.bottom) / 2 : Number.NaN;
      };
      const bar = middle(row?.querySelector('td > span'));
      await expect(Math.abs(middle(row?.querySelector('td > span + span')) - bar)).toBeLessThan(2);
    }
  },
};
