import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createHttpApi, type GuessdleApi } from '@guessdle/api';
import { createHandlers, MOCK_DATE, scenarios } from '@guessdle/api/mocks';
import { channels } from '@guessdle/data';
import { createMemoryStorage } from '../shared/storage';
import { ChannelGuessGame, type ChannelGuessGameProps } from './ChannelGuessGame';

const answer = channels[3]!;
const yesterday = channels[5]!;
const wrong = channels.filter((c) => c !== answer).slice(10, 24);

const answers = {
  'channel-guess': { today: answer.id, yesterday: yesterday.id },
};
/** Fresh handlers (and mock state) per story, so one story's win never changes another's count. */
const handlers = () => createHandlers({ answers, stats: { 'channel-guess': 128 } });

/** The page's clock, pinned to the mock server's day so the reset is 12 hours away. */
const now = () => Date.parse(`${MOCK_DATE}T12:00:00.000Z`);

interface StoryArgs extends Omit<ChannelGuessGameProps, 'api' | 'storage'> {
  /** What the browser's storage holds when the widget mounts. */
  stored?: Record<string, string>;
}

function stored(ids: string[]): Record<string, string> {
  return { [`${MOCK_DATE}-channel-guess`]: JSON.stringify(ids) };
}

function Widget({ stored: initial, ...props }: StoryArgs) {
  // The real HTTP client: msw answers its requests (parameters.msw).
  const api: GuessdleApi = createHttpApi({ baseUrl: '', apiKey: 'storybook' });
  return <ChannelGuessGame api={api} storage={createMemoryStorage(initial)} {...props} />;
}

async function guess(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const input = await canvas.findByRole('combobox', {}, { timeout: 5000 });
  await userEvent.click(input);
  await userEvent.keyboard(name);
  await userEvent.keyboard('{ArrowDown}{Enter}');
}

async function expectWon(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByText('Congratulations!')).toBeVisible(), {
    timeout: 5000,
  });
  await expect(canvas.queryByRole('combobox')).toBeNull();
  await expect(canvasElement.querySelector('[data-blur]')).toHaveAttribute('data-blur', '0');
}

const meta = {
  title: 'Games/ChannelGuess/Widget',
  component: Widget,
  args: { now, shareUrl: 'https://guessdle.example/channel-guess', onEvent: fn() },
  render: (args, context) => (
    <Widget {...args} language={args.language ?? String(context.globals.locale ?? 'en')} />
  ),
  parameters: { layout: 'fullscreen', msw: handlers() },
} satisfies Meta<typeof Widget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fresh: Story = {
  name: 'Fresh: won with the keyboard',
  parameters: { msw: handlers() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('combobox', {}, { timeout: 5000 });
    // Keyboard only: Tab into the search box, type, arrow down, Enter.
    while (canvasElement.ownerDocument.activeElement !== input) await userEvent.tab();
    await userEvent.keyboard(wrong[0]!.name);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvasElement.querySelector('[data-blur]')).toHaveAttribute('data-blur', '9');
    await userEvent.keyboard(answer.name);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expectWon(canvasElement);
    await expect(
      canvas.getByText('You solved the puzzle in 2 guesses! Share your results with your friends!'),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByText('129 people already found out!')).toBeVisible());
    await expect(args.onEvent).toHaveBeenCalledWith({
      eventName: 'channel success',
      attrs: { id: answer.id, tries: 2 },
    });
  },
};

export const WonWithMouse: Story = {
  name: 'Fresh: won with the mouse',
  parameters: { msw: handlers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', {}, { timeout: 5000 }));
    await userEvent.keyboard(answer.name.slice(0, 5));
    await userEvent.click(await canvas.findByRole('option', { name: answer.name }));
    await expectWon(canvasElement);
  },
};

export const SeveralGuesses: Story = {
  args: { stored: stored(wrong.slice(0, 4).map((c) => c.id)) },
  parameters: { msw: handlers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', {}, { timeout: 5000 });
    const list = canvas.getByRole('list', { name: 'Your guesses' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await guess(canvasElement, answer.name);
    await expectWon(canvasElement);
  },
};

export const SharpAfterTenTries: Story = {
  name: 'Sharp logo after 10 tries',
  args: { stored: stored(wrong.slice(0, 10).map((c) => c.id)) },
  parameters: { msw: handlers() },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('combobox', {}, { timeout: 5000 });
    await expect(canvasElement.querySelector('[data-blur]')).toHaveAttribute('data-blur', '0');
    await guess(canvasElement, answer.name);
    await expectWon(canvasElement);
  },
};

export const RestoredAfterReload: Story = {
  name: 'Won, restored after reload',
  args: { stored: stored([answer, ...wrong.slice(0, 3)].map((c) => c.id)) },
  parameters: { msw: handlers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Congratulations!', {}, { timeout: 5000 })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Your guesses' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const CorruptStorage: Story = {
  args: {
    stored: {
      [`${MOCK_DATE}-channel-guess`]: '{not json',
      [`channel-guess-${MOCK_DATE}-status`]: '[]',
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
  parameters: { msw: scenarios.slow(1500, { answers, stats: { 'channel-guess': 128 } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading...')).toBeVisible();
    await expect(await canvas.findByRole('combobox', {}, { timeout: 8000 })).toBeVisible();
    await guess(canvasElement, answer.name);
    await expectWon(canvasElement);
  },
};

export const MissingData: Story = {
  parameters: { msw: scenarios.missingDaily('channel-guess', { answers }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        "Today's puzzle is not available yet. Please try again later.",
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'What channel does this logo belong to?' }),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: scenarios.serverError('channelGuessDailyGuess', { answers }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('We are experimenting some problems', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Please try again later')).toBeVisible();
  },
};

export const NetworkError: Story = {
  parameters: { msw: scenarios.networkError('serverDate', { answers }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Please try again later', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Spanish: Story = {
  args: { language: 'es' },
  parameters: { msw: handlers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByPlaceholderText('Busca un canal porno', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
