import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { performers, performerById } from '@guessdle/data';
import type { GuessEntry } from '../shared/dailyStore';
import { guessEntries, withWidgetI18n } from '../shared/testing/stories';
import { ImageGuessGameView } from './ImageGuessGameView';
import { buildImageGuessViewModel, type ImageGuessViewModel } from './viewModel';

const answer = performers[3]!;
const yesterday = performers[5]!;
const wrong = performers.filter((p) => p !== answer).slice(10, 24);

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

const meta = {
  title: 'Games/ImageGuess/View',
  component: ImageGuessGameView,
  args: {
    model: model(),
    shareUrl: 'https://guessdle.example/image-guess',
    onPick: fn(),
    onCopy: fn(),
    onRetry: fn(),
  },
  decorators: [withWidgetI18n],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ImageGuessGameView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { model: model({ status: 'loading', today: null, count: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toBeVisible();
  },
};

export const MissingData: Story = {
  args: {
    model: model({
      status: 'error',
      today: null,
      error: { kind: 'missing-data', message: 'No image-guess answer for 2025-06-01' },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Who is this?' })).toBeVisible();
    await expect(
      canvas.getByText("Today's puzzle is not available yet. Please try again later."),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ApiError: Story = {
  args: {
    model: model({
      status: 'error',
      today: null,
      error: { kind: 'request-failed', message: 'Failed to fetch' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We are experimenting some problems')).toBeVisible();
    await expect(canvas.getByText('Please try again later')).toBeVisible();
  },
};

export const Fresh: Story = {
  args: { model: model({ count: null }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Who is this?' })).toBeVisible();
    await expect(canvas.getByText('Each try zooms the image out a bit more')).toBeVisible();
    await expect(canvasElement.querySelector('[data-scale]')).toHaveAttribute('data-scale', '7');
    const input = canvas.getByPlaceholderText('Search for an option');
    await userEvent.click(input);
    await userEvent.keyboard(wrong[0]!.name);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(wrong[0]!.profileUrl);
  },
};

export const SeveralGuesses: Story = {
  args: { model: model({ guesses: entries(wrong.slice(0, 4)) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvasElement.querySelector('[data-scale]')).toHaveAttribute('data-scale', '4.6');
    await expect(canvas.getByText('A name hint appears in 6 tries')).toBeVisible();
  },
};

export const HintShown: Story = {
  name: 'Name hint after 12 tries',
  args: { model: model({ guesses: entries(wrong.slice(0, 12)) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Name hint')).toBeVisible();
    await expect(canvas.getByTestId('name-hint')).toHaveTextContent(answer.name.slice(0, 2));
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Congratulations!')).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(
      canvas.getByText('You solved the puzzle in 4 guesses! Share your results with your friends!'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(args.onCopy).toHaveBeenCalled());
  },
};

export const WonEveryModeDone: Story = {
  name: 'Won after many guesses, every mode done',
  args: {
    model: model({
      status: 'won',
      guesses: entries([answer, ...wrong.slice(0, 11)]),
      nextMode: null,
    }),
  },
};
