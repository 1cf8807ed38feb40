import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/** Without the ClassicModes flag: three plain cards. */
export const Default: Story = {
  render: () => <SiteHarness site={makeTestSite()} routes={[{ path: '/', element: <Home /> }]} />,
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
  },
};

const track = fn();
const storage = createMemoryStorage();

/** With the flag: the Classic card expands to the difficulty tags; the coach mark closes for good. */
export const ClassicModes: Story = {
  render: () => (
    <SiteHarness
      site={makeTestSite({ featureFlags: ['ClassicModes'], storage, track })}
      routes={[{ path: '/', element: <Home /> }]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Show difficulty modes' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: /Easy/ })).toHaveAttribute(
      'href',
      '/classic/easy',
    );
    await expect(canvas.getByRole('link', { name: /Hard/ })).toHaveAttribute(
      'href',
      '/classic/hard',
    );

    await expect(canvas.getByText('New: try the difficulty modes!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByText('New: try the difficulty modes!')).toBeNull();
    await expect(storage.getItem('coachMark.newClassicModes')).toBe('false');
  },
};
