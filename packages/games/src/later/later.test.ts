import { afterEach, describe, expect, it, vi } from 'vitest';
import { later, laterEach, loadUntilLoaded, whenBack } from './later';
import { RELOAD_AGAIN_AFTER_MS, RELOADED_AT_KEY, reloadOnMissingChunk } from './recovery';

function failingThen<Module>(failures: number, module: Module) {
  let calls = 0;
  const importModule = vi.fn(() =>
    ++calls <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve(module),
  );
  return importModule;
}

function memorySession(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('given a part whose code loads later', () => {
  it('loads once, however often it is asked for, and keeps the module at hand', async () => {
    const importModule = vi.fn(() => Promise.resolve({ answer: 42 }));
    const part = later(importModule);
    expect(part.loaded).toBeUndefined();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(a).toBe(b);
    expect(part.loaded).toEqual({ answer: 42 });
    await part.load();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call fetches again', async () => {
    const importModule = failingThen(1, { answer: 42 });
    const part = later(importModule);
    await expect(part.load()).rejects.toThrow('Failed to fetch');
    expect(part.loaded).toBeUndefined();
    await expect(part.load()).resolves.toEqual({ answer: 42 });
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('tells its subscribers once the module is here', async () => {
    const part = later(() => Promise.resolve('module'));
    const listener = vi.fn();
    const stop = part.subscribe(listener);
    await part.load();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('preloads without an unhandled rejection when the load fails', async () => {
    const part = later(failingThen(1, 'module'));
    part.preload();
    await vi.waitFor(() => expect(part.loaded).toBeUndefined());
  });
});

describe('given the site turned on the reload for a missing chunk', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('reloads the page once when the server answers (a deploy removed the chunk)', async () => {
    const reload = vi.fn();
    const session = memorySession();
    stop = reloadOnMissingChunk({
      reload,
      session,
      serverAnswers: () => Promise.resolve(true),
      now: () => 1_000_000,
    });
    await expect(later(failingThen(1, 'm')).load()).rejects.toThrow();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(session.items.get(RELOADED_AT_KEY)).toBe('1000000');
  });

  it('does not reload again soon after a reload (a chunk still missing shows the retry)', async () => {
    const reload = vi.fn();
    let now = 1_000_000;
    stop = reloadOnMissingChunk({
      reload,
      session: memorySession({ [RELOADED_AT_KEY]: String(now) }),
      serverAnswers: () => Promise.resolve(true),
      now: () => now,
    });
    await expect(later(failingThen(1, 'm')).load()).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
    now += RELOAD_AGAIN_AFTER_MS;
    await expect(later(failingThen(1, 'm')).load()).rejects.toThrow();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the server does not answer either (the connection is gone)', async () => {
    const reload = vi.fn();
    stop = reloadOnMissingChunk({
      reload,
      session: memorySession(),
      serverAnswers: () => Promise.resolve(false),
    });
    await expect(later(failingThen(1, 'm')).load()).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload without a place to remember it (no reload loop)', async () => {
    const reload = vi.fn();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    stop = reloadOnMissingChunk({ reload, session: full, serverAnswers: async () => true });
    await expect(later(failingThen(1, 'm')).load()).rejects.toThrow();
    stop();
    stop = reloadOnMissingChunk({ reload, session: null, serverAnswers: async () => true });
    await expect(later(failingThen(1, 'm')).load()).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves the page alone once turned off (a widget on a host page never reloads it)', async () => {
    const reload = vi.fn();
    reloadOnMissingChunk({ reload, session: memorySession(), serverAnswers: async () => true })();
    await expect(later(failingThen(1, 'm')).load()).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('given code a page cannot go on without', () => {
  it('tries again when the connection comes back or the page gets focus, until it loads', async () => {
    const importModule = failingThen(2, 'module');
    const failures: unknown[] = [];
    const loading = loadUntilLoaded(later(importModule), (error) => failures.push(error));
    await vi.waitFor(() => expect(failures).toHaveLength(1));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(failures).toHaveLength(2));
    // Nothing tries again by itself: only the next sign of life does.
    expect(importModule).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('focus'));
    await expect(loading).resolves.toBe('module');
    expect(importModule).toHaveBeenCalledTimes(3);
  });

  it('waits for one sign of life at a time (online and focus together try once)', async () => {
    const retry = vi.fn();
    whenBack(retry);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('focus'));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('given one part per key (the languages of a text)', () => {
  it('loads each key alone, as its module’s default, and forgets a failure', async () => {
    const fr = failingThen(1, { default: { hello: 'bonjour' } });
    const en = vi.fn(() => Promise.resolve({ default: { hello: 'hello' } }));
    const texts = laterEach({ en, fr });
    await expect(texts.en.load()).resolves.toEqual({ hello: 'hello' });
    expect(fr).not.toHaveBeenCalled();
    await expect(texts.fr.load()).rejects.toThrow();
    await expect(texts.fr.load()).resolves.toEqual({ hello: 'bonjour' });
    expect(texts.fr.loaded).toEqual({ hello: 'bonjour' });
  });
});
