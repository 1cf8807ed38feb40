import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createHandlers, embedAccessHandler } from '@guessdle/api/mocks';
import { EmbedConfigurator } from './EmbedConfigurator';
import { makeTestSite, SiteHarness } from '../testing';

const meta = {
  title: 'Site/EmbedConfigurator',
  component: EmbedConfigurator,
  // The preview runs the real loader (/embed.js, built from source by .storybook/embedLoader.ts);
  // the inline game's API calls are answered by the mock API.
  // The snippet names the test server's address, whose port differs from run to run: the visual
  // review covers it (scripts/visual/capture.setup.ts); the play functions check its text.
  parameters: {
    layout: 'fullscreen',
    msw: [...createHandlers(), embedAccessHandler()],
    visual: { mask: ['textarea'] },
  },
  render: () => (
    <SiteHarness site={makeTestSite()}>
      <EmbedConfigurator />
    </SiteHarness>
  ),
} satisfies Meta<typeof EmbedConfigurator>;

export default meta;
type Story = StoryObj<typeof meta>;

const origin = () => window.location.origin;

/** First visit: Classic, the visitor's language, the dark theme, a placeholder key. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Embed a game on your site' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Snippet' })).toHaveValue(
      '<div data-guessdle="classic" data-key="your-key" data-lang="en" data-theme="dark"></div>\n' +
        `<script async src="${origin()}/embed.js"></script>`,
    );
  },
};

/** Every choice lands in the snippet; the difficulty is offered for Classic only. */
export const Configured: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(canvasElement.querySelector('form') as HTMLElement);
    const difficulty = await form.findByLabelText('Difficulty');
    // Hard (every performer) is the game's default: offered once, and written as no attribute.
    await expect(within(difficulty).getAllByRole('option', { name: /Hard/ })).toHaveLength(1);
    await expect(difficulty).toHaveValue('');
    await userEvent.selectOptions(difficulty, 'easy');
    await userEvent.selectOptions(form.getByLabelText('Language'), 'pt');
    await userEvent.selectOptions(form.getByLabelText('Theme'), 'high-contrast');
    await userEvent.type(form.getByLabelText('Your API key'), 'partner-key-1');
    const snippet = canvas.getByRole('textbox', { name: 'Snippet' });
    await expect(snippet).toHaveValue(
      '<div data-guessdle="classic" data-key="partner-key-1" data-lang="pt" data-theme="high-contrast" data-difficulty="easy"></div>\n' +
        `<script async src="${origin()}/embed.js"></script>`,
    );
    await userEvent.selectOptions(form.getByLabelText('Game'), 'crono');
    await expect(form.queryByLabelText('Difficulty')).toBeNull();
    await expect(snippet).toHaveValue(
      '<div data-guessdle="crono" data-key="partner-key-1" data-lang="pt" data-theme="high-contrast"></div>\n' +
        `<script async src="${origin()}/embed.js"></script>`,
    );
  },
};

/**
 * Inline rendering: the snippet asks for the game in a shadow root of the host page, and the
 * preview shows the game itself, rendered by the loader with the mock API (in Storybook; the story
 * tests do not serve the loader).
 */
export const Inline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(canvasElement.querySelector('form') as HTMLElement);
    await userEvent.selectOptions(
      await form.findByLabelText('Rendering'),
      'Inline, in your page (shadow DOM)',
    );
    await expect(canvas.getByRole('textbox', { name: 'Snippet' })).toHaveValue(
      '<div data-guessdle="classic" data-key="your-key" data-lang="en" data-theme="dark" data-render="inline"></div>\n' +
        `<script async src="${origin()}/embed.js"></script>`,
    );
  },
};
