import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MOCK_DATE } from '@guessdle/api/mocks';
import { createMemoryStorage } from '@guessdle/games';
import { Home } from './Home';
import { makeTestSite, SiteHarness } from '../testing';

const meta = {
  title: 'Site/Home',
  component: Home,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Home>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without the ClassicModes flag: three plain cards, then the Crono card with its arrow. */
export const Default: Story = {
  render: () => (
    <SiteHarness site={makeTestSite()}>
      <Home />
    </SiteHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Guess the model or pornstar' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/classic',
      '/image-guess',
      '/channel-guess',
    ]);
    await expect(canvas.getByRole('heading', { name: 'Crono' })).toBeVisible();
  },
};

const cronoStorage = createMemoryStorage();

/**
 * The Crono card: the arrow toggles the daily game (/crono/{server date}) and a new private game
 * without navigating; its coach mark closes for good.
 */
export const Crono: Story = {
  render: () => (
    <SiteHarness site={makeTestSite({ storage: cronoStorage })}>
      <Home />
    </SiteHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Show crono games' });
    const hint = 'New: play crono against everyone or with your friends!';
    await expect(canvas.getByText(hint)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Opening the card dismisses the hint for good, so it never covers the links.
    await expect(canvas.queryByText(hint)).toBeNull();
    await expect(await canvas.findByRole('link', { name: /Daily game/ })).toHaveAttribute(
      'href',
      `/crono/${MOCK_DATE}`,
    );
    await expect(canvas.getByRole('link', { name: /Private game/ })).toHaveAttribute(
      'href',
      '/crono/new',
    );
    // The arrow never navigates: still on the home page.
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(cronoStorage.getItem('coachMark.newCronoModes')).toBe('false');
  },
};

const track = fn();
// The Crono coach mark was closed on an earlier visit: only the Classic one shows here.
const storage = createMemoryStorage({ 'coachMark.newCronoModes': 'false' });
const closedStorage = createMemoryStorage({ 'coachMark.newCronoModes': 'false' });

/**
 * With the flag: the coach mark sits inside the Classic card, on its own line under the arrow, so
 * it covers neither the next card nor the difficulty tags; opening the card dismisses it for good
 * (it asked for exactly that) and shows the tags.
 */
export const ClassicModes: Story = {
  name: 'Classic modes',
  render: () => (
    <SiteHarness site={makeTestSite({ featureFlags: ['ClassicModes'], storage, track })}>
      <Home />
    </SiteHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Show difficulty modes' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const hint = canvas.getByRole('dialog', { name: 'New: try the difficulty modes!' });
    await expect(hint).toBeVisible();
    const classicCard = canvas.getByRole('heading', { name: 'Classic' }).closest('article')!;
    const nextCard = canvas.getByRole('heading', { name: 'Image guess' }).closest('article')!;
    const bubble = hint.getBoundingClientRect();
    const card = classicCard.getBoundingClientRect();
    await expect(bubble.bottom).toBeLessThanOrEqual(card.bottom);
    await expect(bubble.bottom).toBeLessThanOrEqual(nextCard.getBoundingClientRect().top);

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(storage.getItem('coachMark.newClassicModes')).toBe('false');
    await expect(canvas.getByRole('link', { name: /Easy/ })).toHaveAttribute(
      'href',
      '/classic/easy',
    );
    await expect(canvas.getByRole('link', { name: /Hard/ })).toHaveAttribute(
      'href',
      '/classic/hard',
    );
  },
};

/** The hint's close button dismisses it for good too, without opening the card. */
export const ClassicModesHintClosed: Story = {
  name: 'Classic modes, hint closed',
  render: () => (
    <SiteHarness
      site={makeTestSite({
        featureFlags: ['ClassicModes'],
        storage: closedStorage,
      })}
    >
      <Home />
    </SiteHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('New: try the difficulty modes!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByText('New: try the difficulty modes!')).toBeNull();
    await expect(closedStorage.getItem('coachMark.newClassicModes')).toBe('false');
    await expect(canvas.getByRole('button', { name: 'Show difficulty modes' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Back after playing: the modes finished today carry "✓ Done today" (symbol and words). */
export const DoneToday: Story = {
  name: 'Done today',
  render: () => (
    <SiteHarness
      site={makeTestSite({
        storage: createMemoryStorage({
          ['image-guess-2025-06-01-status']: JSON.stringify({ status: 'completed', tries: 3 }),
          ['crono-2025-06-01-status']: JSON.stringify({ status: 'completed', tries: 0, score: 9 }),
        }),
      })}
    >
      <Home />
    </SiteHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (name: string) =>
      within(canvas.getByRole('heading', { name }).closest('article') as HTMLElement);
    await expect(await card('Image guess').findByText('Done today')).toBeVisible();
    await expect(card('Crono').getByText('Done today')).toBeVisible();
    await expect(card('Classic').queryByText('Done today')).toBeNull();
    await expect(card('Image guess').getByRole('link')).toHaveAccessibleName(/Done today/);
  },
};
