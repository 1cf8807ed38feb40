import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { namedFixtures } from '../stories';
import { ClueTile, RankingList } from './ClueTile';

const ranking = [
  'Ada Mabel',
  'Albina Talrilune',
  'Alicia Danny',
  'Bea Corwin',
  'Cleo Marsh',
  'Dina Vale',
  'Eva Lund',
  'Fay Orrin',
  'Gia Pell',
  'Hana Roe',
  'Ines Kallo',
  'Jade Wren',
].map((name, i) => ({ rank: i + 1, name }));

/** What the tile reveals, chosen by name in the controls panel. */
const contents = namedFixtures({
  Ranking: <RankingList label="Ranking" items={ranking} />,
  /** An operator's 10,000 performers, some with very long names. */
  'Long ranking': (
    <RankingList
      label="Ranking"
      items={Array.from({ length: 10_000 }, (_, i) => ({
        rank: i + 1,
        name:
          i % 7 === 0
            ? `Zoë D'Arcy-Łukasiewicz Montgomery-Okonkwo Villanueva ${i + 1}`
            : `Performer ${i + 1}`,
      }))}
    />
  ),
  'Debut year': '2014',
});

const icons = namedFixtures({ Star: '★', Clock: '◷', None: undefined });

/** The docs page's guidance: when to use it and when not. */
const usage = `
An extra clue that unlocks after a number of tries (a disclosure).

**Use it** for help the player earns by trying: it counts down while locked and opens on demand
once unlocked.

**Don't use it** for information every player needs from the start (show it as text), or for a
hint that never unlocks.

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/ClueTile',
  component: ClueTile,
  args: {
    title: 'Ranking',
    icon: icons.pick('Star'),
    lockedText: 'Ranking can be displayed in 3 tries',
    unlockedText: 'Ranking can be displayed now',
    onOpenChange: fn(),
    children: contents.pick('Ranking'),
  },
  argTypes: {
    // Texts to edit, contents and icons by name (ReactNode props would show as JSON).
    title: { control: 'text' },
    lockedText: { control: 'text' },
    unlockedText: { control: 'text' },
    children: contents.argType,
    icon: icons.argType,
  },
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof ClueTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Locked: Story = {
  args: { locked: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /in 3 tries/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const LockedOneTry: Story = {
  name: 'Locked, one try to go',
  args: {
    locked: true,
    title: 'Debut year',
    icon: icons.pick('Clock'),
    lockedText: 'Debut year can be displayed in 1 try',
  },
};

export const Unlocked: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /can be displayed now/ });
    await userEvent.click(button);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(button).toHaveAttribute('data-state', 'open');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('region', { name: 'Ranking' });
    await expect(list.getBoundingClientRect().height).toBe(200);
    await expect(canvas.getByText('Ada Mabel')).toBeVisible();
  },
};

export const OpenRanking: Story = { name: 'Open ranking', args: { defaultOpen: true } };

/** An operator's 10,000 performers, some with very long names: only the rows in view render. */
export const OpenLongRanking: Story = {
  name: 'Open, long ranking',
  args: {
    defaultOpen: true,
    children: contents.pick('Long ranking'),
  },
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll('li');
    await expect(rows.length).toBeLessThan(40);
    await expect(rows[0]).toHaveAttribute('aria-setsize', '10000');
  },
};

export const OpenDebutYear: Story = {
  name: 'Open debut year',
  args: {
    defaultOpen: true,
    title: 'Debut year',
    icon: icons.pick('Clock'),
    unlockedText: 'Debut year can be displayed now',
    children: contents.pick('Debut year'),
  },
};

/** Keyboard only: Tab to the tile, Enter opens it, Tab reaches the scrollable list. */
export const KeyboardUnlockToOpen: Story = {
  name: 'Keyboard unlock to open',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Ranking' })).toHaveFocus();
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, 320px)' }}>
      <ClueTile {...args} locked />
      <ClueTile {...args} />
      <ClueTile {...args} defaultOpen />
      <ClueTile
        {...args}
        title="Debut year"
        icon="◷"
        unlockedText="Debut year can be displayed now"
        defaultOpen
      >
        2014
      </ClueTile>
    </div>
  ),
};
