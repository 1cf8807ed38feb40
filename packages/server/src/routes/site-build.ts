import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import {
  DAILY_MODES,
  DIFFICULTIES,
  SITE_BUILD_FILE,
  siteBuildSchema,
  type PageAt,
  type SiteBuild,
} from '@guessdle/api';

/**
 * What the server knows of the built site: the contract its build wrote (`SiteBuild` in
 * @guessdle/api, at `SITE_BUILD_FILE` in the site's folder) and what it names, nothing more: no
 * site file, no Vite manifest, no markup of the server's own. Re-read when the contract file
 * changes, so a new build is served without a restart. A site without the file (not built, or
 * built before the contract) is served as its page is, unpainted and without hints.
 */
export interface BuiltSite {
  build: SiteBuild;
  /** Changes with every build (the contract's modification time and size). */
  stamp: string;
  /** The first-paint loader's text, when the build has one that can be written inline. */
  loader: string | undefined;
}

let cache: { dir: string; stamp: string; site: BuiltSite | undefined } | undefined;

/** The build in `siteDir`, or undefined (no contract, or one this server cannot read). */
export function builtSite(
  siteDir: string,
  warn?: (message: string, error: unknown) => void,
): BuiltSite | undefined {
  const file = path.join(siteDir, SITE_BUILD_FILE);
  let stamp: string;
  try {
    const stat = statSync(file);
    stamp = `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return undefined;
  }
  if (cache?.dir === siteDir && cache.stamp === stamp) return cache.site;
  let site: BuiltSite | undefined;
  try {
    const build = siteBuildSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    site = { build, stamp, loader: loaderOf(siteDir, build) };
  } catch (error) {
    warn?.(
      `The site's ${SITE_BUILD_FILE} is not one this server reads: pages sent as built`,
      error,
    );
    site = undefined;
  }
  cache = { dir: siteDir, stamp, site };
  return site;
}

function loaderOf(siteDir: string, build: SiteBuild): string | undefined {
  if (!build.firstPaint) return undefined;
  const text = readFileSync(path.join(siteDir, build.firstPaint.loader), 'utf8').trim();
  // Only a script that cannot end its own element early is written inline.
  return /<\/script/i.test(text) ? undefined : text;
}

/**
 * The CSP source that allows the current build's first-paint loader (by its hash), for the
 * `script-src` of every page; `'self'` when the site has none.
 */
export function firstPaintScriptSource(siteDir: string): string {
  const loader = builtSite(siteDir)?.loader;
  return loader ? `'sha256-${createHash('sha256').update(loader).digest('base64')}'` : "'self'";
}

/**
 * The site's server render as the server uses it: what is at an address (`PageAt`), and the
 * first screen painted as HTML.
 */
export interface SiteRender {
  pageAt: (pathname: string) => PageAt | Promise<PageAt>;
  renderFirstPaint: (input: {
    pathname: string;
    language: string;
    responses: Record<string, unknown>;
    config: Record<string, unknown>;
  }) => Promise<{ html: string; styles: string }>;
}

/** The server render named by the build, loaded once per build; undefined when it has none. */
export async function loadServerRender(
  siteDir: string,
  site: BuiltSite,
): Promise<SiteRender | undefined> {
  if (!site.build.serverRender) return undefined;
  const file = path.join(siteDir, site.build.serverRender.module);
  // The build's stamp in the URL: a new build is a new module, not the cached one.
  const url = `${pathToFileURL(file).href}?build=${encodeURIComponent(site.stamp)}`;
  const module = (await import(url)) as Partial<Record<keyof SiteRender, unknown>>;
  const { pageAt, renderFirstPaint } = module;
  if (typeof pageAt !== 'function' || typeof renderFirstPaint !== 'function') {
    throw new Error(`${site.build.serverRender.module} exports no pageAt or renderFirstPaint`);
  }
  return { pageAt, renderFirstPaint } as SiteRender;
}

/** The server render's answer, checked: it is another package's build, read at run time. */
export const pageAtSchema = z.object({
  sources: z.array(z.string()),
  firstScreen: z
    .object({ mode: z.enum(DAILY_MODES), difficulty: z.enum(DIFFICULTIES).nullable() })
    .nullable(),
  painted: z.boolean(),
  paintedAs: z.string().startsWith('/').optional(),
  // Absent from a build older than link previews: no preview of a game.
  preview: z
    .object({ mode: z.enum(DAILY_MODES), day: z.string().nullable() })
    .nullable()
    .optional(),
  found: z.boolean().optional(),
}) satisfies z.ZodType<PageAt>;

/** The files a page's code loads, from the contract's chunks, each once. */
export function filesOf(build: SiteBuild, sources: readonly string[]): string[] {
  return [...new Set(sources.flatMap((source) => build.chunks[source] ?? []))];
}
