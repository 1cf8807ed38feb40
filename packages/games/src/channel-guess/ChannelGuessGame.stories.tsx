import type { Meta, StoryObj } from '@storybook/react-vite';
import { LANGUAGES } from '@guessdle/api/modes';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_DATE, scenarios } from '@guessdle/api/mocks';
import { channels } from '@guessdle/data';
import {
  expectWinBox,
  findSearch,
  guess,
  pickWithMouse,
  pictureGuessStoryServer,
  storedGuesses,
  storyAdapters,
  storyLanguage,
  storyNow,
  tabToSearch,
  typeAndPick,
  type WidgetStoryArgs,
  storyT,
  winPartsLoaded,
  namedFixtures,
} from '../shared/testing/stories';
import { ChannelGuessGame, type ChannelGuessGameProps } from './ChannelGuessGame';

const answer = channels[3]!;
const yesterday = channels[5]!;
const wrong = channels.filter((c) => c !== answer).slice(10, 24);

const { answers, stats, handlers } = pictureGuessStoryServer('channel-guess', {
  today: answer.id,
  yesterday: yesterday.id,
});

function stored(list: typeof channels): Record<string, string> {
  return storedGuesses(
    'channel-guess',
    list.map((c) => c.id),
  );
}

function Widget({ stored: initial, ...props }: WidgetStoryArgs<ChannelGuessGameProps>) {
  return <ChannelGuessGame {...storyAdapters(initial)} {...props} />;
}

async function expectWon(canvasElement: HTMLElement, t: Parameters<typeof expectWinBox>[1]) {
  await expectWinBox(canvasElement, t);
  await expect(canvasElement.querySelector('[data-blur]')).toHaveAttribute('data-blur', '0');
}

/** What storage holds when the widget mounts, picked by name (one per story that stores). */
const storage = namedFixtures<string, Record<string, string>>({
  'Nothing stored': {},
  '4 guesses': stored(wrong.slice(0, 4)),
  '10 guesses': stored(wrong.slice(0, 10)),
  'Won after 4 guesses': stored([answer, ...wrong.slice(0, 3)]),
  'Corrupt storage': {
    [`${MOCK_DATE}-channel-guess`]: '{not json',
    [`channel-guess-${MOCK_DATE}-status`]: '[]',
    clientId: 'nope',
  },
});

const meta = {
  title: 'Games/ChannelGuess/Widget',
  // The story test runs these in all six languages (vitest.config.ts).
  tags: ['games'],
  component: Widget,
  args: {
    now: storyNow,
    stored: storage.pick('Nothing stored'),
    shareUrl: 'https://guessdle.example/channel-guess',
    onEvent: fn(),
  },
  argTypes: {
    stored: storage.argType,
    language: { control: 'select', options: [...LANGUAGES] },
    now: { table: { disable: true } },
  },
  render: (args, context) => <Widget {...args} language={storyLanguage(args, context)} />,
  parameters: { layout: 'fullscreen', msw: handlers() },
  loaders: [winPartsLoaded],
} satisfies Meta<typeof Widget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fresh: Story = {
  name: 'Fresh: won with the keyboard',
  parameters: { msw: handlers() },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    // Keyboard only: Tab into the search box, type, arrow down, Enter.
    await tabToSearch(canvasElement);
    await typeAndPick(wrong[0]!.name);
    await expect(canvasElement.querySelector('[data-blur]')).toHaveAttribute('data-blur', '9');
    await typeAndPick(answer.name);
    await expectWon(canvasElement, t);
    await expect(canvas.getByText(t('common.shareTitle', { count: 2 }))).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByText(t('common.counter', { count: 129 }))).toBeVisible(),
    );
    await expect(args.onEvent).toHaveBeenCalledWith({
      eventName: 'channel success',
      attrs: { id: answer.id, tries: 2 },
    });
  },
};

export const WonWithMouse: Story = {
  name: 'Fresh: won with the mouse',
  parameters: { msw: handlers() },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    await pickWithMouse(canvasElement, answer.name);
    await expectWon(canvasElement, t);
  },
};

export const SeveralGuesses: Story = {
  name: 'Several guesses',
  args: { stored: storage.pick('4 guesses') },
  parameters: { msw: handlers() },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await findSearch(canvasElement);
    const list = canvas.getByRole('list', { name: t('common.guessesLabel') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await guess(canvasElement, answer.name);
    await expectWon(canvasElement, t);
  },
};

export const SharpAfterTenTries: Story = {
  name: 'Sharp logo after 10 tries',
  args: { stored: storage.pick('10 guesses') },
  parameters: { msw: handlers() },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    await findSearch(canvasElement);
    await expect(canvasElement.querySelector('[data-blur]')).toHaveAttribute('data-blur', '0');
    await guess(canvasElement, answer.name);
    await expectWon(canvasElement, t);
  },
};

export const RestoredAfterReload: Story = {
  name: 'Won, restored after reload',
  args: { stored: storage.pick('Won after 4 guesses') },
  parameters: { msw: handlers() },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('common.congratulations'))).toBeVisible();
    const list = canvas.getByRole('list', { name: t('common.guessesLabel') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const CorruptStorage: Story = {
  name: 'Corrupt storage',
  args: {
    stored: storage.pick('Corrupt storage'),
  },
  parameters: { msw: handlers() },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    await guess(canvasElement, answer.name);
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
  parameters: { msw: scenarios.slow(1500, { answers, stats }) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('common.loading'))).toBeVisible();
    await expect(await canvas.findByRole('combobox')).toBeVisible();
    await guess(canvasElement, answer.name);
    await expectWon(canvasElement, t);
  },
};

export const MissingData: Story = {
  name: 'Missing data',
  parameters: { msw: scenarios.missingDaily('channel-guess', { answers }) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('channelGuess.unavailable'))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('channelGuess.title') })).toBeVisible();
  },
};

export const ServerError: Story = {
  name: 'Server error',
  parameters: { msw: scenarios.serverError('channelGuessDailyGuess', { answers }) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('common.errorTitle'))).toBeVisible();
    await expect(canvas.getByText(t('common.errorMessage'))).toBeVisible();
  },
};

export const NetworkError: Story = {
  name: 'Network error',
  parameters: { msw: scenarios.networkError('serverDate', { answers }) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    await expect(await within(canvasElement).findByText(t('common.errorMessage'))).toBeVisible();
  },
};

/** The channels (the dataset call) fail to load: the error view; Retry loads them and the game. */
export const DatasetError: Story = {
  name: 'Dataset error',
  parameters: { msw: scenarios.serverErrorOnce('channels', { answers }) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('common.errorMessage'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(await canvas.findByRole('combobox')).toBeVisible();
  },
};

/** The channels are slow while the day's answer is quick: the game waits for both. */
export const DatasetLoading: Story = {
  name: 'Dataset loading',
  parameters: { msw: scenarios.pending('channels', { answers }) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('common.loading'))).toBeVisible();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};

export const Spanish: Story = {
  args: { language: 'es' },
  parameters: { msw: handlers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByPlaceholderText('Busca un canal porno')).toBeVisible();
  },
};
