import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError, dailyModeRoutes, type EndpointName } from '@guessdle/api';
import { LANGUAGES } from '@guessdle/api/modes';
import { createHandlers, MOCK_DATE } from '@guessdle/api/mocks';
import { addDays, completionRecord, guessesKey, statusKey } from '../core';
import { MODE_TITLE } from '../i18n/texts';
import { StatsLauncher } from './StatsLauncher';
import type { StatsLauncherProps } from './StatsLauncher.types';
import {
  namedFixtures,
  storyAdapters,
  storyLanguage,
  storyT,
  type WidgetStoryArgs,
} from '../../testing/stories';
import { offlineWhileShown } from '../../testing/offline';
import { shownText } from '../../testing/text';

// The statistics button a host puts outside its widgets (the site's header), and the dialog it
// loads at the first press (StatsLauncherDialog: its own texts, the date asked of the server).
// The dialog's states of its own are ModeStatsDialog.stories.tsx.

const MODE = 'image-guess';
/** The device's UTC date: the one the dialog reads the history on when the server is out of reach. */
const DEVICE_TODAY = new Date().toISOString().slice(0, 10);

/** Days of `MODE` won in a row up to `today`, in the guesses given. */
function wonInARow(today: string, tries: number[]): Record<string, string> {
  return Object.fromEntries(
    tries.flatMap((count, index) => {
      const date = addDays(today, index - tries.length + 1);
      const ids = Array.from({ length: count }, (_, n) => `guess-${n}`);
      return [
        [guessesKey(date, MODE), JSON.stringify(ids)],
        [statusKey(MODE, date), JSON.stringify(completionRecord(count))],
      ];
    }),
  );
}

/** What this browser holds, by name. */
const histories = namedFixtures({
  Nothing: {},
  'Three days won, up to the server’s day': wonInARow(MOCK_DATE, [2, 5, 3]),
  'Two days won, up to the device’s day': wonInARow(DEVICE_TODAY, [4, 1]),
});

/** Everyone's tries counted today (the stats call's distribution). */
const everyone = [
  { tries: 1, players: 2 },
  { tries: 2, players: 9 },
  { tries: 3, players: 14 },
  { tries: 5, players: 6 },
];

/** The calls that fail as without a connection (the client sees a network error). */
function offline(...names: EndpointName[]) {
  return createHandlers({
    failWith: (name) =>
      names.includes(name)
        ? new ApiError({ status: 0, code: 'network-error', message: `${name}: offline` })
        : undefined,
  });
}

type LauncherStoryProps = WidgetStoryArgs<StatsLauncherProps>;

function Launcher({ stored, ...props }: LauncherStoryProps) {
  // One client and one storage for the story's life, as a page holds them.
  const [adapters] = useState(() => storyAdapters(stored));
  return <StatsLauncher {...props} {...adapters} />;
}

const meta = {
  title: 'Games/Shared/Statistics launcher',
  // The story test runs these in all six languages (vitest.config.ts).
  tags: ['games'],
  component: Launcher,
  args: {
    mode: MODE,
    label: 'Statistics',
    stored: histories.pick('Three days won, up to the server’s day'),
    onTransferClose: fn(),
  },
  argTypes: {
    language: { control: 'select', options: [...LANGUAGES] },
    stored: histories.argType,
  },
  // The label is the host's words: here the widgets' own, in the story's language.
  render: (args, context) => (
    <Launcher
      {...args}
      language={storyLanguage(args, context)}
      label={storyT(context)('common.stats.open')}
    />
  ),
  parameters: { msw: createHandlers({ distribution: { [MODE]: everyone } }) },
} satisfies Meta<typeof Launcher>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<typeof storyT>[0] & { canvasElement: HTMLElement };

/** Presses the button and returns the dialog it opens (its code loads at this first press). */
async function open(context: Context) {
  const t = storyT(context);
  await userEvent.click(
    within(context.canvasElement).getByRole('button', { name: t('common.stats.open') }),
  );
  const title = t('common.stats.title', { mode: t(MODE_TITLE[MODE]) });
  return within(await within(document.body).findByRole('dialog', { name: title }));
}

/** The figure under a summary label ("Played", "Win %"…), once it reads `value`. */
async function expectFigure(dialog: ReturnType<typeof within>, label: string, value: string) {
  await waitFor(() =>
    expect(dialog.getByText(label).parentElement?.querySelector('dd')).toHaveTextContent(value),
  );
}

/** Closed: the host's button alone; nothing of the dialog is loaded or shown. */
export const Closed: Story = {
  name: 'Closed',
  play: async (context) => {
    const t = storyT(context);
    const button = within(context.canvasElement).getByRole('button', {
      name: t('common.stats.open'),
    });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** Opened: the history ends on the server's day (three days won in a row, a streak of 3). */
export const Opened: Story = {
  name: 'Opened',
  play: async (context) => {
    const t = storyT(context);
    const dialog = await open(context);
    await expectFigure(dialog, t('common.stats.played'), '3');
    await expectFigure(dialog, t('common.stats.currentStreak'), '3');
    await expect(
      await dialog.findByRole('table', { name: t('common.stats.everyone') }),
    ).toBeVisible();
  },
};

/** Opened by a player who never played here. */
export const OpenedNoGames: Story = {
  name: 'Opened, no games yet',
  args: { stored: histories.pick('Nothing') },
  play: async (context) => {
    const t = storyT(context);
    const dialog = await open(context);
    await expect(await dialog.findByText(shownText(t('common.stats.empty')))).toBeVisible();
    await expectFigure(dialog, t('common.stats.played'), '0');
  },
};

/**
 * Opened without a connection: the server's day is out of reach, so the history ends on the
 * device's own day; everyone's results are unavailable offline.
 */
export const OpenedOffline: Story = {
  name: 'Opened offline',
  args: { stored: histories.pick('Two days won, up to the device’s day') },
  parameters: { msw: offline('serverDate', 'archive', dailyModeRoutes[MODE].stats) },
  beforeEach: offlineWhileShown,
  play: async (context) => {
    const t = storyT(context);
    const dialog = await open(context);
    await expectFigure(dialog, t('common.stats.played'), '2');
    await expectFigure(dialog, t('common.stats.currentStreak'), '2');
    await expect(
      await dialog.findByText(shownText(t('common.stats.everyoneOffline'))),
    ).toBeVisible();
  },
};

/** Closed again (Escape): the dialog is gone and the button has the focus back. */
export const ClosedAgain: Story = {
  name: 'Closed again',
  play: async (context) => {
    const t = storyT(context);
    const button = within(context.canvasElement).getByRole('button', {
      name: t('common.stats.open'),
    });
    await open(context);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/**
 * A transfer link's code (`?transfer=`) that is wrong, used or expired: the transfer dialog opens
 * at once, the statistics closed, and says so.
 */
export const TransferLinkExpired: Story = {
  name: 'Transfer link expired',
  args: { transferCode: 'ABCD-EFGH-JK' },
  play: async (context) => {
    const t = storyT(context);
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: t('common.transfer.title') }),
    );
    const status = await dialog.findByTestId('transfer-receive-status');
    await waitFor(() => expect(status).toHaveTextContent(t('common.transfer.errors.wrong-code')));
    await expect(context.args.onTransferClose).not.toHaveBeenCalled();
  },
};
