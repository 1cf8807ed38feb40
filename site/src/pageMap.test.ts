import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_MODES } from '@guessdle/api/modes';
import { gameAt, PAGE_ROUTES, pageAt, preloadPage, routeAt } from './pageMap';
import { EMBEDDED_GAMES } from './pages/EmbedPage';

/** The site's folder: Vite's root, against which its manifest names source files. */
const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('given an address', () => {
  it.each([
    ['/', { sources: ['src/pages/Home.tsx'], firstScreen: null, painted: true }],
    [
      '/classic',
      {
        sources: ['src/pages/ClassicPage.tsx'],
        firstScreen: { mode: 'classic', difficulty: 'hard' },
        painted: true,
        preview: { mode: 'classic', day: null },
      },
    ],
    [
      '/classic/',
      {
        sources: ['src/pages/ClassicPage.tsx'],
        firstScreen: { mode: 'classic', difficulty: 'hard' },
        painted: true,
        preview: { mode: 'classic', day: null },
      },
    ],
    [
      '/classic/medium',
      {
        sources: ['src/pages/ClassicPage.tsx'],
        firstScreen: { mode: 'classic', difficulty: 'medium' },
        painted: true,
        preview: { mode: 'classic', day: null },
      },
    ],
    [
      '/image-guess',
      {
        sources: ['src/pages/PictureGuessPage.tsx'],
        firstScreen: { mode: 'image-guess', difficulty: null },
        painted: true,
        preview: { mode: 'image-guess', day: null },
      },
    ],
    ['/image-guess/easy', { sources: [], firstScreen: null, painted: false }],
    [
      '/classic/archive',
      { sources: ['src/pages/ArchivePage.tsx'], firstScreen: null, painted: false },
    ],
    ['/crono', { sources: ['src/pages/CronoPages.tsx'], firstScreen: null, painted: false }],
    ['/crono/new', { sources: ['src/pages/CronoPages.tsx'], firstScreen: null, painted: false }],
    // Every Crono game's first screen is its loading view: one address painted per kind of game.
    [
      '/crono/2026-03-01',
      {
        sources: ['src/pages/CronoPages.tsx'],
        firstScreen: null,
        painted: true,
        paintedAs: '/crono/2000-01-01',
      },
    ],
    [
      '/crono/Ab3_Kd9-xYz01234567',
      {
        sources: ['src/pages/CronoPages.tsx'],
        firstScreen: null,
        painted: true,
        paintedAs: '/crono/any-private-game',
      },
    ],
    // A malformed id goes home (SPEC §2): the browser's work, nothing painted.
    ['/crono/short', { sources: ['src/pages/CronoPages.tsx'], firstScreen: null, painted: false }],
    ['/embed', { sources: ['src/pages/EmbedConfigurator.tsx'], firstScreen: null, painted: false }],
    [
      '/embed/classic',
      {
        sources: ['src/pages/EmbedPage.tsx', 'src/pages/embed/ClassicEmbed.tsx'],
        firstScreen: null,
        painted: false,
      },
    ],
    [
      '/embed/channel-guess',
      {
        sources: ['src/pages/EmbedPage.tsx', 'src/pages/embed/PictureGuessEmbed.tsx'],
        firstScreen: null,
        painted: false,
      },
    ],
    // Parameters a page refuses: its "not found", which the server answers 404.
    ['/embed/nope', { sources: [], firstScreen: null, painted: false, found: false }],
    ['/classic/zzz', { sources: [], firstScreen: null, painted: false, found: false }],
    ['/nope/archive', { sources: [], firstScreen: null, painted: false, found: false }],
    ['/nope/archive/2026-03-01', { sources: [], firstScreen: null, painted: false, found: false }],
    ['/no-such-page', { sources: [], firstScreen: null, painted: false }],
    // A day's address: the archive's page, previewed with its day.
    [
      '/image-guess/archive/2026-03-01',
      {
        sources: ['src/pages/ArchivePage.tsx'],
        firstScreen: null,
        painted: false,
        preview: { mode: 'image-guess', day: '2026-03-01' },
      },
    ],
  ])('%s is %o for the server', async (pathname, expected) => {
    // A page about no daily game has no preview of one.
    expect(await pageAt(pathname)).toEqual({ preview: null, ...expected });
  });

  it('finds the daily game a page is about, its archive included, for the header', () => {
    expect(gameAt('/channel-guess')).toEqual({ mode: 'channel-guess', difficulty: null });
    expect(gameAt('/classic/easy')).toEqual({ mode: 'classic', difficulty: 'easy' });
    expect(gameAt('/image-guess/archive/2026-03-01')).toEqual({
      mode: 'image-guess',
      difficulty: null,
    });
    expect(gameAt('/crono/archive')).toBeNull();
    expect(gameAt('/crono/abc')).toBeNull();
    expect(gameAt('/')).toBeNull();
  });

  it('reads addresses as the router does: the first matching route, any letter case', () => {
    expect(routeAt('/crono/new')?.route.path).toBe('/crono/new');
    expect(routeAt('/crono/abc')?.params).toEqual({ id: 'abc' });
    expect(routeAt('/Classic')?.route.path).toBe('/classic');
    expect(routeAt('/embed/classic/more')).toBeNull();
  });
});

describe('given the map itself', () => {
  it("names only files of the site, as Vite's manifest keys them", () => {
    const sources = [
      ...PAGE_ROUTES.map((route) => route.page.source),
      ...Object.values(EMBEDDED_GAMES).map((game) => game.source),
    ];
    for (const source of sources) {
      expect(source).toMatch(/^src\/pages\/[\w/]+\.tsx$/);
      expect(existsSync(path.join(siteRoot, source)), source).toBe(true);
    }
  });

  it('has an embedded game for every mode of the contract', () => {
    expect(Object.keys(EMBEDDED_GAMES).sort()).toEqual([...GAME_MODES].sort());
  });

  it("loads a page's code and its embedded game before the first render", async () => {
    await preloadPage('/embed/crono');
    const embed = routeAt('/embed/crono')?.route;
    expect(embed?.page.part.loaded).toBeTypeOf('function');
    expect(EMBEDDED_GAMES.crono.part.loaded).toBeTypeOf('function');
    expect(EMBEDDED_GAMES.classic.part.loaded).toBeUndefined();
  });
});
