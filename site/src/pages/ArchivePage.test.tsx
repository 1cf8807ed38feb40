import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GuessdleApi } from '@guessdle/api';
import { createMockApi } from '@guessdle/api/mocks';
import { createMemoryStorage } from '@guessdle/games';
import { GuessdleThemeProvider } from '@guessdle/ui';
import { siteMessages } from '../i18n/all';
import { createSiteI18n } from '../i18n/instance';
import { makeTestSite, SiteHarness } from '../testing';
import { AppRoutes } from '../router';
import { nextUnsolvedDay } from './archive/archiveDays';

function renderAt(
  path: string,
  storage = createMemoryStorage(),
  api: GuessdleApi = createMockApi({ date: '2025-06-01', archive: { launchDate: '2025-05-28' } }),
) {
  const site = makeTestSite({ api, storage });
  return render(
    <GuessdleThemeProvider>
      <SiteHarness site={site} initialPath={path}>
        <AppRoutes />
      </SiteHarness>
    </GuessdleThemeProvider>,
  );
}

describe('given the archive of a mode', () => {
  it("lists launch day to yesterday, newest first, with this browser's result in words", async () => {
    const storage = createMemoryStorage({
      'image-guess-2025-05-30-status': JSON.stringify({ status: 'completed', tries: 0 }),
      'archive:2025-05-29-image-guess': JSON.stringify(['/x']),
    });
    renderAt('/image-guess/archive', storage);
    const list = await screen.findByRole('list');
    const days = within(list).getAllByRole('link');
    expect(days.map((link) => link.getAttribute('href'))).toEqual([
      '/image-guess/archive/2025-05-31',
      '/image-guess/archive/2025-05-30',
      '/image-guess/archive/2025-05-29',
      '/image-guess/archive/2025-05-28',
    ]);
    expect(days[0]).toHaveTextContent('Not played');
    expect(days[1]).toHaveTextContent('Solved');
    expect(days[2]).toHaveTextContent('Not solved');
  });

  it("shows a past day's game, and no page for today or a made-up date", async () => {
    renderAt('/channel-guess/archive/2025-05-30');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Channel.*May 30, 2025/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the past puzzles' })).toHaveAttribute(
      'href',
      '/channel-guess/archive',
    );
  });

  it("plays today's puzzle on the mode's page at today's address (the share text's)", async () => {
    renderAt('/image-guess/archive/2025-06-01');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Image guess' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the past puzzles' })).toBeNull();
  });

  it('has no page for a mode without an archive', async () => {
    renderAt('/crono/archive');
    expect(await screen.findByText(/404/)).toBeInTheDocument();
  });
});

describe('given an archive address with no puzzle to play (issue 56)', () => {
  /** The list of playable days under the edge's explanation. */
  async function offeredDays() {
    const list = await screen.findByRole('list');
    return within(list)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
  }
  const playable = [
    '/classic/archive/2025-05-31',
    '/classic/archive/2025-05-30',
    '/classic/archive/2025-05-29',
    '/classic/archive/2025-05-28',
  ];

  it.each([
    ['/classic/archive/not-a-date', 'No puzzle at this address', /does not name a day/],
    ['/classic/archive/2025-02-30', 'No puzzle at this address', /does not name a day/],
    [
      '/classic/archive/2025-06-02',
      'The puzzle of June 2, 2025 is not out yet',
      /comes out on its day/,
    ],
    [
      '/classic/archive/2025-05-20',
      'There was no puzzle on May 20, 2025',
      /The puzzles began on May 28, 2025\./,
    ],
  ])('says why at %s, and lists the days that can be played', async (path, title, message) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await offeredDays()).toEqual(playable);
    // No game, so nothing to retry.
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(/404|Unexpected Application Error/)).toBeNull();
    await waitFor(() => expect(document.title).toBe(`${title} · Classic`));
  });

  it("offers today's game for a day still to come", async () => {
    renderAt('/image-guess/archive/2025-07-14');
    expect(await screen.findByRole('link', { name: "Play today's puzzle" })).toHaveAttribute(
      'href',
      '/image-guess',
    );
  });

  it("says so in the page's language", async () => {
    const site = makeTestSite({
      api: createMockApi({ date: '2025-06-01', archive: { launchDate: '2025-05-28' } }),
      language: 'fr',
      i18n: createSiteI18n('fr', siteMessages.fr),
    });
    render(
      <GuessdleThemeProvider>
        <SiteHarness site={site} initialPath="/channel-guess/archive/2025-05-01">
          <AppRoutes />
        </SiteHarness>
      </GuessdleThemeProvider>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pas d’énigme le 1 mai 2025' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Les énigmes ont commencé le 28 mai 2025/)).toBeInTheDocument();
  });

  it("takes the server's word when the archive's range is unknown (offline, an older server)", async () => {
    // Without the archive call the page assumes 30 days; the server refuses an older day.
    const api = createMockApi({ date: '2025-06-01', archive: { launchDate: '2025-05-28' } });
    const withoutArchive = { ...api, getArchive: undefined };
    const track = vi.spyOn(withoutArchive, 'getDailyGuess');
    renderAt('/image-guess/archive/2025-05-10', createMemoryStorage(), withoutArchive);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'There was no puzzle on May 10, 2025' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // Asked once: the refusal is not retried.
    const asked = track.mock.calls.filter(([, query]) => query?.date === '2025-05-10');
    expect(asked).toHaveLength(1);
  });
});

describe('given a yesterday the server never served', () => {
  // No stored answer for yesterday: the server answers 404 `no-daily-answer` for it.
  const api = () =>
    createMockApi({
      date: '2025-06-01',
      archive: { launchDate: '2025-05-28' },
      answers: { 'image-guess': { today: '/model/a', yesterday: null } },
    });

  it('leaves it out of the list', async () => {
    renderAt('/image-guess/archive', createMemoryStorage(), api());
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/image-guess/archive/2025-05-30',
      '/image-guess/archive/2025-05-29',
      '/image-guess/archive/2025-05-28',
    ]);
  });

  it('says there was no puzzle that day', async () => {
    renderAt('/image-guess/archive/2025-05-31', createMemoryStorage(), api());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'There was no puzzle on May 31, 2025' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/No puzzle was set for that day/)).toBeInTheDocument();
  });
});

describe('given a past day being played', () => {
  it('styles the way back with the theme’s tokens', async () => {
    renderAt('/image-guess/archive/2025-05-30');
    const back = await screen.findByRole('link', { name: 'Back to the past puzzles' });
    // A styled link carries its generated class; a bare one draws in the browser's blue.
    expect(back.className).not.toBe('');
  });
});

describe('nextUnsolvedDay', () => {
  const days = ['2025-05-31', '2025-05-30', '2025-05-29', '2025-05-28'];
  it.each([
    ['the next one down the list', '2025-05-30', [], '2025-05-29'],
    ['skipping solved days', '2025-05-31', ['2025-05-30', '2025-05-29'], '2025-05-28'],
    ['the newest when none is older', '2025-05-28', ['2025-05-30'], '2025-05-31'],
    [
      'none when every other day is solved',
      '2025-05-29',
      ['2025-05-31', '2025-05-30', '2025-05-28'],
      null,
    ],
  ])('offers %s', (_, date, solved, expected) => {
    expect(nextUnsolvedDay(days, date, (day) => solved.includes(day))).toBe(expected);
  });
});
