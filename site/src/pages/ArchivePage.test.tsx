import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockApi } from '@guessdle/api/mocks';
import { createMemoryStorage } from '@guessdle/games';
import { GuessdleThemeProvider } from '@guessdle/ui';
import { makeTestSite, SiteHarness } from '../testing';
import { AppRoutes } from '../router';

function renderAt(path: string, storage = createMemoryStorage()) {
  const site = makeTestSite({
    api: createMockApi({ date: '2025-06-01', archive: { launchDate: '2025-05-28' } }),
    storage,
  });
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

  it.each(['/classic/archive/2025-06-01', '/classic/archive/2025-02-30', '/crono/archive'])(
    'has no page at %s',
    async (path) => {
      renderAt(path);
      expect(await screen.findByText(/404/)).toBeInTheDocument();
    },
  );
});
