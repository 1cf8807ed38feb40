import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_DATE, scenarios } from '@guessdle/api/mocks';
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

async function expectWon(canvasElement: HTMLElement) {
  await expectWinBox(canvasElement);
  await expect(canvasElement.querySelector('[data-scale]')).toHaveAttribute('data-scale', '1');
}

const meta = {
  title: 'Games/ImageGuess/Widget',
  component: Widget,
  args: { now: storyNow, shareUrl: 'https://guessdle.example/image-guess', onEvent: fn() },
  render: (args, context) => <Widget {...args} language={storyLanguage(args, context)} />,
  parameters: { layout: 'fullscreen', msw: handlers() },
} satisfies Meta<typeof Widget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fresh: Story = {
  name: 'Fresh: won with the keyboard',
  parameters: { msw: handlers() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Keyboard only: Tab into the search box, type, arrow down, Enter.
    await tabToSearch(canvasElement);
    await typeAndPick(wrong[0]!.name);
    await expect(canvasElement.querySelector('[data-scale]')).toHaveAttribute('data-scale', '6.4');
    await typeAndPick(answer.name);
    await expectWon(canvasElement);
    await expect(
      canvas.getByText('You solved the puzzle in 2 guesses! Share your results with your friends!'),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByText('129 people already found out!')).toBeVisible());
    await expect(args.onEvent).toHaveBeenCalledWith({
      eventName: 'image success',
      attrs: { id: answer.profileUrl, tries: 2 },
    });
  },
};

export const WonWithMouse: Story = {
  name: 'Fresh: won with the mouse',
  parameters: { msw: handlers() },
  play: async ({ canvasElement }) => {
    await pickWithMouse(canvasElement, answer.name);
    await expectWon(canvasElement);
  },
};

export const SeveralGuesses: Story = {
  args: { stored: stored(wrong.slice(0, 4)) },
  parameters: { msw: handlers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findSearch(canvasElement);
    const list = canvas.getByRole('list', { name: 'Your guesses' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await guess(canvasElement, answer.name);
    await expectWon(canvasElement);
  },
};

export const HintShown: Story = {
  name: 'Name hint after 10 tries',
  args: { stored: stored(wrong.slice(0, 10)) },
  parameters: { msw: handlers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Name hint')).toBeVisible();
    await expect(canvas.getByTestId('name-hint')).toHaveTextContent(
      answer.name.replace(/[\p{L}\p{N}]/gu, '_'),
    );
    await guess(canvasElement, answer.name);
    await expectWon(canvasElement);
    await expect(canvas.queryByTestId('name-hint')).toBeNull();
  },
};

export const RestoredAfterReload: Story = {
  name: 'Won, restored after reload',
  args: { stored: stored([answer, ...wrong.slice(0, 3)]) },
  parameters: { msw: handlers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Congratulations!')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Your guesses' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const CorruptStorage: Story = {
  args: {
    stored: {
      [`${MOCK_DATE}-image-guess`]: '{not json',
      [`image-guess-${MOCK_DATE}-status`]: '[]',
      clientId: 'nope',
    },
  },
  parameters: { msw: handlers() },
  play: async ({ canvasElement }) => {
    await guess(canvasElement, answer.name);
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
  parameters: { msw: scenarios.slow(1500, { answers, stats }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading...')).toBeVisible();
    await expect(await canvas.findByRole('combobox')).toBeVisible();
    await guess(canvasElement, answer.name);
    await expectWon(canvasElement);
  },
};

export const MissingData: Story = {
  parameters: { msw: scenarios.missingDaily('image-guess', { answers }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Today's puzzle is not available yet. Please try again later."),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Who is this?' })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: scenarios.serverError('imageGuessDailyGuess', { answers }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We are experimenting some problems')).toBeVisible();
    await expect(canvas.getByText('Please try again later')).toBeVisible();
  },
};

export const NetworkError: Story = {
  parameters: { msw: scenarios.networkError('serverDate', { answers }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Please try again later')).toBeVisible();
  },
};

/** The performers (the dataset call) fail to load: the error view; Retry loads them and the game. */
export const DatasetError: Story = {
  parameters: { msw: scenarios.serverErrorOnce('performers', { answers }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Please try again later')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /try again|retry/i }));
    await expect(await canvas.findByRole('combobox')).toBeVisible();
  },
};

/** The performers are slow while the day's answer is quick: the game waits for both. */
export const DatasetLoading: Story = {
  parameters: { msw: scenarios.pending('performers', { answers }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading...')).toBeVisible();
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
