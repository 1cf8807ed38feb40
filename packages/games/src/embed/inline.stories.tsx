import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { LANGUAGES } from '@guessdle/api/modes';
import { createHandlers, embedAccessHandler } from '@guessdle/api/mocks';
import { mountInline, type InlineEmit, type InlineOptions } from './inline';
import { storyLanguage, storyT } from '../../testing/stories';
import { shownText } from '../../testing/text';

// What the embed loader does with `data-render="inline"`: `mountInline` renders the game in a
// shadow root of the host's element, its styles adopted there, its progress in the host page's
// storage under `guessdle:`, and tells the host through `guessdle:*` events. The options' effect
// on the game is InlineGame.stories.tsx; these are the shadow root's own states.

const REFUSAL = 'the key does not allow this site';

interface ShadowHostProps {
  mode: InlineOptions['mode'];
  /** `data-lang`. @default the story's language */
  lang?: string;
  /** `data-theme`. @default the story's theme */
  theme?: string;
  /** The host's `guessdle:*` events (the loader dispatches them on the element). */
  emit: InlineEmit;
}

/** A host page's element, the game mounted in its shadow root as the loader mounts it. */
function ShadowHost({ mode, lang, theme, emit }: ShadowHostProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current!;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    // The server is this page (the stories' mock answers any origin).
    const handle = mountInline(
      root,
      { mode, key: 'storybook', server: location.origin, lang, theme },
      emit,
    );
    // After this tree's own unmount (the next story): the game's root is another React root, and
    // unmounting one while React renders this one is what React warns about.
    return () => queueMicrotask(() => handle.destroy());
  }, [mode, lang, theme, emit]);
  return <div ref={host} data-testid="host-element" />;
}

/** What the game left in the host page's storage (its keys start with `guessdle:`). */
function clearGuessdleStorage() {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith('guessdle:')) localStorage.removeItem(key);
  }
}

const meta = {
  title: 'Games/Embed/Inline in a shadow root',
  // The story test runs these in all six languages (vitest.config.ts).
  tags: ['games'],
  component: ShadowHost,
  args: { mode: 'image-guess', emit: fn() },
  argTypes: {
    mode: { control: 'select', options: ['classic', 'image-guess', 'channel-guess'] },
    lang: { control: 'select', options: [...LANGUAGES] },
    theme: { control: 'select', options: ['dark', 'light', 'high-contrast'] },
  },
  // The host names the story's language and theme (`data-lang`, `data-theme`).
  render: (args, context) => (
    <ShadowHost
      {...args}
      lang={storyLanguage({ language: args.lang }, context)}
      theme={args.theme ?? String(context.globals['theme'])}
    />
  ),
  // Each story starts from a host page whose storage holds no game of an earlier one.
  beforeEach: () => {
    clearGuessdleStorage();
    return clearGuessdleStorage;
  },
  parameters: { layout: 'fullscreen', msw: [embedAccessHandler(), ...createHandlers()] },
} satisfies Meta<typeof ShadowHost>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<typeof storyT>[0] & { canvasElement: HTMLElement };

/** The shadow root of the story's host element. */
function shadowOf(context: Context): ShadowRoot {
  const root = within(context.canvasElement).getByTestId('host-element').shadowRoot;
  if (!root) throw new Error('The host element has no shadow root');
  return root;
}

/**
 * Ready: the game in the shadow root, styled by its adopted sheets (nothing added to the host's
 * document), and the host told `guessdle:ready`.
 */
export const Ready: Story = {
  name: 'Ready',
  play: async (context) => {
    const root = shadowOf(context);
    const game = within(root as unknown as HTMLElement);
    await expect(await game.findByRole('combobox')).toBeVisible();
    await waitFor(() =>
      expect(context.args.emit).toHaveBeenCalledWith('guessdle:ready', { mode: 'image-guess' }),
    );
    await expect(root.adoptedStyleSheets.length).toBeGreaterThan(0);
    await expect(context.canvasElement.querySelector('[data-guessdle-widget]')).toBeNull();
  },
};

/** A Classic game: another mode's code, loaded when its game mounts. */
export const Classic: Story = {
  name: 'Classic',
  args: { mode: 'classic' },
  play: async (context) => {
    const game = within(shadowOf(context) as unknown as HTMLElement);
    await expect(await game.findByRole('combobox')).toBeVisible();
    await waitFor(() =>
      expect(context.args.emit).toHaveBeenCalledWith('guessdle:ready', { mode: 'classic' }),
    );
  },
};

/**
 * The key does not allow this site: nothing shows in the host's element, and the host hears
 * `guessdle:error` with the reason (said in its console too).
 */
export const Refused: Story = {
  name: 'Key refused: nothing shown',
  parameters: {
    msw: [embedAccessHandler({ allowed: false, reason: REFUSAL }), ...createHandlers()],
  },
  play: async (context) => {
    await waitFor(() =>
      expect(context.args.emit).toHaveBeenCalledWith(
        'guessdle:error',
        expect.objectContaining({ mode: 'image-guess', message: expect.stringContaining(REFUSAL) }),
      ),
    );
    await expect(shadowOf(context).querySelector('[data-guessdle-widget]')).toBeNull();
  },
};

/** The day's call fails: the game's error view in the shadow root, and `guessdle:error`. */
export const DayFailed: Story = {
  name: 'Error: the day could not load',
  parameters: {
    msw: [
      embedAccessHandler(),
      ...createHandlers({
        answers: { 'image-guess': null },
      }),
    ],
  },
  play: async (context) => {
    const t = storyT({ ...context, args: { language: context.args.lang } });
    const game = within(shadowOf(context) as unknown as HTMLElement);
    await expect(await game.findByRole('alert')).toBeVisible();
    await waitFor(() =>
      expect(context.args.emit).toHaveBeenCalledWith(
        'guessdle:error',
        expect.objectContaining({ mode: 'image-guess' }),
      ),
    );
    await expect(game.getByRole('button', { name: shownText(t('common.retry')) })).toBeVisible();
  },
};
