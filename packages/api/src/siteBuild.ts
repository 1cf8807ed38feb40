import { z } from 'zod';

/**
 * The one contract between the site's build and the server: everything the server must know of
 * a built site, written by the site's build into its output folder (site/build/siteBuild.ts) and
 * read by the server (server routes/site-build.ts). The server names no site file, no Vite
 * manifest and no markup of its own: a new or renamed page, a new chunk layout or a build without
 * a first paint changes this file, not the server.
 *
 * Parts that a build may leave out (`firstPaint`, `serverRender`, `markers.code`): the server then
 * sends the page without that part (no paint, no hints), as it does for a site with no such file.
 */

/** Where the build writes the contract, relative to its output folder (never served). */
export const SITE_BUILD_FILE = '.guessdle/site.json';

export const siteBuildSchema = z.object({
  /** The contract's version; a server refuses (and logs) another. */
  version: z.literal(1),
  /** The page every address of the site is answered with, relative to the output folder. */
  page: z.string().min(1),
  /** Exact markup in `page` that the server fills or replaces. */
  markers: z.object({
    /** The tag that loads the page globals: the server writes the script inline in its place. */
    globals: z.string().min(1).optional(),
    /** The empty element the site renders into: a painted first screen goes inside it. */
    root: z.string().min(1),
    /** The page's opening `<html lang="…"` (the first screen's language replaces it). */
    lang: z.string().min(1),
    /** Where the tags that load the site's code begin and end (the first-paint loader's place). */
    code: z.object({ start: z.string().min(1), end: z.string().min(1) }).optional(),
  }),
  /** The entry module and the chunks it imports statically, as absolute paths (`/assets/…`). */
  entry: z.object({ file: z.string(), imports: z.array(z.string()) }),
  /**
   * The files each page's code loads, by the keys the server render's `pageAt` names
   * (`PageAt.sources`): the chunk and the chunks it imports statically, absolute paths.
   */
  chunks: z.record(z.string(), z.array(z.string())),
  /** The first-paint loader (written inline into a painted page), relative to the output folder. */
  firstPaint: z.object({ loader: z.string().min(1) }).optional(),
  /** The server render (an ES module exporting `pageAt` and `renderFirstPaint`), relative path. */
  serverRender: z.object({ module: z.string().min(1) }).optional(),
  /** Folders of the output that are for the server only, never served (`.ssr/`, …). */
  private: z.array(z.string()),
});

export type SiteBuild = z.infer<typeof siteBuildSchema>;

/** A part of the contract one of the site's builds adds (the first-paint and server builds). */
export type SiteBuildPart = Partial<Pick<SiteBuild, 'firstPaint' | 'serverRender' | 'private'>>;
