import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './serviceWorker';

/** A window whose page is at `pathname`, still loading or loaded, with a worker container. */
function fakeWindow(pathname: string, readyState: DocumentReadyState, withWorker = true) {
  const register = vi.fn(() => Promise.resolve());
  const listeners: Array<() => void> = [];
  const idle: Array<() => void> = [];
  const win = {
    navigator: withWorker ? { serviceWorker: { register } } : {},
    location: { pathname },
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') listeners.push(listener);
    },
    requestIdleCallback: (run: () => void) => idle.push(run),
    setTimeout,
  } as unknown as Window & typeof globalThis;
  const settle = () => {
    for (const listener of listeners.splice(0)) listener();
    for (const run of idle.splice(0)) run();
  };
  return { win, register, settle };
}

describe('registerServiceWorker', () => {
  it('registers /sw.js only once the page has loaded and the browser is idle', () => {
    const { win, register, settle } = fakeWindow('/classic', 'interactive');
    registerServiceWorker(win);
    expect(register).not.toHaveBeenCalled();
    settle();
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('registers at the next idle time on a page already loaded', () => {
    const { win, register, settle } = fakeWindow('/', 'complete');
    registerServiceWorker(win);
    settle();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('never registers from an embed’s frame, nor where the browser has no workers', () => {
    const embed = fakeWindow('/embed/classic', 'complete');
    registerServiceWorker(embed.win);
    embed.settle();
    expect(embed.register).not.toHaveBeenCalled();
    const old = fakeWindow('/', 'complete', false);
    expect(() => registerServiceWorker(old.win)).not.toThrow();
  });
});
