import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { darkTheme, GuessdleThemeProvider, lightTheme } from '@guessdle/ui';
import { makeTestSite, SiteHarness } from '../testing';
import { EmbedConfigurator } from './EmbedConfigurator';

describe('given the embed configurator', () => {
  it('themes the inline preview with the chosen theme, whatever the site’s own', async () => {
    render(
      <GuessdleThemeProvider>
        <SiteHarness site={makeTestSite()}>
          <EmbedConfigurator />
        </SiteHarness>
      </GuessdleThemeProvider>,
    );
    const preview = await screen.findByTestId('embed-preview');
    const text = () => preview.style.getPropertyValue('--gd-colors-text-primary');
    expect(text()).toBe(darkTheme.colors.text.primary);
    await userEvent.selectOptions(screen.getByLabelText('Theme'), 'light');
    expect(text()).toBe(lightTheme.colors.text.primary);
    expect(preview.style.getPropertyValue('--gd-colors-page-background')).toBe(
      lightTheme.colors.page.background,
    );
  });
});
