import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { dailyModeRoutes } from '@guessdle/api';
import { DAILY_MODES, DIFFICULTIES } from '@guessdle/api/modes';
import { createHandlers, MOCK_DATE, scenarios } from '@guessdle/api/mocks';
import { addDays, completionRecord, guessesKey, statusKey } from '../core';
import { NextPuzzle } from '../daily-view/countdown';
import { DIFFICULTY_TEXTS, MODE_TITLE } from '../i18n/texts';
import type { KeyValueStorage } from '../storage/storage';
import ModeStatsDialog, { type ModeStatsDialogProps } from './ModeStatsDialog';
import {
  namedFixtures,
  storyAdapters,
  storyNow,
  storyT,
  withWidgetI18n,
} from '../../testing/stories';
import { offlineWhileShown } from '../../testing/offline';
import { shownText } from '../../testing/text';

// A mode's statistics dialog as the win box opens it (its puzzle date named), one story per
// state: what this browser holds, and what everyone's results call answers. The launcher's path
// (no date named, the dialog's own texts) is StatsLauncher.stories.tsx.

const MODE = 'image-guess';
const STATS_CALL = dailyModeRoutes[MODE].stats;
const day = (offset: number) => addDays(MOCK_DATE, offset);

/** A day of `MODE` won in `tries` guesses (the stored guesses and the completion record). */
function won(date: string, tries: number): Record<string, string> {
  const ids = Array.from({ length: tries }, (_, index) => `guess-${index}`);
  return {
    [guessesKey(date, MODE)]: JSON.stringify(ids),
    [statusKey(MODE, date)]: JSON.stringify(completionRecord(tries)),
  };
}

/** What this browser holds when the dialog opens, by name. */
const histories = namedFixtures({
  Nothing: {},
  'One wrong guess today': { [guessesKey(MOCK_DATE, MODE)]: JSON.stringify(['someone-else']) },
  'Four days won in a row': {
    // A day lost before the streak: played, not won.
    [guessesKey(day(-5), MODE)]: JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f']),
    ...won(day(-3), 4),
    ...won(day(-2), 2),
    ...won(day(-1), 3),
    ...won(MOCK_DATE, 3),
  },
  'Corrupt values': {
    [guessesKey(day(-1), MODE)]: '{not json',
    [statusKey(MODE, day(-1))]: '"completed',
    [guessesKey(MOCK_DATE, MODE)]: JSON.stringify([42, null]),
  },
});

/** A storage that throws at every call, as a host's adapter over a blocked storage may. */
const blockedStorage: KeyValueStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  removeItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
};

/** Everyone's tries counted today (the stats call's distribution). */
const everyone = [
  { tries: 1, players: 4 },
  { tries: 2, players: 19 },
  { tries: 3, players: 31 },
  { tries: 4, players: 12 },
  { tries: 12, players: 3 },
];

interface StatsStoryProps extends Omit<ModeStatsDialogProps, 'api' | 'storage' | 'target'> {
  mode: ModeStatsDialogProps['target']['mode'];
  difficulty: ModeStatsDialogProps['target']['difficulty'];
  /** What this browser's storage holds. */
  stored: Record<string, string>;
  /** Whether the storage answers (false: every call throws). */
  storageWorks: boolean;
  /** The win box's countdown under the chart. */
  countdown: boolean;
}

function StatsStory({
  stored,
  storageWorks,
  countdown,
  mode,
  difficulty,
  ...props
}: StatsStoryProps) {
  // One client and one storage for the story's life: the dialog reads them again when they change.
  const [adapters] = useState(() => storyAdapters(stored));
  return (
    <ModeStatsDialog
      {...props}
      api={adapters.api}
      storage={storageWorks ? adapters.storage : blockedStorage}
      target={{ mode, difficulty }}
    >
      {/* The story's clock is noon: the next puzzle is 12 hours away. */}
      {countdown ? <NextPuzzle left={Date.parse(`${day(1)}T00:00:00Z`) - storyNow()} /> : null}
    </ModeStatsDialog>
  );
}

const meta = {
  title: 'Games/Shared/Statistics dialog',
  // The story test runs these in all six languages (vitest.config.ts).
  tags: ['games'],
  component: StatsStory,
  decorators: [withWidgetI18n],
  args: {
    mode: MODE,
    difficulty: null,
    today: MOCK_DATE,
    open: true,
    onClose: fn(),
    stored: histories.pick('Nothing'),
    storageWorks: true,
    countdown: false,
  },
  argTypes: {
    mode: { control: 'select', options: [...DAILY_MODES] },
    difficulty: { control: 'select', options: [null, ...DIFFICULTIES] },
    stored: histories.argType,
  },
  parameters: { msw: createHandlers({ distribution: { [MODE]: everyone } }) },
} satisfies Meta<typeof StatsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<typeof storyT>[0];

/** The open dialog, found by its title in the story's language. */
function dialogOf(context: Context, mode: keyof typeof MODE_TITLE = MODE) {
  const t = storyT(context);
  const title = t('common.stats.title', { mode: t(MODE_TITLE[mode]) });
  return within(within(document.body).getByRole('dialog', { name: title }));
}

/** The figure under a summary label ("Played", "Win %"…). */
function figure(dialog: ReturnType<typeof within>, label: string): string {
  return dialog.getByText(label).parentElement?.querySelector('dd')?.textContent ?? '';
}

/** A first visit: "Played 0" and "No games yet"; everyone's chart beside it. */
export const NoGamesYet: Story = {
  name: 'No games yet',
  play: async (context) => {
    const t = storyT(context);
    const dialog = dialogOf(context);
    await expect(dialog.getByText(shownText(t('common.stats.empty')))).toBeVisible();
    await expect(figure(dialog, t('common.stats.played'))).toBe('0');
    await expect(
      await dialog.findByRole('table', { name: t('common.stats.everyone') }),
    ).toBeVisible();
  },
};

/** Today played but not won yet: the day counts ("Played 1 · Win % 0"), never "No games yet". */
export const PlayedNotWon: Story = {
  name: 'Played today, no puzzle won yet',
  args: { stored: histories.pick('One wrong guess today') },
  play: async (context) => {
    const t = storyT(context);
    const dialog = dialogOf(context);
    await expect(dialog.getByText(shownText(t('common.stats.noWins')))).toBeVisible();
    await expect(figure(dialog, t('common.stats.played'))).toBe('1');
    await expect(figure(dialog, t('common.stats.winPercent'))).toBe('0');
    await expect(dialog.queryByText(shownText(t('common.stats.empty')))).toBeNull();
  },
};

/** Won today after three days won: a streak of 4, both charts, and the countdown under them. */
export const WonWithStreak: Story = {
  name: 'Won today, a four-day streak',
  args: { stored: histories.pick('Four days won in a row'), countdown: true },
  play: async (context) => {
    const t = storyT(context);
    const dialog = dialogOf(context);
    await expect(dialog.getByRole('table', { name: t('common.stats.distribution') })).toBeVisible();
    await expect(figure(dialog, t('common.stats.played'))).toBe('5');
    await expect(figure(dialog, t('common.stats.winPercent'))).toBe('80');
    await expect(figure(dialog, t('common.stats.currentStreak'))).toBe('4');
    await expect(figure(dialog, t('common.stats.bestStreak'))).toBe('4');
    await expect(
      await dialog.findByRole('table', { name: t('common.stats.everyone') }),
    ).toBeVisible();
    await expect(dialog.getByTestId('next-puzzle')).toHaveTextContent('12:00:00');
  },
};

/** Classic at a difficulty: the title names it, and the history is that difficulty's alone. */
export const ClassicDifficulty: Story = {
  name: 'Classic at a difficulty',
  args: { mode: 'classic', difficulty: 'hard', stored: histories.pick('Four days won in a row') },
  parameters: { msw: createHandlers() },
  play: async (context) => {
    const t = storyT(context);
    const title = t('common.stats.titleDifficulty', {
      mode: t(MODE_TITLE.classic),
      difficulty: t(DIFFICULTY_TEXTS.hard.label),
    });
    const dialog = within(within(document.body).getByRole('dialog', { name: title }));
    // The stored days are Image guess's: Classic's hard history is empty.
    await expect(figure(dialog, t('common.stats.played'))).toBe('0');
  },
};

/** Everyone's results still on their way: the player's own figures show at once beside them. */
export const EveryoneLoading: Story = {
  name: "Everyone's results loading",
  args: { stored: histories.pick('One wrong guess today') },
  parameters: { msw: scenarios.pending(STATS_CALL) },
  play: async (context) => {
    const t = storyT(context);
    const dialog = dialogOf(context);
    await expect(figure(dialog, t('common.stats.played'))).toBe('1');
    await expect(dialog.getByText(shownText(t('common.loading')))).toBeVisible();
  },
};

/** The results call failed online: "unavailable right now", never "nobody solved it". */
export const EveryoneUnavailable: Story = {
  name: "Everyone's results unavailable",
  args: { stored: histories.pick('One wrong guess today') },
  parameters: { msw: scenarios.serverError(STATS_CALL) },
  play: async (context) => {
    const t = storyT(context);
    const dialog = dialogOf(context);
    await expect(
      await dialog.findByText(shownText(t('common.stats.everyoneUnavailable'))),
    ).toBeVisible();
    await expect(dialog.queryByText(shownText(t('common.stats.everyoneEmpty')))).toBeNull();
  },
};

/** No connection: everyone's results are unavailable offline; the player's own still show. */
export const Offline: Story = {
  name: 'Offline',
  args: { stored: histories.pick('One wrong guess today') },
  parameters: { msw: scenarios.networkError(STATS_CALL) },
  beforeEach: offlineWhileShown,
  play: async (context) => {
    const t = storyT(context);
    const dialog = dialogOf(context);
    await expect(
      await dialog.findByText(shownText(t('common.stats.everyoneOffline'))),
    ).toBeVisible();
    await expect(figure(dialog, t('common.stats.played'))).toBe('1');
  },
};

/** Values this browser holds that are not what a widget writes: skipped, never a crash. */
export const CorruptStorage: Story = {
  name: 'Corrupt storage',
  args: { stored: histories.pick('Corrupt values') },
  play: async (context) => {
    const t = storyT(context);
    const dialog = dialogOf(context);
    await expect(figure(dialog, t('common.stats.played'))).toBe('0');
    await expect(dialog.getByText(shownText(t('common.stats.empty')))).toBeVisible();
  },
};

/** A storage that throws at every read (blocked): the dialog opens, with nothing played. */
export const StorageUnavailable: Story = {
  name: 'Storage unavailable',
  args: { storageWorks: false },
  play: async (context) => {
    const t = storyT(context);
    const dialog = dialogOf(context);
    await expect(figure(dialog, t('common.stats.played'))).toBe('0');
    await expect(
      await dialog.findByRole('table', { name: t('common.stats.everyone') }),
    ).toBeVisible();
  },
};
