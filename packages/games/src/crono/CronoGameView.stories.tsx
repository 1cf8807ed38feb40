import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CronoGame } from '@guessdle/api';
import { performers } from '@guessdle/data';
import { namedFixtures, withWidgetI18n, storyT } from '../../testing/stories';
import { CronoGameView, type CronoViewState } from './CronoGameView';
import { shownText } from '../../testing/text';

const shown = performers[7]!;
const options = [performers[2]!, shown, performers[11]!, performers[19]!].map((p) => ({
  id: p.profileUrl,
  name: p.name,
}));

const leaderboard = [
  { username: 'Velvet Comet', score: 14 },
  { username: null, score: 11 },
  { username: 'Quick Fox', score: 9 },
  { username: '', score: 4 },
];

const game: CronoGame = {
  id: '2025-06-01',
  userId: '6f1c2a4e-8b7d-4c3a-9e21-5d4b3c2a1f00',
  status: 'not-started',
  leaderboard: [],
  userCount: 0,
  remainingTime: 60,
  score: 0,
  currentModel: null,
  options: [],
  canSubmitScore: false,
  userScore: null,
};

const ongoing: CronoGame = {
  ...game,
  status: 'ongoing',
  remainingTime: 52,
  score: 3,
  currentModel: { id: 'round-token-1', photoUrl: shown.profilePictureUrl },
  options,
  leaderboard,
  userCount: 12,
};

const finished: CronoGame = {
  ...game,
  status: 'finished',
  remainingTime: 0,
  score: 9,
  leaderboard,
  userCount: 12,
  canSubmitScore: true,
};

function state(overrides: Partial<CronoViewState> = {}): CronoViewState {
  return {
    status: overrides.game?.status ?? 'not-started',
    game,
    secondsLeft: overrides.game?.remainingTime ?? 60,
    startPending: false,
    guessPending: false,
    submitPending: false,
    scoreWaiting: false,
    lastPick: null,
    feedback: null,
    exited: null,
    ...overrides,
  };
}

/** The states a designer picks from the state control, by name (one per story below). */
const states = namedFixtures({
  Loading: state({ status: 'loading', game: null }),
  'Not started, empty leaderboard': state(),
  'Not started, with a leaderboard': state({ game: { ...game, leaderboard, userCount: 12 } }),
  'Private game, with a leaderboard': state({
    game: { ...game, id: 'k3J9xQ2mPaZ8wT4v', leaderboard, userCount: 5 },
  }),
  'Start pending (button disabled)': state({ startPending: true }),
  Starting: state({ game: { ...game, status: 'starting', remainingTime: 2 } }),
  'Ongoing, early': state({ game: ongoing }),
  'Ongoing, last seconds': state({
    game: { ...ongoing, remainingTime: 4, score: 11 },
    lastPick: { correct: true, score: 11, round: 14 },
  }),
  'Ongoing, pick on its way': state({
    game: ongoing,
    guessPending: true,
    feedback: { optionId: options[2]!.id, roundId: 'round-token-1', verdict: 'pending' },
  }),
  'Ongoing, right pick (feedback)': state({
    game: ongoing,
    guessPending: true,
    feedback: { optionId: options[1]!.id, roundId: 'round-token-1', verdict: 'correct' },
    lastPick: { correct: true, score: 4, round: 4 },
  }),
  'Ongoing, wrong pick (feedback)': state({
    game: ongoing,
    guessPending: true,
    feedback: { optionId: options[3]!.id, roundId: 'round-token-1', verdict: 'wrong' },
    lastPick: { correct: false, score: 3, round: 4 },
  }),
  'Finished, score form': state({ game: finished }),
  'Finished, no form (canSubmitScore false)': state({
    game: { ...finished, canSubmitScore: false },
  }),
  'After submit': state({
    game: {
      ...finished,
      canSubmitScore: false,
      userScore: 9,
      leaderboard: [...leaderboard.slice(0, 2), { username: 'Me', score: 9 }],
    },
  }),
  'Finished, score waiting for the connection': state({ game: finished, scoreWaiting: true }),
  'Error (the host did not leave)': state({ exited: 'load-failed' }),
});

const meta = {
  title: 'Games/Crono/View',
  // The story test runs these in all six languages (vitest.config.ts).
  tags: ['games'],
  component: CronoGameView,
  args: {
    state: states.pick('Not started, empty leaderboard'),
    photoUrl: null,
    shareUrl: 'https://guessdle.example/crono/2025-06-01',
    onStart: fn(),
    onPick: fn(),
    onSubmit: fn(),
    onCopy: fn(),
  },
  argTypes: {
    state: states.argType,
    // Callbacks show in the Actions panel; their source is no control.
    onStart: { table: { disable: true } },
    onPick: { table: { disable: true } },
    onSubmit: { table: { disable: true } },
    onCopy: { table: { disable: true } },
  },
  decorators: [withWidgetI18n],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CronoGameView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: states.pick('Loading') },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    await expect(await within(canvasElement).findByText(t('common.loading'))).toBeVisible();
    // Without the run's length the rules wait for the game.
    await expect(
      within(canvasElement).queryByText(shownText(t('crono.help', { count: 60 }))),
    ).toBeNull();
  },
};

/** The site knows the run's length from its page globals: the rules show while the game loads. */
export const LoadingWithRules: Story = {
  name: 'Loading, with the rules',
  args: { state: states.pick('Loading'), roundSeconds: 30 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('common.loading'))).toBeVisible();
    await expect(canvas.getByText(shownText(t('crono.help', { count: 30 })))).toBeVisible();
  },
};

export const NotStarted: Story = {
  name: 'Not started, empty leaderboard',
  args: { state: states.pick('Not started, empty leaderboard') },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('crono.dailyGame') })).toBeVisible();
    await expect(canvas.getByText(t('crono.noScores'))).toBeVisible();
    await expect(canvas.queryByText(shownText(t('crono.totalUsers', { count: 12 })))).toBeNull();
    await expect(canvas.getByLabelText(t('crono.shareLabel'))).toHaveValue(
      'https://guessdle.example/crono/2025-06-01',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('crono.start') }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

export const NotStartedWithLeaderboard: Story = {
  name: 'Not started, with a leaderboard',
  args: { state: states.pick('Not started, with a leaderboard') },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: t('crono.leaderboardTitle') })).toBeVisible();
    await expect(canvas.getAllByText(t('crono.anonymous'))).toHaveLength(2);
    await expect(canvas.getByText(shownText(t('crono.totalUsers', { count: 12 })))).toBeVisible();
  },
};

/** A private game counts its own players, not today's. */
export const PrivateWithLeaderboard: Story = {
  name: 'Private game, with a leaderboard',
  args: { state: states.pick('Private game, with a leaderboard') },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('crono.newGame') })).toBeVisible();
    await expect(canvas.getByText(shownText(t('crono.playersInGame', { count: 5 })))).toBeVisible();
    await expect(canvas.queryByText(shownText(t('crono.totalUsers', { count: 5 })))).toBeNull();
  },
};

export const StartPending: Story = {
  name: 'Start pending (button disabled)',
  args: { state: states.pick('Start pending (button disabled)') },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    await expect(
      within(canvasElement).getByRole('button', { name: t('crono.start') }),
    ).toBeDisabled();
  },
};

export const Starting: Story = {
  args: { state: states.pick('Starting') },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    await expect(within(canvasElement).getByText(t('crono.starting'))).toBeVisible();
  },
};

export const OngoingEarly: Story = {
  name: 'Ongoing, early',
  args: { state: states.pick('Ongoing, early'), photoUrl: shown.profilePictureUrl },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('crono.timeLeft'))).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('52');
    await expect(canvas.getByRole('img', { name: t('crono.photoAlt') })).toBeVisible();
    const group = canvas.getByRole('group', { name: t('crono.question') });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons).toHaveLength(4);
    // The keyboard listener is an effect, which a production build runs after the first paint:
    // press until it hears.
    await waitFor(async () => {
      await userEvent.keyboard('2');
      await expect(args.onPick).toHaveBeenLastCalledWith(options[1]!.id);
    });
    await userEvent.click(buttons[3]!);
    await expect(args.onPick).toHaveBeenLastCalledWith(options[3]!.id);
  },
};

export const OngoingLastSeconds: Story = {
  name: 'Ongoing, last seconds',
  args: {
    state: states.pick('Ongoing, last seconds'),
    photoUrl: shown.profilePictureUrl,
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('4');
    await expect(
      canvas.getByText(shownText(t('crono.correctAnnouncement', { score: 11 }))),
    ).toBeInTheDocument();
    await expect(canvas.getByText(t('crono.lowTime', { count: 10 }))).toBeInTheDocument();
  },
};

export const PickPending: Story = {
  name: 'Ongoing, pick on its way',
  args: {
    state: states.pick('Ongoing, pick on its way'),
    photoUrl: shown.profilePictureUrl,
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const group = within(canvasElement).getByRole('group', { name: t('crono.question') });
    await expect(group).toHaveAttribute('aria-busy', 'true');
    const picked = within(group).getByRole('button', { name: new RegExp(options[2]!.name) });
    await expect(picked).toHaveAttribute('data-verdict', 'pending');
    await expect(picked).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * The verdict's word takes no room: the picked option is as tall as an option of the other row
 * (the stories' names fit one line). A word that made its row taller would move everything under
 * the options while it shows, and again when the next round takes it away.
 */
async function expectVerdictTakesNoRoom(picked: HTMLElement, otherRow: HTMLElement) {
  await expect(Math.round(picked.getBoundingClientRect().height)).toBe(
    Math.round(otherRow.getBoundingClientRect().height),
  );
}

export const PickRight: Story = {
  name: 'Ongoing, right pick (feedback)',
  args: {
    state: states.pick('Ongoing, right pick (feedback)'),
    photoUrl: shown.profilePictureUrl,
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    const picked = canvas.getByRole('button', { name: new RegExp(options[1]!.name) });
    await expect(picked).toHaveAttribute('data-verdict', 'correct');
    // Read out as the name, then the word (the keycap's symbol is hidden from it).
    await expect(picked).toHaveAccessibleName(`${options[1]!.name} ${t('crono.verdictCorrect')}`);
    // Colour, symbol and word: never colour alone.
    await expect(within(picked).getByText('✓')).toBeVisible();
    await expect(within(picked).getByText(t('crono.verdictCorrect'))).toBeVisible();
    await expect(canvas.queryByText('✗')).toBeNull();
    await expect(getComputedStyle(picked).backgroundColor).not.toBe(
      getComputedStyle(canvas.getByRole('button', { name: new RegExp(options[0]!.name) }))
        .backgroundColor,
    );
    await expectVerdictTakesNoRoom(
      picked,
      canvas.getByRole('button', { name: new RegExp(options[2]!.name) }),
    );
  },
};

export const PickWrong: Story = {
  name: 'Ongoing, wrong pick (feedback)',
  args: {
    state: states.pick('Ongoing, wrong pick (feedback)'),
    photoUrl: shown.profilePictureUrl,
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    const picked = canvas.getByRole('button', { name: new RegExp(options[3]!.name) });
    await expect(picked).toHaveAttribute('data-verdict', 'wrong');
    await expect(within(picked).getByText('✗')).toBeVisible();
    await expect(within(picked).getByText(t('crono.verdictWrong'))).toBeVisible();
    await expect(canvas.queryByText('✓')).toBeNull();
    await expectVerdictTakesNoRoom(
      picked,
      canvas.getByRole('button', { name: new RegExp(options[0]!.name) }),
    );
  },
};

export const FinishedWithForm: Story = {
  name: 'Finished, score form',
  args: { state: states.pick('Finished, score form') },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('crono.finished', { count: 9 }))).toBeVisible();
    const input = canvas.getByRole('textbox', { name: t('crono.username') });
    await expect(input).toHaveAccessibleDescription(t('crono.usernameTooltip'));
    await userEvent.type(input, 'Quick Fox{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Quick Fox');
  },
};

export const FinishedWithoutForm: Story = {
  name: 'Finished, no form (canSubmitScore false)',
  args: { state: states.pick('Finished, no form (canSubmitScore false)') },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('crono.finished', { count: 9 }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('crono.submit') })).toBeNull();
    // Without the host's address, no way to a new game is offered.
    await expect(canvas.queryByRole('link', { name: t('crono.playAgain') })).toBeNull();
  },
};

export const AfterSubmit: Story = {
  name: 'After submit',
  args: {
    state: states.pick('After submit'),
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('crono.submitted', { count: 9 }))).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: /Me/ })).toBeVisible();
  },
};

/** A finished run offers a new game (the site gives `/crono/new`): a run is played once per game. */
export const PlayAgain: Story = {
  name: 'Finished, play a new game',
  args: { state: states.pick('After submit'), playAgainHref: '/crono/new' },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('link', { name: t('crono.playAgain') })).toHaveAttribute(
      'href',
      '/crono/new',
    );
  },
};

export const ScoreWaiting: Story = {
  name: 'Finished, score waiting for the connection',
  args: { state: states.pick('Finished, score waiting for the connection') },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(shownText(t('crono.scoreWaiting')))).toBeVisible();
    // The form is gone: the score is already kept, and is sent by itself.
    await expect(canvas.queryByRole('button', { name: t('crono.submit') })).toBeNull();
  },
};

export const Exited: Story = {
  name: 'Error (the host did not leave)',
  args: { state: states.pick('Error (the host did not leave)') },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    await expect(within(canvasElement).getByText(t('common.errorTitle'))).toBeVisible();
  },
};

/** No connection: Crono is played live against the server, and says so plainly. */
export const Offline: Story = {
  name: 'Offline (needs a connection)',
  args: { state: states.pick('Error (the host did not leave)'), online: false },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('crono.offlineTitle'))).toBeVisible();
    await expect(canvas.getByText(t('common.errorMessage'))).toBeVisible();
    await expect(canvas.queryByText(t('common.errorTitle'))).toBeNull();
  },
};

/**
 * The connection went during a round: the server judges and times the run, so the round says
 * Crono needs a connection and holds picks back; the clock runs on, as the server's does.
 */
export const OngoingOffline: Story = {
  name: 'Ongoing, offline',
  args: { state: states.pick('Ongoing, early'), photoUrl: shown.profilePictureUrl, online: false },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(shownText(t('crono.offlineRound')))).toHaveAttribute(
      'role',
      'status',
    );
    const group = canvas.getByRole('group', { name: t('crono.question') });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons[0]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(buttons[0]!);
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};
