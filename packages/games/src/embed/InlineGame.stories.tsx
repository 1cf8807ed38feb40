import { useState, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DIFFICULTIES, LANGUAGES, type GameMode } from '@guessdle/api/modes';
import { MOCK_DATE, createHandlers } from '@guessdle/api/mocks';
import { performers } from '@guessdle/data';
import { later, LaterPart, type Later } from '../later';
import { pictureTexts } from '../picture-guess/pictureTexts';
import { widgetStatus } from './status';
import { InlineGame, InlineShell, type GameProps, type InlineOptions } from './InlineGame';
import {
  expectWinBox,
  guess,
  storyAdapters,
  storyLanguage,
  storyNow,
  storyT,
  winPartsLoaded,
} from '../../testing/stories';
import { shownText } from '../../testing/text';

// An inline game (`data-render="inline"`) as inline.tsx renders it in the host's shadow root:
// InlineShell (the host's theme, the retry's words in the visitor's language) around the mode's
// code, loaded later, around InlineGame (the loader's options turned into the widget's props).
// The widget's own states are its stories (Classic, picture guess); these are the options'.

const answer = performers[3]!;
const SERVER = 'https://guessdle.example';

/** The game's code as inline.tsx loads it, the widget's clock pinned to the stories' noon. */
function storyWidget(mode: GameMode): Later<ComponentType<GameProps>> {
  const pinned = (Widget: ComponentType<GameProps>) =>
    function PinnedClock(props: GameProps) {
      return <Widget {...props} now={storyNow} />;
    };
  // Crono follows the mock server's own clock (its run is timed there), as its widget stories do.
  if (mode === 'crono') {
    return later(() => import('../crono/CronoGame').then((m) => m.CronoGame as never));
  }
  return mode === 'classic'
    ? later(() => import('../classic/ClassicGame').then((m) => pinned(m.ClassicGame as never)))
    : later(() =>
        import('../picture-guess/PictureGames').then((m) =>
          pinned(m.PICTURE_GAMES[mode as keyof typeof m.PICTURE_GAMES] as never),
        ),
      );
}

/** Code that never arrives (offline, or a deploy removed its chunk). */
const missingCode = () =>
  later<ComponentType<GameProps>>(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );

interface InlineStoryProps extends Omit<InlineOptions, 'key' | 'server'> {
  /** Whether the mode's code loads (false: it fails, every time). */
  codeLoads: boolean;
  /** The loader's emitter: the host's `guessdle:*` events. */
  emit: (type: string, detail: Record<string, unknown>) => void;
}

function Inline({ codeLoads, emit, ...host }: InlineStoryProps) {
  const options: InlineOptions = { ...host, key: 'storybook', server: SERVER };
  // One client, storage and part for the story's life, as inline.tsx holds them per game.
  const [adapters] = useState(() => storyAdapters());
  const [part] = useState(() => (codeLoads ? storyWidget(options.mode) : missingCode()));
  return (
    <InlineShell options={options}>
      <LaterPart part={part}>
        {(Widget) => (
          <InlineGame
            Widget={Widget}
            options={options}
            {...adapters}
            emit={emit}
            // inline.tsx gives Crono the server's date: the daily game.
            gameId={options.mode === 'crono' ? MOCK_DATE : null}
          />
        )}
      </LaterPart>
    </InlineShell>
  );
}

const meta = {
  title: 'Games/Embed/Inline game',
  // The story test runs these in all six languages (vitest.config.ts).
  tags: ['games'],
  component: Inline,
  args: { mode: 'image-guess', codeLoads: true, emit: fn() },
  argTypes: {
    mode: { control: 'select', options: ['classic', 'image-guess', 'channel-guess', 'crono'] },
    lang: { control: 'select', options: [undefined, ...LANGUAGES] },
    theme: { control: 'select', options: [undefined, 'dark', 'light', 'high-contrast'] },
    difficulty: { control: 'select', options: [undefined, ...DIFFICULTIES] },
    emit: { table: { disable: true } },
  },
  // The host names the story's language and theme (`data-lang`, `data-theme`), unless a story
  // names its own.
  render: (args, context) => (
    <Inline
      {...args}
      lang={'lang' in args ? args.lang : storyLanguage({}, context)}
      theme={'theme' in args ? args.theme : String(context.globals['theme'])}
    />
  ),
  parameters: {
    layout: 'fullscreen',
    msw: createHandlers({
      answers: {
        'image-guess': { today: answer.profileUrl, yesterday: performers[5]!.profileUrl },
      },
    }),
  },
  loaders: [winPartsLoaded],
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<typeof storyT>[0] & { canvasElement: HTMLElement };

/** The story's texts in the language the host named (the toolbar's when it named none). */
function hostT(context: Context) {
  const { lang } = context.args as { lang?: string };
  return storyT({ ...context, args: { language: lang ?? storyLanguage({}, context) } });
}

/** Ready: the game in the host's language and theme, its search waiting (what the loader reads as ready). */
export const Ready: Story = {
  name: 'Ready',
  play: async (context) => {
    const t = hostT(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('combobox')).toBeVisible();
    // What the loader tells the host: ready (no loading view, no alert).
    await waitFor(() =>
      expect(widgetStatus(context.canvasElement)).toEqual({ loading: false, alert: null }),
    );
    await expect(canvas.getByRole('combobox')).toHaveAttribute(
      'placeholder',
      t(pictureTexts('image-guess').searchPlaceholder),
    );
  },
};

/** Won: the win box, and the host hears `guessdle:win` with the mode and the tries. */
export const Won: Story = {
  name: 'Won, the host told',
  play: async (context) => {
    const t = hostT(context);
    await guess(context.canvasElement, answer.name);
    await expectWinBox(context.canvasElement, t);
    await waitFor(() =>
      expect(context.args.emit).toHaveBeenCalledWith(
        'guessdle:win',
        expect.objectContaining({ mode: 'image-guess' }),
      ),
    );
  },
};

/** Classic at the difficulty the host named (`data-difficulty`): that pool's game. */
export const ClassicDifficulty: Story = {
  name: 'Classic at a difficulty',
  args: { mode: 'classic', difficulty: 'easy' },
  parameters: { msw: createHandlers() },
  play: async (context) => {
    const t = hostT(context);
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByText(new RegExp(t('classic.difficulty.easyDescription'))),
    ).toBeVisible();
  },
};

/** Crono: the daily game, its address on the main site to share. */
export const Crono: Story = {
  name: 'Crono, the daily game',
  args: { mode: 'crono' },
  parameters: { msw: createHandlers({ date: MOCK_DATE }) },
  play: async (context) => {
    const t = hostT(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('crono.dailyGame') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('crono.start') })).toBeEnabled();
    await expect(canvas.getByLabelText(t('crono.shareLabel'))).toHaveValue(
      `${SERVER}/crono/${MOCK_DATE}`,
    );
  },
};

/** No language named: the visitor's browser's (English in the test browser). */
export const BrowserLanguage: Story = {
  name: 'No language named: the browser’s',
  args: { lang: undefined },
  play: async (context) => {
    const t = storyT({ ...context, args: { language: navigator.language.slice(0, 2) } });
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('combobox')).toBeVisible();
    await expect(canvas.getByRole('combobox')).toHaveAttribute(
      'placeholder',
      t(pictureTexts('image-guess').searchPlaceholder),
    );
  },
};

/** A theme the loader does not know (`data-theme="sepia"`): the default, dark. */
export const UnknownTheme: Story = {
  name: 'Unknown theme: the default',
  args: { theme: 'sepia' },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByRole('combobox')).toBeVisible();
  },
};

/**
 * The mode's code could not load: its retry in the game's place, in the visitor's language (the
 * shell's texts load beside the code).
 */
export const CodeFailed: Story = {
  name: 'Code could not load',
  args: { codeLoads: false },
  play: async (context) => {
    const t = hostT(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(shownText(t('common.partFailed')))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeEnabled();
  },
};
