import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route } from 'wouter';
import { GAME_MODES, LANGUAGES, type GameMode, type Language } from '@guessdle/api/modes';
import { readEmbedSettings } from '../embed';
import { siteMessages } from '../i18n/all';
import { createSiteI18n } from '../i18n/instance';
import { makeTestSite, SiteHarness } from '../testing';
import { EmbedPage } from './EmbedPage';

/**
 * The frame's address when Storybook's own `/embed/{mode}` page sent the visitor here
 * (.storybook/embedLoader.ts: the configurator's frame preview), as `?embed=/embed/{mode}?…`;
 * otherwise the story's mode in the toolbar's language and theme.
 */
function framePath(mode: GameMode, theme: string, language: string): string {
  const forwarded = new URLSearchParams(window.location.search).get('embed');
  if (forwarded?.startsWith('/embed/')) return forwarded;
  return `/embed/${mode}?${new URLSearchParams({ lang: language, theme, instance: 'story' })}`;
}

function languageOf(path: string): Language {
  const [pathname = '', search = ''] = path.split('?');
  const lang = readEmbedSettings({ pathname, search: `?${search}` })?.lang;
  return (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : 'en';
}

const meta = {
  title: 'Site/EmbedPage',
  component: EmbedPage,
  args: { mode: 'classic' },
  argTypes: { mode: { control: 'select', options: GAME_MODES } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The page inside the iframe that `/embed.js` puts in a host page: one game, no header or ' +
          'footer, on the mock API. The embed configurator’s frame preview shows this story.',
      },
    },
  },
  render: ({ mode }, { globals }) => {
    const path = framePath(mode, String(globals['theme'] ?? 'dark'), String(globals['locale']));
    const language = languageOf(path);
    const site = makeTestSite({
      language,
      i18n: createSiteI18n(language, siteMessages[language]),
    });
    return (
      <SiteHarness site={site} initialPath={path}>
        <Route path="/embed/:mode">
          <EmbedPage />
        </Route>
      </SiteHarness>
    );
  },
} satisfies Meta<{ mode: GameMode }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Classic in a frame: the game alone, its search box ready. */
export const Frame: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox')).toBeVisible();
    await expect(canvas.queryByRole('banner')).toBeNull();
  },
};

/** A picture mode in a frame: its picture and its search box. */
export const PictureMode: Story = {
  name: 'Picture mode',
  args: { mode: 'image-guess' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox')).toBeVisible();
    await expect(canvas.getByRole('img')).toBeVisible();
  },
};
