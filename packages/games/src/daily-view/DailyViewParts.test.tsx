import type { ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GuessdleThemeProvider } from '@guessdle/ui';
import { I18nextProvider } from 'react-i18next';
import { createWidgetI18n, WIDGET_NS } from '../i18n/instance';
import { DailyWinBox, ItemSearch, PlayersCounter } from './DailyViewParts';
import { performerFields } from '../daily/items';
import { InsideHostPage } from '../widget/hostPage';
import { performers } from '@guessdle/data';
import type { ModeHref } from '../widget/widgetRuntime';

function renderWinBox(
  modeHref: ModeHref,
  nextMode: 'image-guess' | 'crono' | null,
  wrap: (ui: ReactNode) => ReactNode = (ui) => ui,
  name = 'Zoë Halsaquist',
) {
  return render(
    <I18nextProvider i18n={createWidgetI18n('en')} defaultNS={WIDGET_NS}>
      <GuessdleThemeProvider>
        {wrap(
          <DailyWinBox
            name={name}
            itemType="pornstar"
            pictureUrl="/assets/performers/zoe-halsaquist.svg"
            nextMode={nextMode}
            modeHref={modeHref}
          />,
        )}
      </GuessdleThemeProvider>
    </I18nextProvider>,
  );
}

describe('given the win box of a daily mode', () => {
  it('links to the next mode the host offers', async () => {
    renderWinBox((mode) => `/play/${mode}`, 'image-guess');
    expect(await screen.findByRole('link', { name: /Image/ })).toHaveAttribute(
      'href',
      '/play/image-guess',
    );
  });

  it('follows the link in the same tab on a page of its own', async () => {
    renderWinBox((mode) => `/${mode}`, 'image-guess');
    expect(await screen.findByRole('link', { name: 'Play Image guess' })).not.toHaveAttribute(
      'target',
    );
  });

  it("opens the link in a new tab when drawn inside a host's page, not replacing that page", async () => {
    renderWinBox(
      (mode) => `https://guessdle.test/${mode}`,
      'image-guess',
      (ui) => <InsideHostPage>{ui}</InsideHostPage>,
    );
    const link = await screen.findByRole('link', { name: 'Play Image guess' });
    expect(link).toHaveAttribute('href', 'https://guessdle.test/image-guess');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('offers no next mode when the host has no page for it', async () => {
    renderWinBox((mode) => (mode === 'crono' ? null : `/${mode}`), 'crono');
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers no next mode when every mode is done today', async () => {
    renderWinBox((mode) => `/${mode}`, null);
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
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

  it('says the count is paused and wins are kept while offline, never the stale count', () => {
    renderCounter(<PlayersCounter count={8} status="ready" />);
    expect(screen.getByRole('status')).toHaveTextContent('8 people already found out!');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(screen.getByRole('status')).toHaveTextContent(
        "Offline: count paused. Your wins are kept and sent once you're back online.",
      );
      expect(screen.queryByText(/8 people/)).toBeNull();
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(screen.getByRole('status')).toHaveTextContent('8 people already found out!');
    } finally {
      onLine.mockRestore();
    }
  });
});

function renderSearch(wrap: (ui: ReactNode) => ReactNode = (ui) => ui) {
  return render(
    <I18nextProvider i18n={createWidgetI18n('en')} defaultNS={WIDGET_NS}>
      <GuessdleThemeProvider>
        <button type="button">Elsewhere</button>
        {wrap(
          <ItemSearch
            candidates={performers.slice(0, 20)}
            guessedIds={[]}
            fields={performerFields}
            assetUrl={(path) => path}
            label="Guess the pornstar"
            placeholder="Search for a pornstar"
            onPick={vi.fn()}
          />,
        )}
      </GuessdleThemeProvider>
    </I18nextProvider>,
  );
}

describe('given the search of a game that nothing on the page has focused', () => {
  it('takes the first letter typed on the page, as its hint to type a name says', () => {
    renderSearch();
    const input = screen.getByRole('combobox');
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(document.activeElement).toBe(input);
  });

  it('leaves keys alone that are meant for something else', () => {
    renderSearch();
    const input = screen.getByRole('combobox');
    fireEvent.keyDown(document.body, { key: 'Tab' });
    fireEvent.keyDown(document.body, { key: 'c', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(document.activeElement).toBe(document.body);
    const other = screen.getByRole('button', { name: 'Elsewhere' });
    other.focus();
    fireEvent.keyDown(other, { key: 'j' });
    expect(document.activeElement).toBe(other);
    expect(input).not.toHaveFocus();
  });

  it('leaves the keys of a host page it is drawn inside to that page', () => {
    renderSearch((ui) => <InsideHostPage>{ui}</InsideHostPage>);
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(document.activeElement).toBe(document.body);
  });
});

describe('given a win message whose name looks like markup', () => {
  it('shows the name as text in bold, never as markup', async () => {
    renderWinBox((mode) => `/${mode}`, null, undefined, '<em>Ann</em> & $&');
    const strong = await screen.findByText('<em>Ann</em> & $&');
    expect(strong.tagName).toBe('STRONG');
    expect(strong.querySelector('em')).toBeNull();
  });
});
