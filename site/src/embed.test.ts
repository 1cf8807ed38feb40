import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@guessdle/games';
import { hostScopedStorage, readEmbedSettings } from './embed';

describe('given an embed page address', () => {
  it('reads what the loader asked for', () => {
    expect(
      readEmbedSettings({
        pathname: '/embed/classic',
        search:
          '?key=k&lang=fr&theme=light&difficulty=easy&instance=gd1&origin=https%3A%2F%2Fhost.example&share=https%3A%2F%2Fhost.example%2Fgame',
      }),
    ).toEqual({
      lang: 'fr',
      theme: 'light',
      difficulty: 'easy',
      game: null,
      shareUrl: 'https://host.example/game',
      instance: 'gd1',
      hostOrigin: 'https://host.example',
    });
  });

  it('drops a host origin or share address that is not one', () => {
    const settings = readEmbedSettings({
      pathname: '/embed/crono',
      search: '?origin=https%3A%2F%2Fhost.example%2Fpath&share=javascript%3Aalert(1)',
    });
    expect(settings?.hostOrigin).toBeNull();
    expect(settings?.shareUrl).toBeNull();
  });

  it('is none on the site’s own pages', () => {
    expect(readEmbedSettings({ pathname: '/classic', search: '?lang=fr' })).toBeNull();
  });
});

describe('given two host sites embedding the same game', () => {
  it('keeps each one’s progress apart', () => {
    const storage = createMemoryStorage();
    const a = hostScopedStorage(storage, 'https://a.example');
    const b = hostScopedStorage(storage, 'https://b.example');
    a.setItem('2026-11-24-classic', '["x"]');
    expect(b.getItem('2026-11-24-classic')).toBeNull();
    expect(a.getItem('2026-11-24-classic')).toBe('["x"]');
    expect(storage.snapshot()).toEqual({ 'embed:https://a.example:2026-11-24-classic': '["x"]' });
    a.removeItem('2026-11-24-classic');
    expect(storage.snapshot()).toEqual({});
  });
});
