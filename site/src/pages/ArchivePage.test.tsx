import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockApi } from '@guessdle/api/mocks';
import { createMemoryStorage } from '@guessdle/games';
import { GuessdleThemeProvider } from '@guessdle/ui';
import { makeTestSite, SiteHarness } from '../testing';
import { AppRoutes } from '../router';
import { nextUnsolvedDay } from './ArchivePage';

function renderAt(
  path: string,
  storage = createMemoryStorage(),
  api = createMockApi({ date: '2025-06-01', archive: { launchDate: '2025-05-28' } }),
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

  it.each(['/classic/archive/2025-06-02', '/classic/archive/2025-02-30', '/crono/archive'])(
    'has no page at %s',
    async (path) => {
      renderAt(path);
      expect(await screen.findByText(/404/)).toBeInTheDocument();
    },
  );
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

  it('has no page for it', async () => {
    renderAt('/image-guess/archive/2025-05-31', createMemoryStorage(), api());
    expect(await screen.findByText(/404/)).toBeInTheDocument();
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
