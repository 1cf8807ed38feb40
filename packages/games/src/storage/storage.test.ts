import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalStorage, createMemoryStorage } from './storage';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('given a working localStorage', () => {
  it('reads and writes through it', () => {
    const storage = createLocalStorage();
    storage.setItem('language', 'fr');
    expect(window.localStorage.getItem('language')).toBe('fr');
    expect(storage.getItem('language')).toBe('fr');
    storage.removeItem('language');
    expect(storage.getItem('language')).toBeNull();
  });

  it('reports writes made by another tab', () => {
    const storage = createLocalStorage();
    const listener = vi.fn();
    const unsubscribe = storage.subscribe?.(listener);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'featureFlags',
        newValue: '["ClassicModes"]',
        storageArea: window.localStorage,
      }),
    );
    expect(listener).toHaveBeenCalledWith({ key: 'featureFlags', newValue: '["ClassicModes"]' });
    unsubscribe?.();
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'x', newValue: 'y', storageArea: window.localStorage }),
    );
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores sessionStorage events', () => {
    const storage = createLocalStorage();
    const listener = vi.fn();
    storage.subscribe?.(listener);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'x', newValue: 'y', storageArea: window.sessionStorage }),
    );
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('given a localStorage that throws (private mode, blocked)', () => {
  it('keeps values in memory instead', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const storage = createLocalStorage();
    expect(() => storage.setItem('2025-06-01-classic', '["/model/a"]')).not.toThrow();
    expect(storage.getItem('2025-06-01-classic')).toBe('["/model/a"]');
  });

  it('survives a getter that throws a SecurityError', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const storage = createLocalStorage();
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });

  it('keeps a write that failed mid-session readable', () => {
    const storage = createLocalStorage();
    storage.setItem('k', 'old');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    storage.setItem('k', 'new');
    expect(storage.getItem('k')).toBe('new');
  });
});

describe('given a memory storage', () => {
  it('notifies subscribers of simulated writes from another tab only', () => {
    const storage = createMemoryStorage({ a: '1' });
    const listener = vi.fn();
    storage.subscribe(listener);
    storage.setItem('b', '2');
    expect(listener).not.toHaveBeenCalled();
    storage.simulateExternalChange('a', null);
    expect(listener).toHaveBeenCalledWith({ key: 'a', newValue: null });
    expect(storage.snapshot()).toEqual({ b: '2' });
  });
});
