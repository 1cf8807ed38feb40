import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadWinParts } from '../daily-view/DailyViewParts';
import { LANGUAGES } from '@guessdle/api/modes';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createHandlers, MOCK_DATE, scenarios } from '@guessdle/api/mocks';
import { performers } from '@guessdle/data';
import {
  expectWinBox,
  findSearch,
  guess,
  pickWithMouse,
  storedGuesses,
  storyAdapters,
  storyLanguage,
  storyNow,
  type WidgetStoryArgs,
  storyT,
  partsLoaded,
  namedFixtures,
} from '../../testing/stories';
import { ClassicGame, type ClassicGameProps } from './ClassicGame';
import { loadClassicPlayed } from './ClassicGameView';
import { shownText } from '../../testing/text';

const answer = performers[3]!;
const yesterday = performers[5]!;
const wrong = performers.filter((p) => p !== answer).slice(10, 22);
const easyAnswer = performers.filter((p) => p.rank <= 50)[7]!;
const mediumAnswer = performers.filter((p) => p.rank <= 100)[63 % 100]!;

const answers = {
  classic: {
    today: answer.profileUrl,
    yesterday: yesterday.profileUrl,
  },
};
const poolAnswers = {
  classic: {
    easy: { today: easyAnswer.profileUrl, yesterday: null },
    medium: { today: mediumAnswer.profileUrl, yesterday: null },
    hard: { today: answer.profileUrl, yesterday: yesterday.profileUrl },
  },
};
const handlers = createHandlers({ answers, stats: { classic: 128 } });

function guessesKey(ids: string[]): Record<string, string> {
  return storedGuesses('classic', ids);
}

function Widget({ stored, ...props }: WidgetStoryArgs<ClassicGameProps>) {
  return <ClassicGame {...storyAdapters(stored)} {...props} />;
}

async function expectWon(canvasElement: HTMLElement, t: Parameters<typeof expectWinBox>[1]) {
  // The win box waits for the winning row's 7 cards to flip (400 ms stagger, 1 s each).
  await expectWinBox(canvasElement, t);
}

/** What storage holds when the widget mounts, picked by name (one per story that stores). */
const storage = namedFixtures<string, Record<string, string>>({
  'Nothing stored': {},
  '4 guesses': guessesKey(wrong.slice(0, 4).map((p) => p.profileUrl)),
  '10 guesses': guessesKey(wrong.slice(0, 10).map((p) => p.profileUrl)),
  'Won after 4 guesses': guessesKey([answer, ...wrong.slice(0, 3)].map((p) => p.profileUrl)),
  'Corrupt storage': {
    [`${MOCK_DATE}-classic`]: '{not json',
    [`classic-${MOCK_DATE}-status`]: '[]',
    featureFlags: 'ClassicModes',
    clientId: 'nope',
  },
});

const meta = {
  title: 'Games/Classic/Widget',
  // The story test runs these in all six languages (vitest.config.ts).
  tags: ['games'],
  component: Widget,
  args: {
    now: storyNow,
    stored: storage.pick('Nothing stored'),
    shareUrl: 'https://guessdle.example/classic',
    onEvent: fn(),
  },
  argTypes: {
    stored: storage.argType,
    language: { control: 'select', options: [...LANGUAGES] },
    now: { table: { disable: true } },
  },
  render: (args, context) => <Widget {...args} language={storyLanguage(args, context)} />,
  parameters: { layout: 'fullscreen', msw: handlers },
  loaders: [partsLoaded(loadWinParts, loadClassicPlayed)],
} satisfies Meta<typeof Widget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fresh: Story = {
  name: 'Fresh: won with the keyboard',
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    await guess(canvasElement, wrong[0]!.name);
    await guess(canvasElement, answer.name);
    await expectWon(canvasElement, t);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(shownText(t('common.shareTitle', { count: 2 })))).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByText(shownText(t('common.counter', { count: 129 })))).toBeVisible(),
    );
    await expect(args.onEvent).toHaveBeenCalledWith({
      eventName: 'classic success',
      attrs: { id: answer.profileUrl, tries: 2 },
    });
  },
};

export const WonWithMouse: Story = {
  name: 'Fresh: won with the mouse',
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    await pickWithMouse(canvasElement, answer.name);
    await expectWon(canvasElement, t);
  },
};

export const Loading: Story = {
  parameters: { msw: scenarios.slow(600_000, { answers }) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    await expect(within(canvasElement).getByText(t('common.loading'))).toBeVisible();
  },
};

export const SlowApi: Story = {
  name: 'Slow API',
  parameters: { msw: scenarios.slow(1500, { answers, stats: { classic: 128 } }) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('common.loading'))).toBeVisible();
    await expect(await canvas.findByRole('combobox')).toBeVisible();
  },
};

export const MissingData: Story = {
  name: 'Missing data',
  parameters: { msw: scenarios.missingDaily('classic', { answers }) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('common.errorTitle'))).toBeVisible();
  },
};

export const ApiError: Story = {
  name: 'API error',
  parameters: { msw: scenarios.serverError('serverDate', { answers }) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('common.errorMessage'))).toBeVisible();
  },
};

export const NetworkError: Story = {
  name: 'Network error',
  parameters: { msw: scenarios.networkError('classicDailyGuess', { answers }) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('common.errorTitle'))).toBeVisible();
  },
};

/** The performers (the dataset call) fail to load: the same error view, and Retry asks again. */
export const DatasetError: Story = {
  name: 'Dataset error',
  parameters: { msw: scenarios.serverError('performers', { answers }) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('common.errorMessage'))).toBeVisible();
  },
};

export const SeveralGuesses: Story = {
  name: 'Several guesses',
  args: { stored: storage.pick('4 guesses') },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await findSearch(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    await guess(canvasElement, answer.name);
    await expectWon(canvasElement, t);
  },
};

export const ClueUnlocked: Story = {
  name: 'Clue unlocked',
  args: { stored: storage.pick('10 guesses') },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await findSearch(canvasElement);
    await expect(canvas.getByText(t('classic.clues.rankingUnlocked'))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(`^${t('classic.clues.rankingTitle')}`) }),
    );
    await expect(
      canvas.getByRole('region', { name: t('classic.clues.rankingListLabel') }),
    ).toBeVisible();
    await expect(args.onEvent).toHaveBeenCalledWith({
      eventName: 'clue click',
      attrs: { clue: 'ranking', gamemode: 'classic' },
    });
  },
};

export const RestoredAfterReload: Story = {
  name: 'Won, restored after reload',
  args: {
    stored: storage.pick('Won after 4 guesses'),
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(shownText(t('common.congratulations')))).toBeVisible();
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(4);
    await expect(rows.some((row) => row.hasAttribute('data-animated'))).toBe(false);
    await expect(canvasElement.querySelector('[data-animating]')).toBeNull();
  },
};

export const CorruptStorage: Story = {
  name: 'Corrupt storage',
  args: {
    stored: storage.pick('Corrupt storage'),
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    await guess(canvasElement, answer.name);
    await expectWon(canvasElement, t);
  },
};

export const DifficultyEasy: Story = {
  name: 'Difficulty: easy',
  args: { featureFlags: ['ClassicModes'], difficulty: 'easy' },
  parameters: { msw: createHandlers({ answers: poolAnswers, stats: { classic: { easy: 12 } } }) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(new RegExp(t('classic.difficulty.easyDescription'))),
    ).toBeVisible();
    await guess(canvasElement, easyAnswer.name);
    await expectWon(canvasElement, t);
  },
};

export const DifficultyMedium: Story = {
  name: 'Difficulty: medium',
  args: { featureFlags: ['ClassicModes'], difficulty: 'medium' },
  parameters: { msw: createHandlers({ answers: poolAnswers }) },
};

export const DifficultyHard: Story = {
  name: 'Difficulty: hard',
  args: { featureFlags: ['ClassicModes'], difficulty: 'hard' },
  parameters: { msw: createHandlers({ answers: poolAnswers }) },
};

export const French: Story = {
  args: { language: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByPlaceholderText('Cherche une star du porno')).toBeVisible();
  },
};
