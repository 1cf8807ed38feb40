import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuessdleThemeProvider } from '@guessdle/ui';
import { OpenDialogButton } from './OpenDialogButton';
import { later } from './later';
import { reloadOnMissingChunk } from './recovery';
import { PRESS_FRESH_MS, REPLAY_KEY, takeReplayedPress } from './replay';

function memorySession(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('given a press whose code was gone after a deploy', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    window.sessionStorage.clear();
  });

  it('keeps the press for after the reload it caused', async () => {
    const user = userEvent.setup();
    const session = memorySession();
    const reload = vi.fn();
    stop = reloadOnMissingChunk({
      reload,
      session,
      serverAnswers: () => Promise.resolve(true),
      now: () => Date.now(),
    });
    const dialog = later(gone);
    render(
      <GuessdleThemeProvider>
        <OpenDialogButton replayKey="stats" onOpen={() => void dialog.load().catch(() => {})}>
          Statistics
        </OpenDialogButton>
      </GuessdleThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Statistics' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(session.items.get(REPLAY_KEY)).toBe('stats');
  });

  it('keeps no press that did not just happen, nor one of a control without a key', async () => {
    const user = userEvent.setup();
    const session = memorySession();
    let now = 1_000_000;
    stop = reloadOnMissingChunk({
      reload: vi.fn(),
      session,
      serverAnswers: () => Promise.resolve(true),
      now: () => now,
    });
    render(
      <GuessdleThemeProvider>
        <OpenDialogButton replayKey="stats" onOpen={() => {}}>
          Statistics
        </OpenDialogButton>
        <OpenDialogButton onOpen={() => {}}>Other</OpenDialogButton>
      </GuessdleThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Statistics' }));
    now = Date.now() + PRESS_FRESH_MS + 1;
    await later(gone)
      .load()
      .catch(() => {});
    expect(session.items.has(REPLAY_KEY)).toBe(false);
  });

  it('presses the control again once the page is back, once', () => {
    window.sessionStorage.setItem(REPLAY_KEY, 'stats');
    const onOpen = vi.fn();
    const other = vi.fn();
    const { unmount } = render(
      <GuessdleThemeProvider>
        <OpenDialogButton replayKey="win-stats" onOpen={other}>
          Win statistics
        </OpenDialogButton>
        <OpenDialogButton replayKey="stats" onOpen={onOpen}>
          Statistics
        </OpenDialogButton>
      </GuessdleThemeProvider>,
    );
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    unmount();
    expect(takeReplayedPress('stats')).toBe(false);
  });
});
