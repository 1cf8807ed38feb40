import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuessdleThemeProvider } from '@guessdle/ui';
import { I18nextProvider } from 'react-i18next';
import { createWidgetI18n } from './i18n';
import { DailyWinBox } from './DailyViewParts';
import type { ModeHref } from './widgetRuntime';

function renderWinBox(modeHref: ModeHref, nextMode: 'image-guess' | 'crono' | null) {
  return render(
    <I18nextProvider i18n={createWidgetI18n('en')}>
      <GuessdleThemeProvider>
        <DailyWinBox
          name="Zoë Halsaquist"
          itemType="pornstar"
          pictureUrl="/assets/performers/zoe-halsaquist.svg"
          nextMode={nextMode}
          modeHref={modeHref}
        />
      </GuessdleThemeProvider>
    </I18nextProvider>,
  );
}

describe('given the win box of a daily mode', () => {
  it('links to the next mode the host offers', () => {
    renderWinBox((mode) => `/play/${mode}`, 'image-guess');
    expect(screen.getByRole('link', { name: /Image/ })).toHaveAttribute(
      'href',
      '/play/image-guess',
    );
  });

  it('offers no next mode when the host has no page for it', () => {
    renderWinBox((mode) => (mode === 'crono' ? null : `/${mode}`), 'crono');
    expect(screen.getByText('Congratulations!')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers no next mode when every mode is done today', () => {
    renderWinBox((mode) => `/${mode}`, null);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
