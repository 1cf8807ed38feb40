import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@guessdle/games';
import { GuessdleThemeProvider, highContrastTheme, lightTheme } from '@guessdle/ui';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { makeTestSite, SiteHarness } from '../testing';
import { SITE_NS } from '../i18n/instance';
import { SiteProvider } from '../site';
import { hydratePage } from '../hydrate';
import { Layout } from './Layout';
import {
  applyThemeChoice,
  followThemeChoice,
  parseThemeChoice,
  themeRules,
  THEME_KEY,
} from './siteTheme';

const html = document.documentElement;

function Shell({ site }: { site: ReturnType<typeof makeTestSite> }) {
  return (
    <GuessdleThemeProvider>
      <SiteHarness site={site}>
        <Layout>
          <p>page</p>
        </Layout>
      </SiteHarness>
    </GuessdleThemeProvider>
  );
}

/** The shell as the server renders it, and as the browser hydrates it: at '/'. */
function PaintedShell({ site }: { site: ReturnType<typeof makeTestSite> }) {
  return (
    <GuessdleThemeProvider>
      <I18nextProvider i18n={site.i18n} defaultNS={SITE_NS}>
        <SiteProvider site={site}>
          <Router ssrPath="/">
            <Layout>
              <p>page</p>
            </Layout>
          </Router>
        </SiteProvider>
      </I18nextProvider>
    </GuessdleThemeProvider>
  );
}

afterEach(() => {
  html.removeAttribute('data-theme');
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('given the site themes in CSS', () => {
  const rules = themeRules();

  it('follows the system: light for prefers-color-scheme light, high contrast for more contrast', () => {
    const light = rules.split('\n').find((rule) => rule.includes('prefers-color-scheme: light'));
    const contrast = rules.split('\n').find((rule) => rule.includes('prefers-contrast: more'));
    expect(light).toContain(`--gd-colors-page-background: ${lightTheme.colors.page.background}`);
    expect(light).toContain('html:not([data-theme])');
    expect(contrast).toContain(
      `--gd-colors-container-positive-background: ${highContrastTheme.colors.container.positiveBackground}`,
    );
    // High contrast comes after light: a device asking for both gets high contrast.
    expect(rules.indexOf('prefers-contrast: more')).toBeGreaterThan(
      rules.indexOf('prefers-color-scheme: light'),
    );
  });

  it('paints a chosen theme over the system’s, textures included for high contrast', () => {
    const chosen = rules
      .split('\n')
      .find((rule) => rule.startsWith("html[data-theme='high-contrast']"));
    expect(chosen).toContain('--gd-feedback-texture-partial: repeating-linear-gradient');
    const dark = rules.split('\n').find((rule) => rule.startsWith("html[data-theme='dark']"));
    expect(dark).toContain('--gd-colors-page-background: #121212');
    expect(dark).toContain('--gd-feedback-texture-partial: none');
  });

  it('reads anything but a theme name as the system’s choice', () => {
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('high-contrast')).toBe('high-contrast');
    expect(parseThemeChoice('purple')).toBe('system');
    expect(parseThemeChoice(null)).toBe('system');
  });
});

describe('given the theme picker in the header', () => {
  it('stores the choice and applies it at once, "system" forgets it', async () => {
    const storage = createMemoryStorage();
    render(<Shell site={makeTestSite({ storage })} />);
    const toggle = await screen.findByRole('button', { name: 'Theme: System' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'High contrast' }));
    expect(storage.getItem(THEME_KEY)).toBe('high-contrast');
    expect(html).toHaveAttribute('data-theme', 'high-contrast');
    expect(screen.getByRole('button', { name: 'Theme: High contrast' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Theme: High contrast' }));
    await userEvent.click(screen.getByRole('button', { name: 'System' }));
    expect(storage.getItem(THEME_KEY)).toBeNull();
    expect(html).not.toHaveAttribute('data-theme');
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    render(<Shell site={makeTestSite()} />);
    const toggle = await screen.findByRole('button', { name: 'Theme: System' });
    await userEvent.click(toggle);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('follows a choice made in another tab', async () => {
    const storage = createMemoryStorage();
    render(<Shell site={makeTestSite({ storage })} />);
    await screen.findByRole('button', { name: 'Theme: System' });
    const stop = followThemeChoice(storage, html);
    act(() => storage.simulateExternalChange(THEME_KEY, 'light'));
    expect(screen.getByRole('button', { name: 'Theme: Light' })).toBeInTheDocument();
    expect(html).toHaveAttribute('data-theme', 'light');
    stop();
  });

  it('hydrates the server’s page without a warning, then shows the stored choice', async () => {
    const server = renderToString(<PaintedShell site={makeTestSite()} />);
    const container = document.createElement('div');
    container.innerHTML = server;
    document.body.append(container);
    const error = vi.spyOn(console, 'error');
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});

    const storage = createMemoryStorage({ [THEME_KEY]: 'light' });
    applyThemeChoice(html, 'light');
    await act(async () => {
      hydratePage(container, <PaintedShell site={makeTestSite({ storage })} />);
    });
    await vi.waitFor(() => expect(container).toHaveTextContent('Theme: Light'));
    expect(error).not.toHaveBeenCalled();
    expect(debug).not.toHaveBeenCalled();
  });
});
