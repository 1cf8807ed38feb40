import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS, registerServiceWorker } from './serviceWorker';

/**
 * A window whose page is at `pathname`, still loading or loaded, with a worker container, a
 * resource observer the test feeds (`arrive()`: a file of the page has arrived) and an idle queue.
 */
function fakeWindow(pathname: string, readyState: DocumentReadyState, withWorker = true) {
  const register = vi.fn(() => Promise.resolve());
  const listeners: Array<() => void> = [];
  const idle: Array<() => void> = [];
  const observers = new Set<() => void>();
  class FakeObserver {
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  const win = {
    navigator: withWorker ? { serviceWorker: { register } } : {},
    location: { pathname } as { pathname: string },
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') listeners.push(listener);
    },
    requestIdleCallback: (run: () => void) => idle.push(run),
    setTimeout,
    clearTimeout,
    PerformanceObserver: FakeObserver,
  } as unknown as Window & typeof globalThis;
  return {
    win,
    register,
    /** The site's own navigation (no new page): the address changes under the same window. */
    go: (next: string) => {
      (win.location as { pathname: string }).pathname = next;
    },
    load: () => listeners.splice(0).forEach((listener) => listener()),
    arrive: () => [...observers].forEach((callback) => callback()),
    idle: () => idle.splice(0).forEach((run) => run()),
    observing: () => observers.size,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('registerServiceWorker', () => {
  it('registers /sw.js once the page has loaded, its files have stopped arriving, and the browser is idle', () => {
    const page = fakeWindow('/classic', 'interactive');
    registerServiceWorker(page.win);
    vi.advanceTimersByTime(QUIET_MS * 2);
    page.idle();
    expect(page.register).not.toHaveBeenCalled();

    page.load();
    vi.advanceTimersByTime(QUIET_MS - 1);
    // The page's chunk and its data arrive: the quiet time starts again from the last one.
    page.arrive();
    vi.advanceTimersByTime(QUIET_MS - 1);
    page.arrive();
    vi.advanceTimersByTime(QUIET_MS - 1);
    page.idle();
    expect(page.register).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(page.register).not.toHaveBeenCalled();
    page.idle();
    expect(page.register).toHaveBeenCalledWith('/sw.js');
    expect(page.register).toHaveBeenCalledTimes(1);
    // It stops watching the page's files once it has waited.
    expect(page.observing()).toBe(0);
  });

  it('waits for the quiet time on a page already loaded', () => {
    const page = fakeWindow('/', 'complete');
    registerServiceWorker(page.win);
    page.idle();
    expect(page.register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(QUIET_MS);
    page.idle();
    expect(page.register).toHaveBeenCalledTimes(1);
  });

  it('waits while the player is on Crono (a timed run shares the connection), and registers once they have left it', () => {
    const page = fakeWindow('/crono/2026-12-06', 'complete');
    registerServiceWorker(page.win);
    for (let i = 0; i < 3; i += 1) {
      vi.advanceTimersByTime(QUIET_MS);
      page.idle();
    }
    expect(page.register).not.toHaveBeenCalled();
    // A photo of the run arrives: quiet starts again, and it still waits.
    page.arrive();
    vi.advanceTimersByTime(QUIET_MS);
    page.idle();
    expect(page.register).not.toHaveBeenCalled();

    page.go('/');
    vi.advanceTimersByTime(QUIET_MS);
    page.idle();
    expect(page.register).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(QUIET_MS * 3);
    page.idle();
    expect(page.register).toHaveBeenCalledTimes(1);
  });

  it('never registers from an embed’s frame, nor where the browser has no workers', () => {
    const embed = fakeWindow('/embed/classic', 'complete');
    registerServiceWorker(embed.win);
    vi.advanceTimersByTime(QUIET_MS);
    embed.idle();
    expect(embed.register).not.toHaveBeenCalled();
    const old = fakeWindow('/', 'complete', false);
    expect(() => registerServiceWorker(old.win)).not.toThrow();
  });
});
