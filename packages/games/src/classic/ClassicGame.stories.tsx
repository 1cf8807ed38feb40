import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createHttpApi, type GuessdleApi } from '@guessdle/api';
import { createHandlers, MOCK_DATE, scenarios } from '@guessdle/api/mocks';
import { performers } from '@guessdle/data';
import { createMemoryStorage } from '../shared/storage';
import { ClassicGame, type ClassicGameProps } from './ClassicGame';

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

/** The page's clock, pinned to the mock server's day so the reset is 12 hours away. */
const now = () => Date.parse(`${MOCK_DATE}T12:00:00.000Z`);

interface StoryArgs extends Omit<ClassicGameProps, 'api' | 'storage'> {
  /** What the browser's storage holds when the widget mounts. */
  stored?: Record<string, string>;
}

function guessesKey(ids: string[], mode = 'classic'): Record<string, string> {
  return { [`${MOCK_DATE}-${mode}`]: JSON.stringify(ids) };
}

function Widget({ stored, ...props }: StoryArgs) {
  // The real HTTP client: msw answers its requests (parameters.msw).
  const api: GuessdleApi = createHttpApi({ baseUrl: '', apiKey: 'storybook' });
  return <ClassicGame api={api} storage={createMemoryStorage(stored)} {...props} />;
}

async function guess(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const input = await canvas.findByRole('combobox', {}, { timeout: 5000 });
  await userEvent.click(input);
  await userEvent.keyboard(name);
  await userEvent.keyboard('{ArrowDown}{Enter}');
}

async function expectWon(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  // The win box waits for the winning row's 7 cards to flip (400 ms stagger, 1 s each).
  await waitFor(() => expect(canvas.getByText('Congratulations!')).toBeVisible(), {
    timeout: 8000,
  });
  await expect(canvas.queryByRole('combobox')).toBeNull();
}

const meta = {
  title: 'Games/Classic/Widget',
  component: Widget,
  args: { now, shareUrl: 'https://guessdle.example/classic', onEvent: fn() },
  render: (args, context) => (
    <Widget {...args} language={args.language ?? String(context.globals.locale ?? 'en')} />
  ),
  parameters: { layout: 'fullscreen', msw: handlers },
} satisfies Meta<typeof Widget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fresh: Story = {
  name: 'Fresh: won with the keyboard',
  play: async ({ canvasElement, args }) => {
    await guess(canvasElement, wrong[0]!.name);
    await guess(canvasElement, answer.name);
    await expectWon(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('You solved the puzzle in 2 guesses! Share your results with your friends!'),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByText('129 people already found out!')).toBeVisible());
    await expect(args.onEvent).toHaveBeenCalledWith({
      eventName: 'classic success',
      attrs: { id: answer.profileUrl, tries: 2 },
    });
  },
};

export const WonWithMouse: Story = {
  name: 'Fresh: won with the mouse',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('combobox', {}, { timeout: 5000 });
    await userEvent.click(input);
    await userEvent.keyboard(answer.name.slice(0, 5));
    await userEvent.click(await canvas.findByRole('option', { name: answer.name }));
    await expectWon(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { msw: scenarios.slow(600_000, { answers }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toBeVisible();
  },
};

export const SlowApi: Story = {
  parameters: { msw: scenarios.slow(1500, { answers, stats: { classic: 128 } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading...')).toBeVisible();
    await expect(await canvas.findByRole('combobox', {}, { timeout: 8000 })).toBeVisible();
  },
};

export const MissingData: Story = {
  parameters: { msw: scenarios.missingDaily('classic', { answers }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('We are experimenting some problems', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const ApiError: Story = {
  parameters: { msw: scenarios.serverError('serverDate', { answers }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Please try again later', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const NetworkError: Story = {
  parameters: { msw: scenarios.networkError('classicDailyGuess', { answers }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('We are experimenting some problems', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const SeveralGuesses: Story = {
  args: { stored: guessesKey(wrong.slice(0, 4).map((p) => p.profileUrl)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', {}, { timeout: 5000 });
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    await guess(canvasElement, answer.name);
    await expectWon(canvasElement);
  },
};

export const ClueUnlocked: Story = {
  args: { stored: guessesKey(wrong.slice(0, 10).map((p) => p.profileUrl)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', {}, { timeout: 5000 });
    await expect(canvas.getByText('Ranking can be displayed now')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Ranking/ }));
    await expect(canvas.getByRole('region', { name: 'Performers by rank' })).toBeVisible();
    await expect(args.onEvent).toHaveBeenCalledWith({
      eventName: 'clue click',
      attrs: { clue: 'ranking', gamemode: 'classic' },
    });
  },
};

export const RestoredAfterReload: Story = {
  name: 'Won, restored after reload',
  args: {
    stored: guessesKey([answer, ...wrong.slice(0, 3)].map((p) => p.profileUrl)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Congratulations!', {}, { timeout: 5000 })).toBeVisible();
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(4);
    await expect(rows.some((row) => row.hasAttribute('data-animated'))).toBe(false);
    await expect(canvasElement.querySelector('[data-animating]')).toBeNull();
  },
};

export const CorruptStorage: Story = {
  args: {
    stored: {
      [`${MOCK_DATE}-classic`]: '{not json',
      [`classic-${MOCK_DATE}-status`]: '[]',
      featureFlags: 'ClassicModes',
      clientId: 'nope',
    },
  },
  play: async ({ canvasElement }) => {
    await guess(canvasElement, answer.name);
    await expectWon(canvasElement);
  },
};

export const DifficultyEasy: Story = {
  args: { featureFlags: ['ClassicModes'], difficulty: 'easy' },
  parameters: { msw: createHandlers({ answers: poolAnswers, stats: { classic: { easy: 12 } } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Ranks 1 to 50/, {}, { timeout: 5000 })).toBeVisible();
    await guess(canvasElement, easyAnswer.name);
    await expectWon(canvasElement);
  },
};

export const DifficultyMedium: Story = {
  args: { featureFlags: ['ClassicModes'], difficulty: 'medium' },
  parameters: { msw: createHandlers({ answers: poolAnswers }) },
};

export const DifficultyHard: Story = {
  args: { featureFlags: ['ClassicModes'], difficulty: 'hard' },
  parameters: { msw: createHandlers({ answers: poolAnswers }) },
};

export const French: Story = {
  args: { language: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByPlaceholderText('Cherche une star du porno', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
