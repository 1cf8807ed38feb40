import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadWinParts } from '../shared/DailyViewParts';
import { expect, fn, within } from 'storybook/test';
import { performers, performerById } from '@guessdle/data';
import type { GuessEntry } from '../shared/dailyStore';
import { guessEntries, withWidgetI18n, storyT, partsLoaded } from '../shared/testing/stories';
import type { ClassicState } from './classicStore';
import { ClassicGameView, loadClassicPlayed } from './ClassicGameView';
import { buildClassicViewModel, type ClassicViewModel } from './viewModel';

const answer = performers[3]!;
const yesterday = performers[5]!;
const wrong = performers.filter((p) => p !== answer).slice(10, 22);

type ModelState = Parameters<typeof buildClassicViewModel>[0];

const base: ModelState = {
  status: 'playing',
  error: null,
  date: '2025-06-01',
  today: answer.profileUrl,
  yesterday: yesterday.profileUrl,
  guesses: [],
  count: 128,
  countStatus: 'ready',
  openClues: {},
  revealPending: false,
  nextMode: 'image-guess',
  difficulty: null,
};

function entries(list: typeof performers, from: GuessEntry['from'] = 'storage'): GuessEntry[] {
  return guessEntries(
    list.map((p) => p.profileUrl),
    from,
  );
}

function model(overrides: Partial<ClassicState> = {}): ClassicViewModel {
  return buildClassicViewModel({ ...base, ...overrides }, performerById, performers);
}

/** The states a designer picks from the model control. */
const fixtures: Record<string, ClassicViewModel> = {
  Fresh: model(),
  '3 guesses': model({ guesses: entries(wrong.slice(0, 3)) }),
  Won: model({ status: 'won', guesses: entries([answer, ...wrong.slice(0, 3)]), count: 129 }),
  'Won after many guesses': model({
    status: 'won',
    guesses: entries([answer, ...wrong.slice(0, 11)]),
    nextMode: null,
  }),
  Loading: model({ status: 'loading', count: null }),
};

const meta = {
  title: 'Games/Classic/View',
  // The story test runs these in all six languages (vitest.config.ts).
  tags: ['games'],
  component: ClassicGameView,
  args: {
    model: model(),
    shareUrl: 'https://guessdle.example/classic',
    onPick: fn(),
    onRevealDone: fn(),
    onToggleClue: fn(),
    onCopy: fn(),
    onRetry: fn(),
  },
  argTypes: {
    // Designers pick a state by name, not 150 candidates as JSON.
    model: {
      control: 'select',
      options: Object.keys(fixtures),
      mapping: fixtures,
    },
    // Callbacks show in the Actions panel; their source is no control.
    onPick: { table: { disable: true } },
    onRevealDone: { table: { disable: true } },
    onToggleClue: { table: { disable: true } },
    onCopy: { table: { disable: true } },
    onRetry: { table: { disable: true } },
  },
  decorators: [withWidgetI18n],
  parameters: { layout: 'fullscreen' },
  loaders: [partsLoaded(loadWinParts, loadClassicPlayed)],
} satisfies Meta<typeof ClassicGameView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { model: model({ status: 'loading', guesses: [], count: null }) },
};

export const MissingData: Story = {
  args: {
    model: model({
      status: 'error',
      error: { kind: 'missing-data', message: 'No classic answer for 2025-06-01' },
    }),
  },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('common.errorTitle'))).toBeVisible();
    await canvas.getByRole('button', { name: t('common.retry') }).click();
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ApiError: Story = {
  args: {
    model: model({
      status: 'error',
      error: { kind: 'request-failed', message: 'Failed to fetch' },
    }),
  },
};

export const Fresh: Story = {
  args: { model: model({ count: null }) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByPlaceholderText(t('classic.searchPlaceholder'))).toBeVisible();
    await expect(canvas.getByText(t('classic.clues.debutLocked', { count: 5 }))).toBeVisible();
    await expect(canvas.getByText(t('classic.clues.rankingLocked', { count: 10 }))).toBeVisible();
  },
};

/** The grid is a stacking context of its own, so a frame that changes only the search box re-uses its painting. */
export const SeveralGuesses: Story = {
  args: { model: model({ guesses: entries(wrong.slice(0, 4)) }) },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('table');
    await expect(within(grid).getAllByRole('row')).toHaveLength(5);
    await expect(getComputedStyle(grid.parentElement!).isolation).toBe('isolate');
  },
};

export const TypedGuessFlipping: Story = {
  args: {
    model: model({
      guesses: [...entries(wrong.slice(0, 1), 'user'), ...entries(wrong.slice(1, 3))],
    }),
  },
};

export const DebutClueUnlocked: Story = {
  args: {
    model: model({ guesses: entries(wrong.slice(0, 5)), openClues: { debut: true } }),
  },
};

export const RankingClueOpen: Story = {
  args: {
    model: model({ guesses: entries(wrong.slice(0, 10)), openClues: { ranking: true } }),
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: t('classic.clues.rankingListLabel') }),
    ).toBeVisible();
  },
};

export const Won: Story = {
  args: {
    model: model({
      status: 'won',
      guesses: entries([answer, ...wrong.slice(0, 3)]),
      count: 129,
    }),
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('common.congratulations'))).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

export const WonAfterManyGuesses: Story = {
  args: {
    model: model({
      status: 'won',
      guesses: entries([answer, ...wrong.slice(0, 11)]),
      nextMode: null,
    }),
  },
};

export const WinRevealing: Story = {
  name: 'Won, row still flipping',
  args: {
    model: model({
      status: 'won',
      guesses: [...entries([answer], 'user'), ...entries(wrong.slice(0, 2))],
      revealPending: true,
    }),
  },
};

export const DifficultyEasy: Story = {
  args: { model: model({ difficulty: 'easy' }) },
};

export const DifficultyMedium: Story = {
  args: { model: model({ difficulty: 'medium', guesses: entries(wrong.slice(0, 2)) }) },
};

export const DifficultyHard: Story = {
  args: { model: model({ difficulty: 'hard' }) },
};

export const CustomDisclaimer: Story = {
  args: { disclaimer: 'Data from our own partner catalogue.' },
};
