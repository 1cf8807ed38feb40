import type { Meta, StoryObj } from '@storybook/react-vite';
import { LANGUAGES } from '@guessdle/api/modes';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createHandlers, MOCK_DATE, scenarios } from '@guessdle/api/mocks';
import { performers } from '@guessdle/data';
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
import { ImageGuessGame, type ImageGuessGameProps } from './ImageGuessGame';

const answer = performers[3]!;
const yesterday = performers[5]!;
const wrong = performers.filter((p) => p !== answer).slice(10, 24);

const { answers, stats, handlers } = pictureGuessStoryServer('image-guess', {
  today: answer.profileUrl,
  yesterday: yesterday.profileUrl,
});

function stored(list: typeof performers): Record<string, string> {
  return storedGuesses(
    'image-guess',
    list.map((p) => p.profileUrl),
  );
}

function Widget({ stored: initial, ...props }: WidgetStoryArgs<ImageGuessGameProps>) {
  return <ImageGuessGame {...storyAdapters(initial)} {...props} />;
}

async function expectWon(canvasElement: HTMLElement, t: Parameters<typeof expectWinBox>[1]) {
  await expectWinBox(canvasElement, t);
  await expect(canvasElement.querySelector('[data-scale]')).toHaveAttribute('data-scale', '1');
}

/** What storage holds when the widget mounts, picked by name (one per story that stores). */
const storage = namedFixtures<string, Record<string, string>>({
  'Nothing stored': {},
  '4 guesses': stored(wrong.slice(0, 4)),
  '10 guesses': stored(wrong.slice(0, 10)),
  'Won after 4 guesses': stored([answer, ...wrong.slice(0, 3)]),
  'Corrupt storage': {
    [`${MOCK_DATE}-image-guess`]: '{not json',
    [`image-guess-${MOCK_DATE}-status`]: '[]',
    clientId: 'nope',
  },
});

const meta = {
  title: 'Games/ImageGuess/Widget',
  // The story test runs these in all six languages (vitest.config.ts).
  tags: ['games'],
  component: Widget,
  args: {
    now: storyNow,
    stored: storage.pick('Nothing stored'),
    shareUrl: 'https://guessdle.example/image-guess',
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
    await expect(canvasElement.querySelector('[data-scale]')).toHaveAttribute('data-scale', '6.4');
    await typeAndPick(answer.name);
    await expectWon(canvasElement, t);
    await expect(canvas.getByText(t('common.shareTitle', { count: 2 }))).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByText(t('common.counter', { count: 129 }))).toBeVisible(),
    );
    await expect(args.onEvent).toHaveBeenCalledWith({
      eventName: 'image success',
      attrs: { id: answer.profileUrl, tries: 2 },
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

/** 30 players finished before this one (6 in one guess): a win at the first guess beats 77%. */
const everyone = [
  { tries: 1, players: 6 },
  { tries: 3, players: 12 },
  { tries: 12, players: 12 },
];

export const PercentileShown: Story = {
  name: 'Won: better than most of today’s players',
  parameters: {
    msw: createHandlers({ answers, stats, distribution: { 'image-guess': everyone } }),
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    await pickWithMouse(canvasElement, answer.name);
    await expectWon(canvasElement, t);
    // 24 of the 31 finishers (this player included) needed more guesses.
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('everyone')).toHaveTextContent(
        t('common.everyone.betterThan', { percent: 77 }),
      ),
    );
  },
};

export const PercentileNotYet: Story = {
  name: 'Won: the comparison waits for more players',
  parameters: { msw: handlers() },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    await pickWithMouse(canvasElement, answer.name);
    await expectWon(canvasElement, t);
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('everyone')).toHaveTextContent(
        t('common.everyone.notYet', { min: 20 }),
      ),
    );
  },
};

export const EveryoneHistogram: Story = {
  name: 'Won: statistics with everyone’s chart',
  parameters: {
    msw: createHandlers({ answers, stats, distribution: { 'image-guess': everyone } }),
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    await pickWithMouse(canvasElement, answer.name);
    await expectWon(canvasElement, t);
    // The success has landed (the counter moved) before the dialog asks for everyone's tries.
    await waitFor(() =>
      expect(within(canvasElement).getByText(t('common.counter', { count: 129 }))).toBeVisible(),
    );
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('common.stats.open') }),
    );
    const doc = within(canvasElement.ownerDocument.body);
    const dialog = await doc.findByRole('dialog');
    const table = await within(dialog).findByRole('table', { name: t('common.stats.everyone') });
    // The player's own bar (one guess) holds 7 and is marked once the player's statistics are
    // read; the 12-guess players are on the last bar.
    await waitFor(() => {
      const rows = within(table).getAllByRole('row');
      expect(within(rows[1]!).getByRole('cell')).toHaveTextContent('7');
      expect(rows[1]).toHaveAttribute('data-today');
      expect(within(rows[10]!).getByRole('rowheader')).toHaveTextContent('10+');
    });
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

export const HintShown: Story = {
  name: 'Name hint after 10 tries',
  args: { stored: storage.pick('10 guesses') },
  parameters: { msw: handlers() },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('imageGuess.hintTitle'))).toBeVisible();
    await expect(canvas.getByTestId('name-hint')).toHaveTextContent(
      answer.name.replace(/[\p{L}\p{N}]/gu, '_'),
    );
    await guess(canvasElement, answer.name);
    await expectWon(canvasElement, t);
    await expect(canvas.queryByTestId('name-hint')).toBeNull();
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
  parameters: { msw: scenarios.missingDaily('image-guess', { answers }) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('imageGuess.unavailable'))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('imageGuess.title') })).toBeVisible();
  },
};

export const ServerError: Story = {
  name: 'Server error',
  parameters: { msw: scenarios.serverError('imageGuessDailyGuess', { answers }) },
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

/** The performers (the dataset call) fail to load: the error view; Retry loads them and the game. */
export const DatasetError: Story = {
  name: 'Dataset error',
  parameters: { msw: scenarios.serverErrorOnce('performers', { answers }) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('common.errorMessage'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(await canvas.findByRole('combobox')).toBeVisible();
  },
};

/** The performers are slow while the day's answer is quick: the game waits for both. */
export const DatasetLoading: Story = {
  name: 'Dataset loading',
  parameters: { msw: scenarios.pending('performers', { answers }) },
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
    await expect(await canvas.findByPlaceholderText('Busca una opción')).toBeVisible();
  },
};
