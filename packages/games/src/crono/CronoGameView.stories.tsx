import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CronoGame } from '@guessdle/api';
import { performers } from '@guessdle/data';
import { withWidgetI18n } from '../shared/testing/stories';
import { CronoGameView, type CronoViewState } from './CronoGameView';

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
    lastPick: null,
    feedback: null,
    exited: null,
    ...overrides,
  };
}

const meta = {
  title: 'Games/Crono/View',
  component: CronoGameView,
  args: {
    state: state(),
    photoUrl: null,
    shareUrl: 'https://guessdle.example/crono/2025-06-01',
    onStart: fn(),
    onPick: fn(),
    onSubmit: fn(),
    onCopy: fn(),
  },
  decorators: [withWidgetI18n],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CronoGameView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: state({ status: 'loading', game: null }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading...')).toBeVisible();
  },
};

export const NotStarted: Story = {
  name: 'Not started, empty leaderboard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "Today's crono game" })).toBeVisible();
    await expect(canvas.getByText('No scores yet')).toBeVisible();
    await expect(canvas.queryByText(/Total users today/)).toBeNull();
    await expect(
      canvas.getByLabelText('Share the link with your friends to challenge them'),
    ).toHaveValue('https://guessdle.example/crono/2025-06-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Start game' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

export const NotStartedWithLeaderboard: Story = {
  name: 'Not started, with a leaderboard',
  args: { state: state({ game: { ...game, leaderboard, userCount: 12 } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Top users' })).toBeVisible();
    await expect(canvas.getAllByText('Anonymous user')).toHaveLength(2);
    await expect(canvas.getByText('Total users today: 12')).toBeVisible();
  },
};

export const StartPending: Story = {
  name: 'Start pending (button disabled)',
  args: { state: state({ startPending: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Start game' })).toBeDisabled();
  },
};

export const Starting: Story = {
  args: { state: state({ game: { ...game, status: 'starting', remainingTime: 2 } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Get ready...')).toBeVisible();
  },
};

export const OngoingEarly: Story = {
  name: 'Ongoing, early',
  args: { state: state({ game: ongoing }), photoUrl: shown.profilePictureUrl },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Time left')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('52');
    await expect(
      canvas.getByRole('img', { name: 'Photo of the model to recognise' }),
    ).toBeVisible();
    const group = canvas.getByRole('group', { name: 'Choose the correct model' });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons).toHaveLength(4);
    await userEvent.keyboard('2');
    await expect(args.onPick).toHaveBeenLastCalledWith(options[1]!.id);
    await userEvent.click(buttons[3]!);
    await expect(args.onPick).toHaveBeenLastCalledWith(options[3]!.id);
  },
};

export const OngoingLastSeconds: Story = {
  name: 'Ongoing, last seconds',
  args: {
    state: state({
      game: { ...ongoing, remainingTime: 4, score: 11 },
      lastPick: { correct: true, score: 11, round: 14 },
    }),
    photoUrl: shown.profilePictureUrl,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('4');
    await expect(canvas.getByText('Correct! Score: 11')).toBeInTheDocument();
    await expect(canvas.getByText('10 seconds left')).toBeInTheDocument();
  },
};

export const PickPending: Story = {
  name: 'Ongoing, pick on its way',
  args: {
    state: state({
      game: ongoing,
      guessPending: true,
      feedback: { optionId: options[2]!.id, roundId: 'round-token-1', verdict: 'pending' },
    }),
    photoUrl: shown.profilePictureUrl,
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Choose the correct model' });
    await expect(group).toHaveAttribute('aria-busy', 'true');
    const picked = within(group).getByRole('button', { name: new RegExp(options[2]!.name) });
    await expect(picked).toHaveAttribute('data-verdict', 'pending');
    await expect(picked).toHaveAttribute('aria-disabled', 'true');
  },
};

export const PickRight: Story = {
  name: 'Ongoing, right pick (feedback)',
  args: {
    state: state({
      game: ongoing,
      guessPending: true,
      feedback: { optionId: options[1]!.id, roundId: 'round-token-1', verdict: 'correct' },
      lastPick: { correct: true, score: 4, round: 4 },
    }),
    photoUrl: shown.profilePictureUrl,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picked = canvas.getByRole('button', { name: new RegExp(options[1]!.name) });
    await expect(picked).toHaveAttribute('data-verdict', 'correct');
    // Colour, symbol and word: never colour alone.
    await expect(within(picked).getByText('✓')).toBeVisible();
    await expect(within(picked).getByText('Correct')).toBeVisible();
    await expect(canvas.queryByText('✗')).toBeNull();
    await expect(getComputedStyle(picked).backgroundColor).not.toBe(
      getComputedStyle(canvas.getByRole('button', { name: new RegExp(options[0]!.name) }))
        .backgroundColor,
    );
  },
};

export const PickWrong: Story = {
  name: 'Ongoing, wrong pick (feedback)',
  args: {
    state: state({
      game: ongoing,
      guessPending: true,
      feedback: { optionId: options[3]!.id, roundId: 'round-token-1', verdict: 'wrong' },
      lastPick: { correct: false, score: 3, round: 4 },
    }),
    photoUrl: shown.profilePictureUrl,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picked = canvas.getByRole('button', { name: new RegExp(options[3]!.name) });
    await expect(picked).toHaveAttribute('data-verdict', 'wrong');
    await expect(within(picked).getByText('✗')).toBeVisible();
    await expect(within(picked).getByText('Wrong')).toBeVisible();
    await expect(canvas.queryByText('✓')).toBeNull();
  },
};

export const FinishedWithForm: Story = {
  name: 'Finished, score form',
  args: { state: state({ game: finished }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Game finished with 9 points')).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAccessibleDescription(
      'If you leave the user empty it will be sent as an anonymous user',
    );
    await userEvent.type(input, 'Quick Fox{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Quick Fox');
  },
};

export const FinishedWithoutForm: Story = {
  name: 'Finished, no form (canSubmitScore false)',
  args: { state: state({ game: { ...finished, canSubmitScore: false } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Game finished with 9 points')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit score' })).toBeNull();
  },
};

export const AfterSubmit: Story = {
  args: {
    state: state({
      game: {
        ...finished,
        canSubmitScore: false,
        userScore: 9,
        leaderboard: [...leaderboard.slice(0, 2), { username: 'Me', score: 9 }],
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your score of 9 points has been submitted.')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: /Me/ })).toBeVisible();
  },
};

export const Exited: Story = {
  name: 'Error (the host did not leave)',
  args: { state: state({ exited: 'load-failed' }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('We are experimenting some problems'),
    ).toBeVisible();
  },
};
