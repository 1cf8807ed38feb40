import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import type { GameMode } from '@guessdle/api/modes';
import type { DailyError, DailyStatus } from '../daily/dailyStore';
import type { PictureModeCase } from '../../testing/pictureModes';
import { itemTypeText } from '../i18n/texts';
import {
  EveryPictureMode,
  everyModeParameters,
  everyModePlay,
  expectLoadingEverywhere,
  pictureStoryItems,
} from '../../testing/pictureStories';
import { guessEntries, namedFixtures, winPartsLoaded, withWidgetI18n } from '../../testing/stories';
import { shownText, splitText } from '../../testing/text';
import type { PictureGuessViewProps } from './PictureGuessGameView';
import type { PictureGuessViewModel } from './viewModel';

/** A state of the game, whatever the mode: each mode builds its view model from it. */
interface ViewState {
  status: DailyStatus;
  /** Wrong guesses made (after the answer, newest first, once won). */
  wrongTries: number;
  /** The wrong guesses are the items with the longest names. */
  longNames?: boolean;
  count: number | null;
  /** @default 'classic' */
  nextMode?: GameMode | null;
  /** Yesterday's answer is unknown. */
  noYesterday?: boolean;
  error?: DailyError;
  /** The reset passed offline: the puzzle on screen is an earlier day's (the store's dayGone). */
  dayGone?: boolean;
}

function modelOf(pictureMode: PictureModeCase, state: ViewState) {
  const { answer, yesterday, wrong, longNames } = pictureStoryItems(pictureMode);
  const loaded = state.status !== 'loading' && state.status !== 'error';
  const guesses = [
    ...(state.status === 'won' ? [answer] : []),
    ...(state.longNames ? longNames : wrong).slice(0, state.wrongTries),
  ];
  return pictureMode.buildModel({
    status: state.status,
    error: state.error ?? null,
    dayGone: state.dayGone ?? false,
    date: '2025-06-01',
    today: loaded ? pictureMode.id(answer) : null,
    yesterday: state.noYesterday ? null : pictureMode.id(yesterday),
    guesses: guessEntries(guesses.map(pictureMode.id)),
    count: state.count,
    countStatus: 'ready',
    revealPending: false,
    nextMode: state.nextMode === undefined ? 'classic' : state.nextMode,
  });
}

type CallbackProps = Omit<PictureGuessViewProps<PictureGuessViewModel<never>>, 'model'>;

interface EveryModeViewProps extends CallbackProps {
  /** The game's state, shown in every picture mode. */
  state: ViewState;
}

/** The picture game's view in every picture mode (each draws its own picture in the view's slot). */
function EveryModeView({ state, shareUrl, ...callbacks }: EveryModeViewProps) {
  return (
    <EveryPictureMode
      render={(pictureMode) => (
        <pictureMode.View
          {...callbacks}
          model={modelOf(pictureMode, state)}
          shareUrl={`${shareUrl ?? ''}/${pictureMode.mode}`}
        />
      )}
    />
  );
}

/** The states a designer picks from the state control, by name. */
const states = namedFixtures<string, ViewState>({
  Fresh: { status: 'playing', wrongTries: 0, count: null },
  '4 guesses': { status: 'playing', wrongTries: 4, count: 128 },
  '4 guesses, long names': { status: 'playing', wrongTries: 4, longNames: true, count: 128 },
  'After 12 tries': { status: 'playing', wrongTries: 12, count: 128 },
  Won: { status: 'won', wrongTries: 3, count: 129 },
  'Won after many guesses, every mode done': {
    status: 'won',
    wrongTries: 11,
    count: 129,
    nextMode: null,
    noYesterday: true,
  },
  'New puzzle needs a connection': { status: 'playing', wrongTries: 2, count: 128, dayGone: true },
  Loading: { status: 'loading', wrongTries: 0, count: null },
  'Missing data': {
    status: 'error',
    wrongTries: 0,
    count: null,
    error: { kind: 'missing-data', message: 'No answer for 2025-06-01' },
  },
  'API error': {
    status: 'error',
    wrongTries: 0,
    count: null,
    error: { kind: 'request-failed', message: 'Failed to fetch' },
  },
});

const meta = {
  title: 'Games/PictureGuess/View',
  // The story test runs these in all six languages (vitest.config.ts).
  tags: ['games'],
  component: EveryModeView,
  args: {
    state: states.pick('Fresh'),
    shareUrl: 'https://guessdle.example',
    onPick: fn(),
    onCopy: fn(),
    onRetry: fn(),
  },
  argTypes: {
    state: states.argType,
    // Callbacks show in the Actions panel; their source is no control.
    onPick: { table: { disable: true } },
    onCopy: { table: { disable: true } },
    onRetry: { table: { disable: true } },
  },
  decorators: [withWidgetI18n],
  parameters: everyModeParameters,
  loaders: [winPartsLoaded],
} satisfies Meta<typeof EveryModeView>;

export default meta;
type Story = StoryObj<typeof meta>;

type ViewArgs = Pick<EveryModeViewProps, 'onPick' | 'onCopy' | 'onRetry'>;

export const Loading: Story = {
  args: { state: states.pick('Loading') },
  play: expectLoadingEverywhere,
};

export const MissingData: Story = {
  name: 'Missing data',
  args: { state: states.pick('Missing data') },
  play: everyModePlay<ViewArgs>(async ({ pictureMode: { texts }, canvas, t, args }) => {
    await expect(canvas.getByRole('heading', { name: t(texts.title) })).toBeVisible();
    await expect(canvas.getByText(t(texts.unavailable))).toBeVisible();
    const retries = (args.onRetry as Mock).mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(retries + 1);
  }),
};

export const ApiError: Story = {
  name: 'API error',
  args: { state: states.pick('API error') },
  play: everyModePlay(async ({ pictureMode: { texts }, canvas, t }) => {
    await expect(canvas.getByRole('heading', { name: t(texts.title) })).toBeVisible();
    await expect(canvas.getByText(t('common.errorTitle'))).toBeVisible();
    await expect(canvas.getByText(t('common.errorMessage'))).toBeVisible();
  }),
};

export const Fresh: Story = {
  args: { state: states.pick('Fresh') },
  play: everyModePlay<ViewArgs>(async ({ pictureMode, canvas, t, args, wrong, hidden }) => {
    const { texts } = pictureMode;
    await expect(canvas.getByRole('heading', { name: t(texts.title) })).toBeVisible();
    await expect(canvas.getByText(t(texts.help))).toBeVisible();
    await expect(hidden()).toBe(pictureMode.hiddenAfter(0));
    await userEvent.click(canvas.getByPlaceholderText(t(texts.searchPlaceholder)));
    await userEvent.keyboard(pictureMode.name(wrong[0]!));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onPick).toHaveBeenLastCalledWith(pictureMode.id(wrong[0]!));
  }),
};

/** The reset passed offline: the title and the counter's line say the puzzle is the previous one. */
export const DayGone: Story = {
  name: 'New puzzle needs a connection',
  args: { state: states.pick('New puzzle needs a connection') },
  play: everyModePlay(async ({ pictureMode: { texts }, canvas, t }) => {
    await expect(canvas.getByRole('heading', { name: t('common.previousTitle') })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: t(texts.title) })).toBeNull();
  }),
};

export const SeveralGuesses: Story = {
  name: '4 guesses',
  args: { state: states.pick('4 guesses') },
  play: everyModePlay(async ({ pictureMode, canvas, t, hidden }) => {
    const list = canvas.getByRole('list', { name: t('common.guessesLabel') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(hidden()).toBe(pictureMode.hiddenAfter(4));
    if (pictureMode.nameHint) {
      await expect(canvas.getByText(t(pictureMode.texts.hint!.locked, { count: 6 }))).toBeVisible();
    }
  }),
};

export const LongNames: Story = {
  name: '4 guesses, long names',
  args: { state: states.pick('4 guesses, long names') },
  play: everyModePlay(async ({ pictureMode, canvas, longNames }) => {
    await expect(canvas.getByText(pictureMode.name(longNames[0]!))).toBeVisible();
  }),
};

/** Past ten tries the picture shows in full (a portrait's zoom, a logo's blur) and the hint shows. */
export const AfterTwelveTries: Story = {
  name: 'After 12 tries',
  args: { state: states.pick('After 12 tries') },
  play: everyModePlay(async ({ pictureMode, canvas, t, answer, hidden }) => {
    const { texts } = pictureMode;
    await expect(hidden()).toBe(pictureMode.hiddenAfter(12));
    await expect(canvas.getByRole('img', { name: t(texts.alt.clear) })).toBeVisible();
    if (pictureMode.nameHint) {
      await expect(canvas.getByText(t(texts.hint!.title))).toBeVisible();
      await expect(canvas.getByTestId('name-hint')).toHaveTextContent(
        pictureMode.name(answer).slice(0, 2),
      );
    }
  }),
};

export const Won: Story = {
  args: { state: states.pick('Won') },
  play: everyModePlay<ViewArgs>(async ({ pictureMode, canvas, t, args, answer, hidden }) => {
    const { fields } = pictureMode.settings;
    const context = fields.context(answer);
    const type = itemTypeText(t, fields.type(answer), context);
    const message = t('common.winMessage', { name: pictureMode.name(answer), type, context });
    await expect(canvas.getByText(shownText(t('common.congratulations')))).toBeVisible();
    await expect(canvas.getByText(splitText(message.replace(/<\/?strong>/g, '')))).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    const next = t('common.nextModeAction', { mode: t('modes.classic.title') });
    await expect(canvas.getByRole('link', { name: next })).toBeVisible();
    await expect(hidden()).toBe(pictureMode.solved);
    await expect(canvas.getByText(shownText(t('common.shareTitle', { count: 4 })))).toBeVisible();
    const copies = (args.onCopy as Mock).mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: t('common.copy') }));
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledTimes(copies + 1));
  }),
};

export const WonEveryModeDone: Story = {
  name: 'Won after many guesses, every mode done',
  args: { state: states.pick('Won after many guesses, every mode done') },
  play: everyModePlay(async ({ canvas, t }) => {
    await expect(canvas.getByText(shownText(t('common.congratulations')))).toBeVisible();
    // No next mode to offer.
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText(shownText(t('common.shareTitle', { count: 12 })))).toBeVisible();
  }),
};
