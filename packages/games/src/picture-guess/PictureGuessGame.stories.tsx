import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dailyModeRoutes } from '@guessdle/api';
import { LANGUAGES } from '@guessdle/api/modes';
import {
  createHandlers,
  MOCK_DATE,
  scenarios,
  type HandlerOptions,
  type MockApiOptions,
} from '@guessdle/api/mocks';
import { PictureGuessGame } from './PictureGames';
import { PICTURE_MODE_CASES, type PictureModeCase } from '../../testing/pictureModes';
import {
  EveryPictureMode,
  everyModeParameters,
  type ModeStep,
  everyModePlay,
  expectLoadingEverywhere,
  pictureStoryItems,
} from '../../testing/pictureStories';
import {
  expectWinBox,
  findSearch,
  guess,
  namedFixtures,
  pickWithMouse,
  storedGuesses,
  storyAdapters,
  storyLanguage,
  storyNow,
  tabToSearch,
  typeAndPick,
  winPartsLoaded,
} from '../../testing/stories';
import { GAME_EVENTS } from '../tracking/tracking';
import type { DailyWidgetProps } from '../widget/widgetRuntime';
import { shownText } from '../../testing/text';

// The mock server of these stories: today's and yesterday's answers of every picture mode, and
// its counter. Every story starts from the counter's first value (resetMocks in
// .storybook/preview.tsx), so no run's win changes another run's count.
const answers: MockApiOptions['answers'] = Object.fromEntries(
  PICTURE_MODE_CASES.map((pictureMode) => {
    const { answer, yesterday } = pictureStoryItems(pictureMode);
    return [
      pictureMode.mode,
      { today: pictureMode.id(answer), yesterday: pictureMode.id(yesterday) },
    ];
  }),
);
const stats: MockApiOptions['stats'] = Object.fromEntries(
  PICTURE_MODE_CASES.map((pictureMode) => [pictureMode.mode, 128]),
);

function handlers(options: HandlerOptions = {}) {
  return createHandlers({ answers, stats, ...options });
}

type Handlers = ReturnType<typeof createHandlers>;

/**
 * One scenario for every picture mode at once: each mode's changed handler (a scenario puts it
 * before the full set), then the full set.
 */
function forEveryMode(scenario: (pictureMode: PictureModeCase) => Handlers): Handlers {
  const normal = handlers();
  return [
    ...PICTURE_MODE_CASES.flatMap((pictureMode) => {
      const changed = scenario(pictureMode);
      return changed.slice(0, changed.length - normal.length);
    }),
    ...normal,
  ];
}

/** What storage holds at mount, whatever the mode: each mode stores its own items' ids. */
type StoredState = { wrongTries: number; won?: boolean } | { corrupt: true };

function storedFor(pictureMode: PictureModeCase, stored: StoredState): Record<string, string> {
  if ('corrupt' in stored) {
    return {
      [`${MOCK_DATE}-${pictureMode.mode}`]: '{not json',
      [`${pictureMode.mode}-${MOCK_DATE}-status`]: '[]',
      clientId: 'nope',
    };
  }
  const { answer, wrong } = pictureStoryItems(pictureMode);
  const guesses = [...(stored.won ? [answer] : []), ...wrong.slice(0, stored.wrongTries)];
  return guesses.length > 0 ? storedGuesses(pictureMode.mode, guesses.map(pictureMode.id)) : {};
}

/** What storage holds when the widgets mount, picked by name (one per story that stores). */
const storage = namedFixtures<string, StoredState>({
  'Nothing stored': { wrongTries: 0 },
  '4 guesses': { wrongTries: 4 },
  '10 guesses': { wrongTries: 10 },
  'Won after 4 guesses': { won: true, wrongTries: 3 },
  'Corrupt storage': { corrupt: true },
});

interface EveryModeWidgetProps extends Omit<DailyWidgetProps, 'api' | 'storage'> {
  /** What the browser's storage holds when the widgets mount. */
  stored: StoredState;
}

/** The widget of every picture mode, each with its own adapters (the real HTTP client, msw). */
function EveryModeWidget({ stored, shareUrl, ...props }: EveryModeWidgetProps) {
  return (
    <EveryPictureMode
      render={(pictureMode) => (
        <PictureGuessGame
          mode={pictureMode.mode}
          {...storyAdapters(storedFor(pictureMode, stored))}
          {...props}
          shareUrl={`${shareUrl ?? ''}/${pictureMode.mode}`}
        />
      )}
    />
  );
}

type WidgetStep = ModeStep<Pick<EveryModeWidgetProps, 'onEvent'>>;

/** The mode's win box shows, the search is gone and the picture is solved. */
async function expectWon({ pictureMode, box, t, hidden }: WidgetStep) {
  await expectWinBox(box, t);
  await expect(hidden()).toBe(pictureMode.solved);
}

/** Mouse: picks today's answer at once, and sees the win. */
async function winWithMouse(step: WidgetStep) {
  await pickWithMouse(step.box, step.pictureMode.name(step.answer));
  await expectWon(step);
}

/** The line comparing the player with today's other players reads `text`. */
async function expectEveryoneLine({ canvas }: WidgetStep, text: string) {
  await waitFor(() => expect(canvas.getByTestId('everyone')).toHaveTextContent(text));
}

const meta = {
  title: 'Games/PictureGuess/Widget',
  // The story test runs these in all six languages (vitest.config.ts).
  tags: ['games'],
  component: EveryModeWidget,
  args: {
    now: storyNow,
    stored: storage.pick('Nothing stored'),
    shareUrl: 'https://guessdle.example',
    onEvent: fn(),
  },
  argTypes: {
    stored: storage.argType,
    language: { control: 'select', options: [...LANGUAGES] },
    now: { table: { disable: true } },
  },
  render: (args, context) => <EveryModeWidget {...args} language={storyLanguage(args, context)} />,
  parameters: { ...everyModeParameters, msw: handlers() },
  loaders: [winPartsLoaded],
} satisfies Meta<typeof EveryModeWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fresh: Story = {
  name: 'Fresh: won with the keyboard',
  parameters: { msw: handlers() },
  play: everyModePlay<WidgetStep['args']>(async (step) => {
    const { pictureMode, box, canvas, t, args, answer, wrong, hidden } = step;
    // Keyboard only: Tab into the search box, type, arrow down, Enter.
    await tabToSearch(box);
    await typeAndPick(pictureMode.name(wrong[0]!));
    await expect(hidden()).toBe(pictureMode.hiddenAfter(1));
    await typeAndPick(pictureMode.name(answer));
    await expectWon(step);
    await expect(canvas.getByText(shownText(t('common.shareTitle', { count: 2 })))).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByText(shownText(t('common.counter', { count: 129 })))).toBeVisible(),
    );
    await expect(args.onEvent).toHaveBeenCalledWith({
      eventName: GAME_EVENTS.success[pictureMode.mode],
      attrs: { id: pictureMode.id(answer), tries: 2 },
    });
  }),
};

export const WonWithMouse: Story = {
  name: 'Fresh: won with the mouse',
  parameters: { msw: handlers() },
  play: everyModePlay(winWithMouse),
};

/** 30 players finished before this one (6 in one guess): a win at the first guess beats 77%. */
const everyone = [
  { tries: 1, players: 6 },
  { tries: 3, players: 12 },
  { tries: 12, players: 12 },
];
const distribution = Object.fromEntries(
  PICTURE_MODE_CASES.map((pictureMode) => [pictureMode.mode, everyone]),
);

export const PercentileShown: Story = {
  name: 'Won: better than most of today’s players',
  parameters: { msw: handlers({ distribution }) },
  play: everyModePlay(async (step) => {
    await winWithMouse(step);
    // 24 of the 31 finishers (this player included) needed more guesses.
    await expectEveryoneLine(step, step.t('common.everyone.betterThan', { percent: 77 }));
  }),
};

export const PercentileNotYet: Story = {
  name: 'Won: the comparison waits for more players',
  parameters: { msw: handlers() },
  play: everyModePlay(async (step) => {
    await winWithMouse(step);
    await expectEveryoneLine(step, step.t('common.everyone.notYet', { min: 20 }));
  }),
};

export const EveryoneHistogram: Story = {
  name: 'Won: statistics with everyone’s chart',
  parameters: { msw: handlers({ distribution }) },
  play: everyModePlay(async (step) => {
    const { box, canvas, t } = step;
    const doc = within(box.ownerDocument.body);
    await winWithMouse(step);
    // The success has landed (the counter moved) before the dialog asks for everyone's tries.
    await waitFor(() =>
      expect(canvas.getByText(shownText(t('common.counter', { count: 129 })))).toBeVisible(),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('common.stats.open') }));
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
    // Closed again before the next mode's turn.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(doc.queryByRole('dialog')).toBeNull());
  }),
};

export const SeveralGuesses: Story = {
  name: 'Several guesses',
  args: { stored: storage.pick('4 guesses') },
  parameters: { msw: handlers() },
  play: everyModePlay(async (step) => {
    const { pictureMode, box, canvas, t, answer, hidden } = step;
    await findSearch(box);
    const list = canvas.getByRole('list', { name: t('common.guessesLabel') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(hidden()).toBe(pictureMode.hiddenAfter(4));
    await guess(box, pictureMode.name(answer));
    await expectWon(step);
  }),
};

/** Ten tries show the whole picture (a portrait's zoom, a logo's blur) and a portrait's name hint. */
export const TenTries: Story = {
  name: 'After 10 tries',
  args: { stored: storage.pick('10 guesses') },
  parameters: { msw: handlers() },
  play: everyModePlay(async (step) => {
    const { pictureMode, box, canvas, t, answer, hidden } = step;
    await findSearch(box);
    await expect(hidden()).toBe(pictureMode.hiddenAfter(10));
    if (pictureMode.nameHint) {
      await expect(canvas.getByText(t(pictureMode.texts.hint!.title))).toBeVisible();
      await expect(canvas.getByTestId('name-hint')).toHaveTextContent(
        pictureMode.name(answer).replace(/[\p{L}\p{N}]/gu, '_'),
      );
    }
    await guess(box, pictureMode.name(answer));
    await expectWon(step);
    await expect(canvas.queryByTestId('name-hint')).toBeNull();
  }),
};

export const RestoredAfterReload: Story = {
  name: 'Won, restored after reload',
  args: { stored: storage.pick('Won after 4 guesses') },
  parameters: { msw: handlers() },
  play: everyModePlay(async ({ pictureMode, canvas, t, hidden }) => {
    await expect(await canvas.findByText(shownText(t('common.congratulations')))).toBeVisible();
    const list = canvas.getByRole('list', { name: t('common.guessesLabel') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(hidden()).toBe(pictureMode.solved);
  }),
};

export const CorruptStorage: Story = {
  name: 'Corrupt storage',
  args: { stored: storage.pick('Corrupt storage') },
  parameters: { msw: handlers() },
  play: everyModePlay(async (step) => {
    await guess(step.box, step.pictureMode.name(step.answer));
    await expectWon(step);
  }),
};

export const Loading: Story = {
  parameters: { msw: scenarios.slow(600_000, { answers }) },
  play: expectLoadingEverywhere,
};

const playOnceLoaded = everyModePlay(async (step) => {
  await expect(await step.canvas.findByRole('combobox')).toBeVisible();
  await guess(step.box, step.pictureMode.name(step.answer));
  await expectWon(step);
});

export const SlowApi: Story = {
  name: 'Slow API',
  parameters: { msw: scenarios.slow(1500, { answers, stats }) },
  play: async (context) => {
    await expectLoadingEverywhere(context);
    await playOnceLoaded(context);
  },
};

export const MissingData: Story = {
  name: 'Missing data',
  parameters: {
    msw: forEveryMode(({ mode }) => scenarios.missingDaily(mode, { answers, stats })),
  },
  play: everyModePlay(async ({ pictureMode: { texts }, canvas, t }) => {
    await expect(await canvas.findByText(t(texts.unavailable))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t(texts.title) })).toBeVisible();
  }),
};

export const ServerError: Story = {
  name: 'Server error',
  parameters: {
    msw: forEveryMode(({ mode }) =>
      scenarios.serverError(dailyModeRoutes[mode].daily, { answers, stats }),
    ),
  },
  play: everyModePlay(async ({ canvas, t }) => {
    await expect(await canvas.findByText(t('common.errorTitle'))).toBeVisible();
    await expect(canvas.getByText(t('common.errorMessage'))).toBeVisible();
  }),
};

export const NetworkError: Story = {
  name: 'Network error',
  parameters: { msw: scenarios.networkError('serverDate', { answers, stats }) },
  play: everyModePlay(async ({ canvas, t }) => {
    await expect(await canvas.findByText(t('common.errorMessage'))).toBeVisible();
  }),
};

/** Each mode's items (the dataset call) fail to load once: the error view; Retry loads the game. */
export const DatasetError: Story = {
  name: 'Dataset error',
  parameters: {
    msw: forEveryMode(({ dataset }) => scenarios.serverErrorOnce(dataset, { answers, stats })),
  },
  play: everyModePlay(async ({ canvas, t }) => {
    await expect(await canvas.findByText(t('common.errorMessage'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(await canvas.findByRole('combobox')).toBeVisible();
  }),
};

/** The items are slow while the day's answer is quick: each game waits for both. */
export const DatasetLoading: Story = {
  name: 'Dataset loading',
  parameters: {
    msw: forEveryMode(({ dataset }) => scenarios.pending(dataset, { answers, stats })),
  },
  play: async (context) => {
    await expectLoadingEverywhere(context);
    await expect(within(context.canvasElement).queryByRole('combobox')).not.toBeInTheDocument();
  },
};

export const Spanish: Story = {
  args: { language: 'es' },
  parameters: { msw: handlers() },
  // The story's own language, whatever the toolbar's: `t` reads the story's `language` arg.
  play: everyModePlay(async ({ pictureMode: { texts }, canvas, t }) => {
    await expect(
      await canvas.findByPlaceholderText(t(texts.searchPlaceholder, { lng: 'es' })),
    ).toBeVisible();
  }),
};
