import { inject, type RouteParams } from 'regexparam';
import type { DailyMode, Difficulty } from '@guessdle/api/modes';

/**
 * The site's address patterns, each written once, as wouter writes a route (`:name` is one
 * segment). The page map (pageMap.tsx) routes them, and every link the site builds fills one in
 * (`pathTo`) with regexparam, the library wouter itself matches them with: a page moved to
 * another address is one line here, never a template string in a page.
 */
export const PATHS = {
  home: '/',
  /** A daily mode's game of the day (`/classic`, `/image-guess` …). */
  daily: '/:mode',
  /** Classic in one difficulty. */
  difficulty: '/classic/:difficulty',
  archive: '/:mode/archive',
  /** A past day of a daily mode. */
  archiveDay: '/:mode/archive/:date',
  crono: '/crono',
  cronoNew: '/crono/new',
  /** A Crono game: the daily one (its id is the date) or a private one. */
  cronoGame: '/crono/:id',
  embedConfigurator: '/embed',
  /** One game alone, for the iframe of `/embed.js`. */
  embed: '/embed/:mode',
} as const;

export type PathName = keyof typeof PATHS;

/** The values each pattern's segments take, where the site knows them better than strings. */
interface KnownParams {
  mode: string;
  difficulty: Difficulty;
  date: string;
  id: string;
}

type Params<Name extends PathName> = {
  [K in keyof RouteParams<(typeof PATHS)[Name]>]: K extends keyof KnownParams
    ? KnownParams[K]
    : string;
};

/** The address of a page: `pathTo('archiveDay', { mode: 'classic', date })`. */
export function pathTo<Name extends PathName>(name: Name, params: Params<Name>): string;
export function pathTo(name: PathName, params: Record<string, string>): string {
  return inject(PATHS[name], params);
}

/** A daily mode's page (its game of the day). */
export function dailyPath(mode: DailyMode): string {
  return pathTo('daily', { mode });
}
