import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@guessdle/api';
import { OFFLINE_TEXTS, offlineLanguage, offlinePageHtml, offlinePageKind } from './offlinePage';
import {
  aheadPages,
  pageAnswers,
  pageApiKey,
  pageDayEnd,
  pageKey,
  pageLists,
  pagePictures,
  requestKind,
  stillItsDay,
} from './routes';

const origin = 'https://guessdle.example';
const kindOf = (path: string, { method = 'GET', navigate = false } = {}) =>
  requestKind(method, new URL(path, origin), origin, navigate);

describe('aheadPages', () => {
  it('names home, every daily mode and each of Classic’s difficulties, each once', () => {
    const pages = aheadPages();
    expect(pages).toEqual(
      expect.arrayContaining([
        '/',
        '/classic',
        '/image-guess',
        '/channel-guess',
        '/classic/easy',
        '/classic/medium',
        '/classic/hard',
      ]),
    );
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.every((page) => kindOf(page, { navigate: true }) === 'page')).toBe(true);
  });
});

describe('requestKind', () => {
  it('answers the site’s pages, but never an embed’s frame', () => {
    expect(kindOf('/classic', { navigate: true })).toBe('page');
    expect(kindOf('/', { navigate: true })).toBe('page');
    expect(kindOf('/embed', { navigate: true })).toBe('page');
    expect(kindOf('/embed/classic?key=k', { navigate: true })).toBeNull();
  });

  it('keeps today’s answers by their day, and a past day’s for good', () => {
    expect(kindOf('/api/server-date/')).toBe('day');
    expect(kindOf('/api/classic/daily-guess/?mode=hard')).toBe('day');
    expect(kindOf('/api/image-guess/daily-guess/')).toBe('day');
    expect(kindOf('/api/archive/')).toBe('day');
    expect(kindOf('/api/classic/daily-guess/?date=2026-03-01')).toBe('lasting');
  });

  it('tells versioned search lists from the others, and keeps texts', () => {
    expect(kindOf('/api/performers/?v=abc')).toBe('versioned');
    expect(kindOf('/api/channels/')).toBe('lasting');
    expect(kindOf('/messages/fr.json')).toBe('lasting');
  });

  it('serves hashed build files from the cache, other files behind a refresh', () => {
    expect(kindOf('/assets/ClassicPage-xD3qNZG9.js')).toBe('code');
    expect(kindOf('/assets/texts-QZup3aw-.js')).toBe('code');
    expect(kindOf('/assets/performers/rose.svg')).toBe('file');
    expect(kindOf('/assets/daily/image-guess/2026-03-01')).toBe('file');
    expect(kindOf('/icon-192.png')).toBe('file');
  });

  it('leaves the counter, Crono, every POST, the worker and other origins to the network', () => {
    expect(kindOf('/api/stats/classic/')).toBeNull();
    expect(kindOf('/api/crono/2026-03-01')).toBeNull();
    expect(kindOf('/api/stats/classic/post/', { method: 'POST' })).toBeNull();
    expect(kindOf('/sw.js')).toBeNull();
    expect(kindOf('/config.js')).toBeNull();
    expect(requestKind('GET', new URL('https://cdn.example/a.png'), origin, false)).toBeNull();
  });
});

const island = (expires: string) =>
  `<script type="application/json" id="guessdle-first-screen">{"expires":"${expires}","responses":{"/api/classic/daily-guess/":{"date":"2026-03-01","today":"p1"}},"fetch":{"/api/performers/":"/api/performers/?v=abc"}}</script>`;

describe('a page’s day', () => {
  it('ends at its island’s expires, and the page is refused from that instant on', () => {
    const end = pageDayEnd(`<head>${island('2026-03-02T00:00:00.000Z')}</head>`);
    expect(end).toBe(Date.parse('2026-03-02T00:00:00.000Z'));
    expect(stillItsDay(end, Date.parse('2026-03-01T23:59:59.999Z'))).toBe(true);
    expect(stillItsDay(end, Date.parse('2026-03-02T00:00:00.000Z'))).toBe(false);
  });

  it('is unknown without an island, and unknown is never today', () => {
    expect(pageDayEnd('<html><head></head></html>')).toBeNull();
    expect(pageDayEnd(island('soon'))).toBeNull();
    expect(stillItsDay(null, 0)).toBe(false);
  });

  it('reads what the page loads beside it: the search lists, the picture, the API key', () => {
    const html = `<head><link rel="preload" as="image" fetchpriority="high" href="/assets/daily/image-guess/2026-03-01?a=1&amp;b=2">${island('2026-03-02T00:00:00.000Z')}<script>window.__GUESSDLE__ = {"apiBaseUrl":"","apiKey":"site-key","mocks":false};\n</script></head>`;
    expect(pageLists(html)).toEqual([['/api/performers/', '/api/performers/?v=abc']]);
    expect(pageAnswers(html)).toEqual([
      ['/api/classic/daily-guess/', '{"date":"2026-03-01","today":"p1"}'],
    ]);
    expect(pageAnswers('<head></head>')).toEqual([]);
    expect(pagePictures(html)).toEqual(['/assets/daily/image-guess/2026-03-01?a=1&b=2']);
    expect(pageApiKey(html)).toBe('site-key');
  });

  it('keeps a page under its address, whatever its query, case or trailing slash', () => {
    expect(pageKey(new URL('/Classic/?x=1#y', origin))).toBe(`${origin}/classic`);
    expect(pageKey(new URL('/', origin))).toBe(`${origin}/`);
  });
});

describe('the offline page', () => {
  it('speaks each of the site’s languages, Portugal’s Portuguese, and English otherwise', () => {
    for (const language of LANGUAGES) {
      const texts = OFFLINE_TEXTS[language];
      expect(Object.values(texts).every((text) => text.trim().length > 0)).toBe(true);
    }
    expect(offlinePageHtml('fr')).toContain('<html lang="fr">');
    expect(offlinePageHtml('pt')).toContain('<html lang="pt-PT">');
    expect(offlineLanguage(['de-DE', 'pl-PL', 'en'])).toBe('pl');
    expect(offlineLanguage(['de-DE'])).toBe('en');
    expect(offlineLanguage([])).toBe('en');
  });

  it('speaks the language the player chose before the browser’s', () => {
    // The page's note first (pageLanguage.ts), then navigator.languages.
    expect(offlineLanguage(['fr', 'pt-PT', 'en'])).toBe('fr');
    expect(offlineLanguage([null, 'pt-PT', 'en'])).toBe('pt');
  });

  it.each([
    ['/classic', 'daily'],
    ['/classic/easy', 'daily'],
    ['/image-guess', 'daily'],
    ['/Channel-Guess/', 'daily'],
    ['/image-guess/archive', 'archive'],
    ['/classic/archive/2026-03-01', 'archive'],
    ['/crono/new', 'crono'],
    ['/crono/2026-03-01', 'crono'],
    ['/', 'page'],
    ['/embed', 'page'],
    ['/nowhere', 'page'],
  ] as const)('says what %s needs the connection for (%s)', (path, kind) => {
    expect(offlinePageKind(path)).toBe(kind);
    for (const language of LANGUAGES) {
      expect(offlinePageHtml(language, kind)).toContain(OFFLINE_TEXTS[language][kind]);
    }
  });

  it('never says "today’s puzzle" for a page that is not today’s puzzle', () => {
    const todays = /today's puzzle/i;
    expect(OFFLINE_TEXTS.en.daily).toMatch(todays);
    for (const kind of ['archive', 'crono', 'page'] as const) {
      expect(OFFLINE_TEXTS.en[kind]).not.toMatch(todays);
    }
  });
});
