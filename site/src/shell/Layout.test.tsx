import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GuessdleThemeProvider } from '@guessdle/ui';
import { makeTestSite, SiteHarness } from '../testing';
import { AppRoutes } from '../router';
import { siteMessages } from '../i18n/all';
import { statsTargetOf } from './statsTarget';

function renderShell(site = makeTestSite(), path = '/') {
  return render(
    <GuessdleThemeProvider>
      <SiteHarness site={site} initialPath={path}>
        <AppRoutes />
      </SiteHarness>
    </GuessdleThemeProvider>,
  );
}

describe('given the page shell', () => {
  it('shows the logo linking home, the page and the feedback footer', async () => {
    renderShell();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Guess the model or pornstar' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Guessdle home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'Want to help?' })).toBeInTheDocument();
    const feedback = screen.getByRole('link', { name: 'Give us some feedback!' });
    expect(feedback).toHaveAttribute('target', '_blank');
    expect(feedback).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('stores a chosen language through changeLanguage and tracks both events', async () => {
    const changeLanguage = vi.fn();
    const track = vi.fn();
    renderShell(makeTestSite({ changeLanguage, track }));
    await userEvent.click(await screen.findByRole('button', { name: /Language/ }));
    expect(track).toHaveBeenCalledWith('Language picker clicked', { currentLanguage: 'en' });
    await userEvent.click(screen.getByRole('button', { name: /Français/ }));
    expect(changeLanguage).toHaveBeenCalledWith('fr');
    expect(track).toHaveBeenCalledWith('Language changed', {
      currentLanguage: 'en',
      newLanguage: 'fr',
    });
  });

  it('shows the fallback screen with the status for an unknown route', async () => {
    renderShell(makeTestSite(), '/nowhere');
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText(/404/)).toBeInTheDocument();
    // Inside the shell: the header and the footer stay, with the way back home.
    expect(screen.getByRole('link', { name: 'Guessdle home' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Want to help?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it("offers the statistics of the page's mode in the header", async () => {
    renderShell(makeTestSite(), '/image-guess');
    const button = await screen.findByRole('button', { name: 'Statistics' });
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Statistics: Image guess' })).toBeVisible();
  });

  it("reads the mode, and Classic's difficulty only with ClassicModes on, from the address", () => {
    expect(statsTargetOf('/', true)).toBeNull();
    expect(statsTargetOf('/crono', true)).toBeNull();
    expect(statsTargetOf('/channel-guess', true)).toEqual({
      mode: 'channel-guess',
      difficulty: null,
    });
    expect(statsTargetOf('/classic', false)).toEqual({ mode: 'classic', difficulty: null });
    expect(statsTargetOf('/classic', true)).toEqual({ mode: 'classic', difficulty: 'hard' });
    expect(statsTargetOf('/classic/easy', true)).toEqual({ mode: 'classic', difficulty: 'easy' });
  });

  it('has every shell text in every language', () => {
    for (const [language, messages] of Object.entries(siteMessages)) {
      const empty = JSON.stringify(messages).match(/":""/g);
      expect(empty, `${language} has empty texts`).toBeNull();
    }
  });
});
