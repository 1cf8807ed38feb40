import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { performers, performerById } from '@guessdle/data';
import type { GuessEntry } from '../shared/dailyStore';
import {
  guessEntries,
  withWidgetI18n,
  storyT,
  winPartsLoaded,
  namedFixtures,
} from '../shared/testing/stories';
import { ImageGuessGameView } from './ImageGuessGameView';
import { buildImageGuessViewModel, type ImageGuessViewModel } from './viewModel';

const answer = performers[3]!;
const yesterday = performers[5]!;
const wrong = performers.filter((p) => p !== answer).slice(10, 24);
const longNames = performers
  .filter((p) => p !== answer)
  .toSorted((a, b) => b.name.length - a.name.length);

type ModelState = Parameters<typeof buildImageGuessViewModel>[0];

const base: ModelState = {
  status: 'playing',
  error: null,
  date: '2025-06-01',
  today: answer.profileUrl,
  yesterday: yesterday.profileUrl,
  guesses: [],
  count: 128,
  countStatus: 'ready',
  revealPending: false,
  nextMode: 'channel-guess',
};

function entries(list: typeof performers): GuessEntry[] {
  return guessEntries(list.map((p) => p.profileUrl));
}

function model(overrides: Partial<ModelState> = {}): ImageGuessViewModel {
  return buildImageGuessViewModel({ ...base, ...overrides }, performerById, performers);
}

/** The states a designer picks from the model control, by name. */
const models = namedFixtures({
  Fresh: model({ count: null }),
  '4 guesses': model({ guesses: entries(wrong.slice(0, 4)) }),
  '4 guesses, long names': model({ guesses: entries(longNames.slice(0, 4)) }),
  'Name hint after 12 tries': model({ guesses: entries(wrong.slice(0, 12)) }),
  Won: model({ status: 'won', guesses: entries([answer, ...wrong.slice(0, 3)]), count: 129 }),
  'Won after many guesses, every mode done': model({
    status: 'won',
    guesses: entries([answer, ...wrong.slice(0, 11)]),
    nextMode: null,
  }),
  Loading: model({ status: 'loading', today: null, count: null }),
  'Missing data': model({
    status: 'error',
    today: null,
    error: { kind: 'missing-data', message: 'No image-guess answer for 2025-06-01' },
  }),
  'API error': model({
    status: 'error',
    today: null,
    error: { kind: 'request-failed', message: 'Failed to fetch' },
  }),
});

const meta = {
  title: 'Games/ImageGuess/View',
  // The story test runs these in all six languages (vitest.config.ts).
  tags: ['games'],
  component: ImageGuessGameView,
  args: {
    model: models.pick('Fresh'),
    shareUrl: 'https://guessdle.example/image-guess',
    onPick: fn(),
    onCopy: fn(),
    onRetry: fn(),
  },
  argTypes: {
    model: models.argType,
    // Callbacks show in the Actions panel; their source is no control.
    onPick: { table: { disable: true } },
    onCopy: { table: { disable: true } },
    onRetry: { table: { disable: true } },
  },
  decorators: [withWidgetI18n],
  parameters: { layout: 'fullscreen' },
  loaders: [winPartsLoaded],
} satisfies Meta<typeof ImageGuessGameView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { model: models.pick('Loading') },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    await expect(within(canvasElement).getByText(t('common.loading'))).toBeVisible();
  },
};

export const MissingData: Story = {
  name: 'Missing data',
  args: {
    model: models.pick('Missing data'),
  },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('imageGuess.title') })).toBeVisible();
    await expect(canvas.getByText(t('imageGuess.unavailable'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ApiError: Story = {
  name: 'API error',
  args: {
    model: models.pick('API error'),
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('common.errorTitle'))).toBeVisible();
    await expect(canvas.getByText(t('common.errorMessage'))).toBeVisible();
  },
};

export const Fresh: Story = {
  args: { model: models.pick('Fresh') },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('imageGuess.title') })).toBeVisible();
    await expect(canvas.getByText(t('imageGuess.help'))).toBeVisible();
    await expect(canvasElement.querySelector('[data-scale]')).toHaveAttribute('data-scale', '7');
    const input = canvas.getByPlaceholderText(t('imageGuess.searchPlaceholder'));
    await userEvent.click(input);
    await userEvent.keyboard(wrong[0]!.name);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(wrong[0]!.profileUrl);
  },
};

export const SeveralGuesses: Story = {
  name: '4 guesses',
  args: { model: models.pick('4 guesses') },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvasElement.querySelector('[data-scale]')).toHaveAttribute('data-scale', '4.6');
    await expect(canvas.getByText(t('imageGuess.hintLocked', { count: 6 }))).toBeVisible();
  },
};

export const HintShown: Story = {
  name: 'Name hint after 12 tries',
  args: { model: models.pick('Name hint after 12 tries') },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('imageGuess.hintTitle'))).toBeVisible();
    await expect(canvas.getByTestId('name-hint')).toHaveTextContent(answer.name.slice(0, 2));
  },
};

export const Won: Story = {
  args: {
    model: models.pick('Won'),
  },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('common.congratulations'))).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.getByText(t('common.shareTitle', { count: 4 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.copy') }));
    await waitFor(() => expect(args.onCopy).toHaveBeenCalled());
  },
};

export const WonEveryModeDone: Story = {
  name: 'Won after many guesses, every mode done',
  args: {
    model: models.pick('Won after many guesses, every mode done'),
  },
};
