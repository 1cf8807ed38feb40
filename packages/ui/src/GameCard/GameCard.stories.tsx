import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { namedFixtures } from '../stories';
import { DifficultyTag } from './DifficultyTag';
import { GameCard } from './GameCard';
import type { LinkComponentProps } from './link';

/** Stands in for the site's router: records navigation instead of leaving Storybook. */
const navigate = fn().mockName('navigate');
function RouterLink({ href, onClick, children, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
        navigate(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}

const classicTags = (
  <>
    <DifficultyTag
      level="easy"
      label="Easy"
      description="Ranks 1 to 50"
      href="/classic/easy"
      linkComponent={RouterLink}
    />
    <DifficultyTag
      level="medium"
      label="Medium"
      description="Ranks 1 to 100"
      href="/classic/medium"
      linkComponent={RouterLink}
    />
    <DifficultyTag
      level="hard"
      label="Hard"
      description="All ranks"
      href="/classic/hard"
      linkComponent={RouterLink}
    />
  </>
);

/** What the arrow reveals, chosen by name in the controls panel. */
const panels = namedFixtures({
  None: undefined,
  'Difficulty tags': classicTags,
  'Crono links': (
    <>
      <RouterLink href="/crono/2026-11-20">Daily game</RouterLink>
      <RouterLink href="/crono/new">Private game</RouterLink>
    </>
  ),
});

const icons = namedFixtures({ Target: '🎯', Stopwatch: '⏱️', None: undefined });

const badges = namedFixtures({ None: undefined, 'Done today': '✓ Done today' });

/** The docs page's guidance: when to use it and when not. */
const usage = `
A card on the home page that leads to a game, optionally with a list of its modes.

**Use it** to offer a game or a group of modes (expandable) on a page that lists games.

**Don't use it** for content that is not a destination (a card that does nothing), or inside a
game's own view.

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/GameCard',
  component: GameCard,
  args: {
    title: 'Classic',
    description: 'Guess the model or pornstar of the day',
    icon: icons.pick('Target'),
    href: '/classic',
    linkComponent: RouterLink,
    onNavigate: fn(),
    onExpandedChange: fn(),
    toggleLabel: 'Show difficulty modes',
  },
  argTypes: {
    // Contents by name (ReactNode props would show as JSON); the router link is code.
    children: panels.argType,
    icon: icons.argType,
    badge: badges.argType,
    linkComponent: { table: { disable: true } },
  },
  beforeEach: () => {
    navigate.mockClear();
  },
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without the ClassicModes flag: a plain link. */
export const Link: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: /Classic/ }));
    await expect(navigate).toHaveBeenCalledWith('/classic');
    await expect(args.onNavigate).toHaveBeenCalledOnce();
  },
};

/** With the flag: the arrow reveals the three difficulty tags, and does not navigate. */
export const ExpandableCollapsed: Story = {
  name: 'Expandable, collapsed',
  args: { children: panels.pick('Difficulty tags') },
  play: async ({ args, canvas }) => {
    const arrow = canvas.getByRole('button', { name: 'Show difficulty modes' });
    await expect(arrow).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(arrow);
    await expect(arrow).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: /Easy/ })).toBeVisible();
    await expect(navigate).not.toHaveBeenCalled();
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
  },
};

export const ExpandableExpanded: Story = {
  name: 'Expandable, expanded',
  args: { children: panels.pick('Difficulty tags'), defaultExpanded: true },
};

/** Crono: two links in the panel. */
export const Crono: Story = {
  args: {
    title: 'Crono',
    description: '60 seconds to find as many as you can',
    icon: icons.pick('Stopwatch'),
    href: undefined,
    toggleLabel: 'Show crono games',
    defaultExpanded: true,
    children: panels.pick('Crono links'),
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <GameCard {...args} title="Link" />
      <GameCard {...args} title="Collapsed">
        {classicTags}
      </GameCard>
      <GameCard {...args} title="Expanded" defaultExpanded>
        {classicTags}
      </GameCard>
      <div style={{ display: 'flex', gap: 8 }}>
        <DifficultyTag level="easy" label="Easy" />
        <DifficultyTag level="medium" label="Medium" />
        <DifficultyTag level="hard" label="Hard" />
      </div>
    </div>
  ),
};
