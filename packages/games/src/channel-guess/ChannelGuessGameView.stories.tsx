import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { channelById, channels } from '@guessdle/data';
import type { GuessEntry } from '../shared/dailyStore';
import {
  guessEntries,
  withWidgetI18n,
  storyT,
  winPartsLoaded,
  namedFixtures,
} from '../shared/testing/stories';
import { ChannelGuessGameView } from './ChannelGuessGameView';
import { buildChannelGuessViewModel, type ChannelGuessViewModel } from './viewModel';
import { splitText } from '../shared/testing/text';

const answer = channels[3]!;
const yesterday = channels[5]!;
const wrong = channels.filter((c) => c !== answer).slice(10, 24);
const longNames = channels
  .filter((c) => c !== answer)
  .toSorted((a, b) => b.name.length - a.name.length);

type ModelState = Parameters<typeof buildChannelGuessViewModel>[0];

const base: ModelState = {
  status: 'playing',
  error: null,
  date: '2025-06-01',
  today: answer.id,
  yesterday: yesterday.id,
  guesses: [],
  count: 64,
  countStatus: 'ready',
  revealPending: false,
  nextMode: 'crono',
};

function entries(list: typeof channels): GuessEntry[] {
  return guessEntries(list.map((c) => c.id));
}

function model(overrides: Partial<ModelState> = {}): ChannelGuessViewModel {
  return buildChannelGuessViewModel({ ...base, ...overrides }, channelById, channels);
}

function blurOf(canvasElement: HTMLElement): string | null {
  return canvasElement.querySelector('[data-blur]')?.getAttribute('data-blur') ?? null;
}

/** The states a designer picks from the model control, by name. */
const models = namedFixtures({
  Fresh: model({ count: null }),
  '4 guesses': model({ guesses: entries(wrong.slice(0, 4)) }),
  '4 guesses, long names': model({ guesses: entries(longNames.slice(0, 4)) }),
  'Sharp logo after 10 tries': model({ guesses: entries(wrong.slice(0, 10)) }),
  Won: model({ status: 'won', guesses: entries([answer, ...wrong.slice(0, 2)]), count: 65 }),
  'Won after many guesses': model({
    status: 'won',
    guesses: entries([answer, ...wrong.slice(0, 7)]),
    yesterday: null,
    nextMode: null,
  }),
  Loading: model({ status: 'loading', today: null, count: null }),
  'Missing data': model({
    status: 'error',
    today: null,
    error: { kind: 'missing-data', message: 'No channel-guess answer for 2025-06-01' },
  }),
  'API error': model({
    status: 'error',
    today: null,
    error: { kind: 'request-failed', message: 'Failed to fetch' },
  }),
});

const meta = {
  title: 'Games/ChannelGuess/View',
  // The story test runs these in all six languages (vitest.config.ts).
  tags: ['games'],
  component: ChannelGuessGameView,
  args: {
    model: models.pick('Fresh'),
    shareUrl: 'https://guessdle.example/channel-guess',
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
} satisfies Meta<typeof ChannelGuessGameView>;

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
    await expect(canvas.getByRole('heading', { name: t('channelGuess.title') })).toBeVisible();
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
    await expect(canvas.getByText(t('channelGuess.help'))).toBeVisible();
    await expect(blurOf(canvasElement)).toBe('10');
    await userEvent.click(canvas.getByPlaceholderText(t('channelGuess.searchPlaceholder')));
    await userEvent.keyboard(wrong[0]!.name);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(wrong[0]!.id);
  },
};

export const SeveralGuesses: Story = {
  name: '4 guesses',
  args: { model: models.pick('4 guesses') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
    await expect(blurOf(canvasElement)).toBe('6');
  },
};

export const SharpAfterTenTries: Story = {
  name: 'Sharp logo after 10 tries',
  args: { model: models.pick('Sharp logo after 10 tries') },
  play: async ({ canvasElement }) => {
    await expect(blurOf(canvasElement)).toBe('0');
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
    await expect(
      canvas.getByText(
        splitText(
          t('common.winMessage', { name: answer.name, type: t('common.itemType.channel') }).replace(
            /<\/?strong>/g,
            '',
          ),
        ),
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(blurOf(canvasElement)).toBe('0');
    await userEvent.click(canvas.getByRole('button', { name: t('common.copy') }));
    await waitFor(() => expect(args.onCopy).toHaveBeenCalled());
  },
};

export const WonAfterManyGuesses: Story = {
  name: 'Won after many guesses',
  args: {
    model: models.pick('Won after many guesses'),
  },
};
