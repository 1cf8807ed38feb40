import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_DATE, createHandlers, scenarios, type HandlerOptions } from '@guessdle/api/mocks';
import { storyAdapters, storyLanguage, type WidgetStoryArgs } from '../shared/testing/stories';
import { CronoGame, type CronoGameProps } from './CronoGame';

// A short run, so a play function reaches the end; the mock follows the page's real clock.
const server = (): HandlerOptions => ({
  date: MOCK_DATE,
  crono: { countdownMs: 300, roundSeconds: 4 },
});

function Widget({ stored, ...props }: WidgetStoryArgs<CronoGameProps>) {
  return <CronoGame {...storyAdapters(stored)} {...props} />;
}

function photo(canvasElement: HTMLElement): string | null {
  return canvasElement.querySelector('img')?.getAttribute('src') ?? null;
}

async function startRun(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Start game' }));
  await canvas.findByRole('group', { name: 'Choose the correct model' });
}

const meta = {
  title: 'Games/Crono/Widget',
  component: Widget,
  args: {
    gameId: MOCK_DATE,
    shareUrl: `https://guessdle.example/crono/${MOCK_DATE}`,
    onEvent: fn(),
    onExit: fn(),
  },
  render: (args, context) => <Widget {...args} language={storyLanguage(args, context)} />,
  parameters: { layout: 'fullscreen', msw: createHandlers(server()) },
} satisfies Meta<typeof Widget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DailyNotStarted: Story = {
  name: 'Daily game, not started',
  parameters: { msw: createHandlers(server()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: "Today's crono game" })).toBeVisible();
    await expect(args.onExit).not.toHaveBeenCalled();
  },
};

export const PlayedToTheEnd: Story = {
  name: 'A run: keyboard and mouse picks, then an anonymous score',
  parameters: { msw: createHandlers(server()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await startRun(canvasElement);
    await expect(args.onEvent).toHaveBeenCalledWith(
      expect.objectContaining({ eventName: 'game started' }),
    );
    // Keyboard: the key 1 picks the first option and the next round replaces the photo.
    const first = photo(canvasElement);
    await userEvent.keyboard('1');
    await waitFor(() => expect(photo(canvasElement)).not.toBe(first));
    // Mouse: a click on an option does the same.
    const second = photo(canvasElement);
    const group = canvas.getByRole('group', { name: 'Choose the correct model' });
    await userEvent.click(within(group).getAllByRole('button')[2]!);
    await waitFor(() => expect(photo(canvasElement)).not.toBe(second));
    await expect(args.onEvent).toHaveBeenCalledWith(
      expect.objectContaining({ eventName: 'model guessed' }),
    );
    // The time runs out: the timer stops and the server's finished game shows.
    await expect(await canvas.findByText(/Game finished with \d+ points?/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit score' }));
    await expect(
      await canvas.findByText(/Your score of \d+ points? has been submitted/),
    ).toBeVisible();
    await expect(canvas.getByText('Anonymous user')).toBeVisible();
    await expect(canvas.getByText('Total users today: 1')).toBeVisible();
    await expect(args.onEvent).toHaveBeenCalledWith(
      expect.objectContaining({ eventName: 'score submitted' }),
    );
  },
};

export const NamedScore: Story = {
  name: 'A run submitted with a name',
  parameters: { msw: createHandlers(server()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start game' }));
    await canvas.findByText(/Game finished/);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'Quick Fox');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit score' }));
    await expect(await canvas.findByRole('rowheader', { name: /Quick Fox/ })).toBeVisible();
  },
};

export const UrlCopied: Story = {
  name: 'Share link copied',
  parameters: { msw: createHandlers(server()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: "Today's crono game" });
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(args.onEvent).toHaveBeenCalledWith(
        expect.objectContaining({ eventName: 'Crono url copied' }),
      ),
    );
  },
};

export const GameNotFound: Story = {
  name: 'Error: unknown game (leaves)',
  args: { gameId: 'NoSuchGame1234567890' },
  parameters: { msw: createHandlers(server()) },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onExit).toHaveBeenCalledWith('game-not-found'));
  },
};

export const StartFails: Story = {
  name: 'Error: start fails (leaves)',
  parameters: { msw: scenarios.serverError('cronoStart', server()) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Start game' }));
    await waitFor(() => expect(args.onExit).toHaveBeenCalledWith('start-failed'));
  },
};

export const LoadFails: Story = {
  name: 'Error: the game does not load (leaves)',
  parameters: { msw: scenarios.serverError('cronoGet', server()) },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onExit).toHaveBeenCalledWith('load-failed'));
  },
};

export const UserIdFails: Story = {
  name: 'Error: no user id (leaves)',
  parameters: { msw: scenarios.serverError('cronoCreateId', server()) },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onExit).toHaveBeenCalledWith('load-failed'));
  },
};

export const Spanish: Story = {
  args: { language: 'es' },
  parameters: { msw: createHandlers(server()) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Partida de crono de hoy' }),
    ).toBeVisible();
  },
};

export const SubmitFails: Story = {
  name: 'Error: the score submit fails (leaves)',
  parameters: { msw: scenarios.serverError('cronoSubmitScore', server()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start game' }));
    await canvas.findByText(/Game finished/);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit score' }));
    await waitFor(() => expect(args.onExit).toHaveBeenCalledWith('submit-failed'));
  },
};
