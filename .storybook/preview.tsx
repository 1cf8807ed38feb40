import type { Preview } from '@storybook/react-vite';
import { isCommonAssetRequest } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { LANGUAGES } from '@guessdle/api/modes';
import { resetMocks } from '@guessdle/api/mocks';
import { loadWidgetMessages } from '@guessdle/games';
import { themes, type ThemeName } from '@guessdle/ui';
import { jsonControls } from '@guessdle/ui/stories';
// The review view is Storybook's, not the package's: read from the source, not the public entry.
import { ThemedCanvas, ThemesSideBySide } from '../packages/ui/src/theme/ThemesSideBySide';

// Play functions wait on conditions (findBy*, waitFor), never on the clock, and name no timeout of
// their own (ESLint forbids it in stories). This is only the safety net after which a condition
// that never comes true fails the story: long, because a busy machine may take many times longer
// than a quiet one to type a name and play a 3.4 s flip animation.
configure({ asyncUtilTimeout: 30_000 });

declare const __STORYBOOK_THEME__: string | undefined;
declare const __STORYBOOK_LOCALE__: string | undefined;

/** The theme stories start in: the story-test projects set one per theme; Storybook itself uses dark. */
const initialTheme: ThemeName =
  typeof __STORYBOOK_THEME__ === 'string' && __STORYBOOK_THEME__ in themes
    ? (__STORYBOOK_THEME__ as ThemeName)
    : 'dark';

/** The language stories start in: each story-test project sets one; Storybook itself uses English. */
const initialLocale: string =
  typeof __STORYBOOK_LOCALE__ === 'string' &&
  (LANGUAGES as readonly string[]).includes(__STORYBOOK_LOCALE__)
    ? __STORYBOOK_LOCALE__
    : 'en';

/**
 * Mock Service Worker, started as msw-storybook-addon does it, but from the preview's own folder:
 * the static build served under /storybook/ (the server's STORYBOOK_DIR) has its worker at
 * /storybook/mockServiceWorker.js, where the addon would look for /mockServiceWorker.js. In
 * Storybook's dev server and in the story tests the folder is `/`, as before.
 */
async function startWorker() {
  const { setupWorker } = await import('msw/browser');
  const folder = /^(.*\/)iframe\.html$/.exec(location.pathname)?.[1] ?? '/';
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: `${folder}mockServiceWorker.js` },
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || /iframe\.html|sb-|@vite|\.stories\./.test(request.url)) {
        return;
      }
      print.warning();
    },
  });
  return worker;
}

const preview: Preview = {
  // Every component gets a docs page built from its JSDoc.
  tags: ['autodocs'],
  // Every story starts from the mock server's initial state: a retry, or the same story in
  // another language, would otherwise find the players the run before it counted. Widgets load a
  // language's bundled texts on first use (a loading view until then); stories have every
  // language at hand, so each state renders translated from its first frame.
  loaders: [
    () => resetMocks(),
    mswLoader(startWorker),
    async () => ({
      widgetMessages: await Promise.all(LANGUAGES.map((language) => loadWidgetMessages(language))),
    }),
  ],
  // Story tests only: a primitive's story fails when its controls panel would offer a JSON editor
  // (an object, array or React element arg that is neither picked by name nor hidden), so
  // designers keep selects, numbers and switches (CONTRIBUTING.md, Habits).
  beforeEach: ({ title, argTypes, initialArgs }) => {
    if (typeof __STORYBOOK_THEME__ !== 'string' || !title.startsWith('UI/')) return;
    const json = jsonControls(argTypes, initialArgs);
    if (json.length > 0) {
      throw new Error(
        `${title}: ${json.join(', ')} would show as JSON in the controls panel; pick by name (namedFixtures from @guessdle/ui/stories) or hide it (control: false).`,
      );
    }
  },
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'dark', title: 'Dark (default)' },
          { value: 'light', title: 'Light' },
          { value: 'high-contrast', title: 'High contrast' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the game widgets',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
          { value: 'fr', title: 'Français' },
          { value: 'pl', title: 'Polski' },
          { value: 'it', title: 'Italiano' },
          { value: 'pt', title: 'Português' },
        ],
        dynamicTitle: true,
      },
    },
    review: {
      description: 'Show the story in one theme, or in all three side by side',
      toolbar: {
        title: 'Review',
        icon: 'mirror',
        items: [
          { value: 'single', title: 'One theme (toolbar)' },
          { value: 'themes', title: 'Three themes side by side' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: initialTheme, locale: initialLocale, review: 'single' },
  parameters: {
    layout: 'padded',
    // The phones the product targets, a tablet and a desktop (toolbar: viewport).
    viewport: {
      options: {
        phoneSmall: {
          name: 'Phone 375×667',
          styles: { width: '375px', height: '667px' },
          type: 'mobile',
        },
        phone: {
          name: 'Phone 390×844',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        phoneLarge: {
          name: 'Phone 412×915',
          styles: { width: '412px', height: '915px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet 768×1024',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop 1280×800',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    controls: {
      expanded: true,
      // Callbacks and render props are code, not something to edit: they stay out of the panel
      // (calls show in the Actions panel).
      exclude: /^(on[A-Z]\w*|render[A-Z]\w*|linkComponent|modeHref)$/,
    },
    // Any axe violation fails the story when stories run as tests.
    a11y: { test: 'error' },
  },
  decorators: [
    (Story, context) => {
      const name: ThemeName =
        (context.globals.theme as ThemeName) in themes
          ? (context.globals.theme as ThemeName)
          : 'dark';
      // The review view: the story once per theme, the toolbar's theme live (see ThemesSideBySide).
      if (context.globals.review === 'themes') {
        return <ThemesSideBySide live={name} renderStory={() => <Story />} />;
      }
      return (
        <ThemedCanvas theme={themes[name]}>
          <Story />
        </ThemedCanvas>
      );
    },
  ],
};

export default preview;
