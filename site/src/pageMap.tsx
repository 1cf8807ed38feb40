import type { ComponentType } from 'react';
import type { PageAt } from '@guessdle/api';
import {
  DAILY_MODES,
  DIFFICULTIES,
  GAME_MODES,
  PICTURE_MODES,
  type DailyMode,
  type Difficulty,
  type PictureMode,
} from '@guessdle/api/modes';
import { parse } from 'regexparam';
import { code, type Code } from './code';
import { cronoPaintedAs } from './cronoGames';
import { dailyPath, PATHS } from './paths';
import type * as ArchivePageModule from './pages/ArchivePage';
import type * as ClassicPageModule from './pages/ClassicPage';
import type * as CronoPagesModule from './pages/CronoPages';
import type * as EmbedConfiguratorModule from './pages/EmbedConfigurator';
import type * as EmbedPageModule from './pages/EmbedPage';
import type * as HomeModule from './pages/Home';
import type * as PictureGuessPageModule from './pages/PictureGuessPage';

/**
 * The one map of the site's pages: each address pattern, the page's code and what the server
 * does with its first screen, declared once. The router renders from it (router.tsx); the
 * browser and the server render load a page's code before the first render from it
 * (`preloadPage`); the header finds in it the game whose statistics it offers; and the API server
 * asks it, through the server render's bundle (entry-server.tsx), which chunks to hint and which
 * first screen to write and paint (`pageAt`). Nothing else turns an address into a page.
 *
 * Each page's file is named once, as an `import.meta.glob` of that one file (code.ts): the glob
 * gives both the code to load and the file's path, the key of its chunk in Vite's manifest. A
 * renamed file fails here as soon as the site loads, until its line is renamed too; nothing
 * outside the site names it.
 */

/** A page: the component its file exports, loaded later. */
export type LazyPage = Code<ComponentType>;

function page<Module>(
  files: Record<string, () => Promise<Module>>,
  pick: (module: Module) => ComponentType,
): LazyPage {
  return code(files, pick);
}

/** The daily game a page shows: its mode, and Classic's difficulty (null for the others). */
export interface DailyGame {
  mode: DailyMode;
  difficulty: Difficulty | null;
}

/** A daily mode's game; Classic's page without a difficulty plays hard (SPEC §2). */
function dailyGame(mode: string | undefined, difficulty = 'hard'): DailyGame | null {
  if (!(DAILY_MODES as readonly string[]).includes(mode ?? '')) return null;
  if (mode !== 'classic') return { mode: mode as DailyMode, difficulty: null };
  return (DIFFICULTIES as readonly string[]).includes(difficulty)
    ? { mode, difficulty: difficulty as Difficulty }
    : null;
}

/** An address's parameters, by the names of its pattern's segments. */
type Params = Partial<Record<string, string>>;

export interface PageRoute {
  /** The address pattern (paths.ts), as wouter writes one: `:name` is one segment of the path. */
  path: string;
  /** The pattern as regexparam reads it, wouter's own matcher: the expression and its names. */
  matcher: { pattern: RegExp; keys: string[] };
  page: LazyPage;
  /** Code the page shows at once beside its own (an embedded game), by the parameters. */
  parts?: (params: Params) => Promise<Array<Code<unknown>>>;
  /** The daily game the page is about, by its parameters: the header offers its statistics. */
  game?: (params: Params) => DailyGame | null;
  /**
   * Whether the page takes these parameters; a page that refuses them shows "not found" (and the
   * server answers 404), e.g. `/classic/zzz`. @default every value
   */
  accepts?: (params: Params) => boolean;
  /**
   * What the server paints: `today`, the day of the page's `game` (the first screen carries
   * its answers); `page`, a first screen that needs no game's data (home). Otherwise the
   * browser renders the page (its first view is a loading view anyway).
   */
  painted?: 'today' | 'page';
  /**
   * For a painted page of endless addresses (a Crono game's id): the one address painted for
   * all of them that show the same first screen (`PageAt.paintedAs`), or null to leave this
   * one to the browser.
   */
  paintedAs?: (params: Params) => string | null;
  /** Shown alone, without the site's header and footer: the iframe of `/embed.js`. */
  alone?: true;
}

/**
 * The route of `path`. Its addresses are read by regexparam, as wouter reads the same pattern
 * (router.tsx hands wouter the pattern itself): one segment per name, an optional trailing
 * slash, any letter case.
 */
function route(
  path: string,
  page: LazyPage,
  more: Omit<PageRoute, 'path' | 'matcher' | 'page'> = {},
): PageRoute {
  const { pattern, keys } = parse(path);
  return { path, matcher: { pattern, keys }, page, ...more };
}

const classic = page(
  import.meta.glob<typeof ClassicPageModule>('./pages/ClassicPage.tsx'),
  (module) => module.ClassicPage,
);
const pictureGuess = import.meta.glob<typeof PictureGuessPageModule>(
  './pages/PictureGuessPage.tsx',
);
const archive = import.meta.glob<typeof ArchivePageModule>('./pages/ArchivePage.tsx');
const crono = import.meta.glob<typeof CronoPagesModule>('./pages/CronoPages.tsx');
const embedPage = import.meta.glob<typeof EmbedPageModule>('./pages/EmbedPage.tsx');
/** The embed page's module, which names the game of each mode it embeds. */
const embedGames = code(embedPage, (module) => module.embeddedGame);

/**
 * Each daily mode's page at `/{mode}`: Classic's own, and one file for every picture mode of the
 * registration (the mode's widget from the games' `PICTURE_GAMES`).
 */
const DAILY_PAGES: Record<DailyMode, LazyPage> = {
  classic,
  ...(Object.fromEntries(
    PICTURE_MODES.map((mode) => [
      mode,
      page(pictureGuess, ({ PictureGuessPage }) => {
        const Page = () => <PictureGuessPage mode={mode} />;
        return Page;
      }),
    ]),
  ) as Record<PictureMode, LazyPage>),
};

/** The site's pages (SPEC §2), in the order they are tried: the first whose pattern matches. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  route(
    PATHS.home,
    page(import.meta.glob<typeof HomeModule>('./pages/Home.tsx'), (m) => m.Home),
    { painted: 'page' },
  ),
  ...DAILY_MODES.map((mode) =>
    route(dailyPath(mode), DAILY_PAGES[mode], { game: () => dailyGame(mode), painted: 'today' }),
  ),
  route(
    PATHS.archive,
    page(archive, (m) => m.ArchiveListPage),
    { game: ({ mode }) => dailyGame(mode), accepts: ({ mode }) => dailyGame(mode) !== null },
  ),
  route(
    PATHS.archiveDay,
    page(archive, (m) => m.ArchiveDayPage),
    // Any date: a day the archive has not (a malformed one too) gets the archive's edge view.
    { game: ({ mode }) => dailyGame(mode), accepts: ({ mode }) => dailyGame(mode) !== null },
  ),
  route(PATHS.difficulty, classic, {
    game: ({ difficulty }) => dailyGame('classic', difficulty),
    accepts: ({ difficulty }) => dailyGame('classic', difficulty) !== null,
    painted: 'today',
  }),
  route(
    PATHS.crono,
    page(crono, (m) => m.CronoPage),
  ),
  route(
    PATHS.cronoNew,
    page(crono, (m) => m.CronoNewPage),
  ),
  route(
    PATHS.cronoGame,
    page(crono, (m) => m.CronoPage),
    // Its first screen is the game's loading view, the same for every daily game and for every
    // private one (the ids below stand for them); a malformed id goes home (the browser's).
    { painted: 'page', paintedAs: ({ id = '' }) => cronoPaintedAs(id) },
  ),
  route(
    PATHS.embedConfigurator,
    page(
      import.meta.glob<typeof EmbedConfiguratorModule>('./pages/EmbedConfigurator.tsx'),
      (m) => m.EmbedConfigurator,
    ),
  ),
  route(
    PATHS.embed,
    page(embedPage, (m) => m.EmbedPage),
    {
      // The mode's game, a chunk of its own that the embed page names (none: "not found").
      parts: async ({ mode }) => {
        const game = (await embedGames.part.load())(mode);
        return game ? [game] : [];
      },
      // Every game mode embeds (the embed page's EMBEDDED_GAMES is keyed by them).
      accepts: ({ mode }) => (GAME_MODES as readonly string[]).includes(mode ?? ''),
      alone: true,
    },
  ),
];

/** The route of the page at `pathname` and the address's parameters; null for no page. */
export function routeAt(pathname: string): { route: PageRoute; params: Params } | null {
  for (const route of PAGE_ROUTES) {
    const match = route.matcher.pattern.exec(pathname);
    if (match) {
      const params: Params = {};
      route.matcher.keys.forEach((key, index) => (params[key] = match[index + 1]));
      return { route, params };
    }
  }
  return null;
}

/** The daily game the page at `pathname` is about (the header's statistics); null for none. */
export function gameAt(pathname: string): DailyGame | null {
  const found = routeAt(pathname);
  return found?.route.game?.(found.params) ?? null;
}

/** The code of the page at `pathname`: its own and the parts it shows at once. */
async function codeAt(pathname: string): Promise<Array<Code<unknown>>> {
  const found = routeAt(pathname);
  if (!found) return [];
  const { route, params } = found;
  return [route.page, ...((await route.parts?.(params)) ?? [])];
}

/**
 * What the server needs of the page at `pathname` (the server render's `pageAt`): the manifest
 * keys of its code, the game whose day its first screen carries, whether it is painted, and the
 * game and day its link preview and oEmbed show (a mode's page or a day's address).
 */
export async function pageAt(pathname: string): Promise<PageAt> {
  const found = routeAt(pathname);
  const game = gameAt(pathname);
  const today = found?.route.painted === 'today' ? game : null;
  const paintedAs = found?.route.paintedAs?.(found.params);
  // A day's address (the archive's) names its day; a mode's own page shows today's.
  const day = found?.params.date ?? null;
  // Parameters the page refuses (`/classic/zzz`): its "not found" view, and a 404.
  if (found && found.route.accepts?.(found.params) === false) {
    return { sources: [], firstScreen: null, painted: false, preview: null, found: false };
  }
  return {
    sources: (await codeAt(pathname)).map(({ source }) => source),
    firstScreen: today,
    painted: (found?.route.painted === 'page' && paintedAs !== null) || today !== null,
    ...(paintedAs ? { paintedAs } : {}),
    preview: game && (today || day) ? { mode: game.mode, day: today ? null : day } : null,
  };
}

/**
 * Loads the code of the page at `pathname` and of the parts it shows at once (the server has
 * hinted them with modulepreload), so the first render shows the page rather than a loading
 * view. Never rejects: a page whose code fails to load shows its retry when it renders.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const parts = await codeAt(pathname).catch(() => []);
  await Promise.all(parts.map(({ part }) => part.load().catch(() => undefined)));
}
