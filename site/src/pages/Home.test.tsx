import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@guessdle/games';
import { GuessdleThemeProvider } from '@guessdle/ui';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { makeTestSite, SiteHarness } from '../testing';
import { SITE_NS } from '../i18n/instance';
import { SiteProvider } from '../site';
import { Home } from './Home';

// makeTestSite's server date.
const TODAY = '2025-06-01';
const done = JSON.stringify({ status: 'completed', tries: 2 });

function home(site: ReturnType<typeof makeTestSite>) {
  return (
    <GuessdleThemeProvider>
      <SiteHarness site={site}>
        <Home />
      </SiteHarness>
    </GuessdleThemeProvider>
  );
}

/** Home as the server renders it (entry-server.tsx: a static location). */
function serverHome(site: ReturnType<typeof makeTestSite>) {
  return (
    <GuessdleThemeProvider>
      <I18nextProvider i18n={site.i18n} defaultNS={SITE_NS}>
        <SiteProvider site={site}>
          <Router ssrPath="/">
            <Home />
          </Router>
        </SiteProvider>
      </I18nextProvider>
    </GuessdleThemeProvider>
  );
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('article')!;

describe('given modes finished today', () => {
  it('marks their cards "Done today" with a symbol and words, and no other card', () => {
    const storage = createMemoryStorage({
      [`image-guess-${TODAY}-status`]: done,
      [`crono-${TODAY}-status`]: JSON.stringify({ status: 'completed', tries: 0, score: 7 }),
      // Yesterday's win and a malformed record mark nothing.
      ['classic-2025-05-31-status']: done,
      [`channel-guess-${TODAY}-status`]: '{"status":"lost"}',
    });
    render(home(makeTestSite({ storage })));
    expect(within(card('Image guess')).getByText('Done today')).toBeInTheDocument();
    expect(within(card('Crono')).getByText('Done today')).toBeInTheDocument();
    expect(within(card('Classic')).queryByText('Done today')).toBeNull();
    expect(within(card('Channel guess')).queryByText('Done today')).toBeNull();
    // The mark is part of the card link's name; its ✓ is for the eye only.
    expect(
      within(card('Image guess')).getByRole('link', { name: /Done today/ }),
    ).toBeInTheDocument();
    expect(within(card('Image guess')).getByText('✓')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no mark in the server’s render: it cannot know the visitor’s storage', () => {
    const storage = createMemoryStorage({ [`image-guess-${TODAY}-status`]: done });
    const page = renderToString(serverHome(makeTestSite({ storage })));
    expect(page).toContain('Image guess');
    expect(page).not.toContain('Done today');
  });

  it('marks a game finished in another tab at once', () => {
    const storage = createMemoryStorage();
    render(home(makeTestSite({ storage })));
    expect(screen.queryByText('Done today')).toBeNull();
    act(() => storage.simulateExternalChange(`channel-guess-${TODAY}-status`, done));
    expect(within(card('Channel guess')).getByText('Done today')).toBeInTheDocument();
  });

  it('marks each Classic difficulty finished today when the difficulty modes are on', () => {
    const storage = createMemoryStorage({ [`classic-easy-${TODAY}-status`]: done });
    render(home(makeTestSite({ storage, featureFlags: ['ClassicModes'] })));
    const easy = screen.getByRole('link', { name: /Easy/, hidden: true });
    expect(easy).toHaveTextContent('Done today');
    expect(screen.getByRole('link', { name: /Hard/, hidden: true })).not.toHaveTextContent(
      'Done today',
    );
  });
});
