import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GuessdleThemeProvider } from '@guessdle/ui';
import { I18nextProvider } from 'react-i18next';
import { createWidgetI18n, WIDGET_NS } from './i18n';
import { DailyWinBox, PlayersCounter } from './DailyViewParts';
import type { ModeHref } from './widgetRuntime';

function renderWinBox(modeHref: ModeHref, nextMode: 'image-guess' | 'crono' | null) {
  return render(
    <I18nextProvider i18n={createWidgetI18n('en')} defaultNS={WIDGET_NS}>
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

function renderCounter(ui: React.ReactElement) {
  return render(
    <I18nextProvider i18n={createWidgetI18n('en')} defaultNS={WIDGET_NS}>
      <GuessdleThemeProvider>{ui}</GuessdleThemeProvider>
    </I18nextProvider>,
  );
}

describe('given the players counter', () => {
  it('shows a placeholder while the first call is under way', () => {
    renderCounter(<PlayersCounter count={null} status="loading" />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });

  it('says it is retrying when the call failed, instead of a placeholder', () => {
    renderCounter(<PlayersCounter count={null} status="retrying" />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Could not count the players yet. Trying again…',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says it is unavailable once the retries ran out, and counts again on request', async () => {
    const onRetry = vi.fn();
    renderCounter(<PlayersCounter count={null} status="unavailable" onRetry={onRetry} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The player count is unavailable right now.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Count again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps a known count when a later call fails', () => {
    renderCounter(<PlayersCounter count={12} status="ready" />);
    expect(screen.getByRole('status')).toHaveTextContent('12 people already found out!');
  });
});
