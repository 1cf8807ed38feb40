import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_DATE, createHandlers, scenarios, type HandlerOptions } from '@guessdle/api/mocks';
import {
  storyAdapters,
  storyLanguage,
  type WidgetStoryArgs,
  anyCount,
  storyT,
} from '../../testing/stories';
import { CronoGame, type CronoGameProps } from './CronoGame';
import { shownText } from '../../testing/text';

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

async function startRun(canvasElement: HTMLElement, t: ReturnType<typeof storyT>) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: t('crono.start') }));
  await canvas.findByRole('group', { name: t('crono.question') });
}

const meta = {
  title: 'Games/Crono/Widget',
  // The story test runs these in all six languages (vitest.config.ts).
  tags: ['games'],
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
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('crono.dailyGame') })).toBeVisible();
    await expect(args.onExit).not.toHaveBeenCalled();
  },
};

export const PlayedToTheEnd: Story = {
  name: 'A run: keyboard and mouse picks, then an anonymous score',
  parameters: { msw: createHandlers(server()) },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await startRun(canvasElement, t);
    await expect(args.onEvent).toHaveBeenCalledWith(
      expect.objectContaining({ eventName: 'game started' }),
    );
    // Keyboard: the key 1 picks the first option and the next round replaces the photo.
    const first = photo(canvasElement);
    await userEvent.keyboard('1');
    await waitFor(() => expect(photo(canvasElement)).not.toBe(first));
    // Mouse: a click on an option does the same.
    const second = photo(canvasElement);
    const group = canvas.getByRole('group', { name: t('crono.question') });
    await userEvent.click(within(group).getAllByRole('button')[2]!);
    await waitFor(() => expect(photo(canvasElement)).not.toBe(second));
    await expect(args.onEvent).toHaveBeenCalledWith(
      expect.objectContaining({ eventName: 'model guessed' }),
    );
    // The time runs out: the timer stops and the server's finished game shows.
    await expect(await canvas.findByText(anyCount(t, 'crono.finished'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('crono.submit') }));
    await expect(await canvas.findByText(anyCount(t, 'crono.submitted'))).toBeVisible();
    await expect(canvas.getByText(t('crono.anonymous'))).toBeVisible();
    await expect(canvas.getByText(shownText(t('crono.totalUsers', { count: 1 })))).toBeVisible();
    await expect(args.onEvent).toHaveBeenCalledWith(
      expect.objectContaining({ eventName: 'score submitted' }),
    );
  },
};

export const NamedScore: Story = {
  name: 'A run submitted with a name',
  parameters: { msw: createHandlers(server()) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('crono.start') }));
    await canvas.findByText(anyCount(t, 'crono.finished'));
    await userEvent.type(canvas.getByRole('textbox', { name: t('crono.username') }), 'Quick Fox');
    await userEvent.click(canvas.getByRole('button', { name: t('crono.submit') }));
    await expect(await canvas.findByRole('rowheader', { name: /Quick Fox/ })).toBeVisible();
  },
};

export const UrlCopied: Story = {
  name: 'Share link copied',
  parameters: { msw: createHandlers(server()) },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: t('crono.dailyGame') });
    await userEvent.click(canvas.getByRole('button', { name: t('common.copy') }));
    await waitFor(() =>
      expect(args.onEvent).toHaveBeenCalledWith(
        expect.objectContaining({ eventName: 'Crono url copied' }),
      ),
    );
    // Copied: the bubble shows for 3 s, then goes. A browser that refuses the clipboard (as some
    // story-test runs do) shows the link for a manual copy instead, for good. The story ends in a
    // lasting state either way, whatever the machine's speed, and the visual review captures that.
    const field = canvas.getByRole('button', { name: t('common.copy') }).closest('[data-state]');
    await waitFor(() => expect(field?.getAttribute('data-state')).toMatch(/^(copied|manual)$/));
    await waitFor(() => expect(field?.getAttribute('data-state')).not.toBe('copied'));
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
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: t('crono.start') }),
    );
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
  name: 'Error: the score submit fails (kept, sent later)',
  parameters: { msw: scenarios.serverError('cronoSubmitScore', server()) },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('crono.start') }));
    await canvas.findByText(anyCount(t, 'crono.finished'));
    await userEvent.click(canvas.getByRole('button', { name: t('crono.submit') }));
    // A server error keeps the score in the outbox: the run's end stays and says so.
    await canvas.findByText(shownText(t('crono.scoreWaiting')));
    await expect(args.onExit).not.toHaveBeenCalled();
  },
};
