import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route } from 'wouter';
import { LANGUAGES, type Language } from '@guessdle/api/modes';
import { createMockApi } from '@guessdle/api/mocks';
import { siteMessages } from '../../i18n/all';
import { createSiteI18n } from '../../i18n/instance';
import { makeTestSite, SiteHarness } from '../../testing';
import { ArchiveDayPage } from '../ArchivePage';

/**
 * The mock archive: launched on May 28, today June 1, so four days can be played; three when
 * yesterday was never served (`unserved`: no stored answer, as a server asked nothing that day).
 */
const api = (unserved: boolean) =>
  createMockApi({
    date: '2025-06-01',
    archive: { launchDate: '2025-05-28' },
    ...(unserved ? { answers: { 'image-guess': { today: '/model/a', yesterday: null } } } : {}),
  });

interface ArchiveAtProps {
  path: string;
  /** Yesterday had no puzzle. @default false */
  unserved?: boolean;
  language?: Language;
}

function ArchiveAt({ path, unserved = false, language = 'en' }: ArchiveAtProps) {
  const site = makeTestSite({
    api: api(unserved),
    language,
    i18n: createSiteI18n(language, siteMessages[language]),
  });
  return (
    <SiteHarness site={site} initialPath={path}>
      <Route path="/:mode/archive/:date">
        <ArchiveDayPage />
      </Route>
    </SiteHarness>
  );
}

/**
 * An archive address with no puzzle to play (issue 56): it says why in the page's language and
 * lists the days that can be played; no game, nothing to retry.
 */
const meta = {
  title: 'Site/ArchiveEdge',
  component: ArchiveAt,
  parameters: { layout: 'padded' },
  args: { path: '/classic/archive/not-a-date', unserved: false },
  argTypes: { path: { control: 'text' }, language: { control: false } },
  render: ({ path, unserved }, { globals }) => {
    const locale = String(globals['locale'] ?? 'en');
    const language = (LANGUAGES as readonly string[]).includes(locale)
      ? (locale as Language)
      : 'en';
    return <ArchiveAt path={path} unserved={unserved} language={language} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    const list = await canvas.findByRole('list');
    await expect(within(list).getAllByRole('link')).toHaveLength(args.unserved ? 3 : 4);
    await expect(canvasElement.querySelector(`[data-edge="${edgeOf(args.path)}"]`)).not.toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
} satisfies Meta<ArchiveAtProps>;

export default meta;
type Story = StoryObj<typeof meta>;

function edgeOf(path: string): string {
  if (path.endsWith('not-a-date')) return 'not-a-date';
  if (path.endsWith('2025-07-14')) return 'future';
  if (path.endsWith('2025-05-31')) return 'no-puzzle';
  return 'before-launch';
}

/** `/classic/archive/not-a-date`: the address names no day. */
export const NotADate: Story = { name: 'Not a date' };

/** A day still to come: today's game is offered beside the list. */
export const Future: Story = {
  args: { path: '/image-guess/archive/2025-07-14' },
  play: async (context) => {
    await meta.play(context);
    const links = within(context.canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toContain('/image-guess');
  },
};

/** A day before the archive's first: when the puzzles began. */
export const BeforeLaunch: Story = {
  name: 'Before launch',
  args: { path: '/channel-guess/archive/2025-05-01' },
};

/** A day of the archive the server set no puzzle for (yesterday, never served). */
export const NoPuzzle: Story = {
  name: 'No puzzle that day',
  args: { path: '/image-guess/archive/2025-05-31', unserved: true },
};
