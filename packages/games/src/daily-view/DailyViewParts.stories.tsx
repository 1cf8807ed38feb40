import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { channels, performers } from '@guessdle/data';
import { storyT, withWidgetI18n, winPartsLoaded } from '../../testing/stories';
import { shownText, splitText } from '../../testing/text';
import { itemTypeText } from '../i18n/texts';
import type { ModeHref } from '../widget/widgetRuntime';
import { DailyLoadingView, DailyShareBox, DailyWinBox, PlayersCounter } from './DailyViewParts';

const performer = performers[0]!;
const channel = channels[0]!;
const man = performers.find((p) => p.gender === 'Male' && p.type === 'model')!;

/** The pieces every daily view shares, one story per state (the mode views compose them). */
const meta = {
  title: 'Games/Shared/ViewParts',
  // The story test runs these in all six languages (vitest.config.ts).
  tags: ['games'],
  component: DailyWinBox,
  decorators: [withWidgetI18n],
  args: {
    name: performer.name,
    itemType: performer.type,
    pictureUrl: performer.profilePictureUrl,
    nextMode: 'image-guess',
    modeHref: ((mode) => `/${mode}`) as ModeHref,
  },
  loaders: [winPartsLoaded],
} satisfies Meta<typeof DailyWinBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Won, with the next mode not completed today. */
export const WinBoxWithNextMode: Story = {
  name: 'Win box with next mode',
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(shownText(t('common.congratulations')))).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/image-guess');
  },
};

/** Won, every mode done today (or the host offers none): no next-mode action. */
export const WinBoxAllModesDone: Story = {
  name: 'Win box all modes done',
  args: { nextMode: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** The channel mode calls the answer a channel. */
export const WinBoxChannel: Story = {
  name: 'Win box, channel',
  args: {
    name: channel.name,
    itemType: 'channel',
    pictureUrl: channel.photo,
    nextMode: 'crono',
    modeHref: (mode) => (mode === 'crono' ? null : `/${mode}`),
  },
};

/** The answer is a man: "le modèle du jour", "el modelo del día", "il modello del giorno". */
export const WinBoxMan: Story = {
  name: 'Win box, a man',
  args: {
    name: man.name,
    itemType: man.type,
    context: 'male',
    pictureUrl: man.profilePictureUrl,
  },
  play: async (context) => {
    const t = storyT(context);
    const message = t('common.winMessage', {
      name: man.name,
      type: itemTypeText(t, man.type, 'male'),
      context: 'male',
    });
    await expect(
      within(context.canvasElement).getByText(splitText(message.replace(/<\/?strong>/g, ''))),
    ).toBeVisible();
  },
};

export const ShareBoxAfterFourGuesses: Story = {
  name: 'Share box after four guesses',
  render: () => (
    <DailyShareBox
      gamemode="classic"
      game="Guessdle"
      rows={['🟥🟩🟩🟥🟩⬇️', '🟩🟩🟥🟥🟩⬇️', '🟩🟩🟩🟨🟩⬆️', '🟩🟩🟩🟩🟩🟩']}
      url="https://guessdle.example/classic"
      onCopy={fn()}
      clipboardEnvironment={undefined}
    />
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    await expect(
      within(canvasElement).getByRole('heading', { name: t('common.shareTitle', { count: 4 }) }),
    ).toBeVisible();
  },
};

export const CounterLoading: Story = {
  name: 'Counter, loading',
  render: () => <PlayersCounter count={null} />,
};

export const CounterLoaded: Story = {
  name: 'Counter, loaded',
  render: () => <PlayersCounter count={1} />,
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    await expect(
      within(canvasElement).getByText(shownText(t('common.counter', { count: 1 }))),
    ).toBeVisible();
  },
};

/** The counter call failed: it says so while it tries again. */
export const CounterRetrying: Story = {
  name: 'Counter, retrying',
  render: () => <PlayersCounter count={null} status="retrying" />,
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(t('common.counterRetrying'));
    await expect(status).toHaveAttribute('aria-busy', 'false');
  },
};

const countAgain = fn();

/** The retries ran out: an honest line and a button to count again. */
export const CounterUnavailable: Story = {
  name: 'Counter, unavailable',
  render: () => <PlayersCounter count={null} status="unavailable" onRetry={countAgain} />,
  play: async (context) => {
    const { canvasElement, userEvent } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('common.counterUnavailable'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.counterRetry') }));
    await expect(countAgain).toHaveBeenCalled();
  },
};

/** No connection (a game played from the service worker's copy): the count waits for it. */
export const CounterOffline: Story = {
  name: 'Counter, offline',
  // The browser says it is offline (navigator.onLine), as in airplane mode.
  beforeEach: () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    return () => {
      Reflect.deleteProperty(navigator, 'onLine');
    };
  },
  render: () => <PlayersCounter count={null} status="retrying" />,
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      shownText(t('common.counterOffline')),
    );
  },
};

/** The reset passed offline: the puzzle on screen is no longer today's, and the line says so. */
export const CounterDayGone: Story = {
  name: 'Counter, new puzzle needs a connection',
  render: () => <PlayersCounter count={8} status="ready" dayGone />,
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const line = within(canvasElement).getByRole('status');
    await expect(line).toHaveTextContent(shownText(t('common.dayGone')));
    await expect(line).not.toHaveTextContent('8');
  },
};

export const Loading: Story = { render: () => <DailyLoadingView /> };
