import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_BUILD_FILE, type SiteBuild } from '@guessdle/api';

/** The markers of the site's page (site/index.html and its build), as its contract names them. */
export const MARKERS: SiteBuild['markers'] = {
  globals: '<script src="/config.js"></script>',
  root: '<div id="root"></div>',
  lang: '<html lang="en"',
  code: { start: '<!--guessdle:code-->', end: '<!--/guessdle:code-->' },
};

/** Where the fixtures put the server render (any path the contract names will do). */
export const SERVER_RENDER = '.ssr/entry-server.js';

export interface FixtureSite {
  /** The page (index.html). */
  index: string;
  /** The files of each page's code, by the keys the server render's `pageAt` names. */
  chunks?: SiteBuild['chunks'];
  entry?: SiteBuild['entry'];
  /** The first-paint loader's text (written at assets/firstPaint-abc.js), or none. */
  loader?: string;
  /** The server render module's source, or none. */
  renderer?: string;
  /** Markers the page has; default MARKERS. */
  markers?: SiteBuild['markers'];
}

/**
 * A built site as the server sees it, written in the contract's shape (`SiteBuild`): no Vite and
 * no site build involved, only the files the contract names.
 */
export function writeSite(dir: string, site: FixtureSite): SiteBuild {
  mkdirSync(path.join(dir, path.dirname(SITE_BUILD_FILE)), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), site.index);
  const build: SiteBuild = {
    version: 1,
    page: 'index.html',
    markers: site.markers ?? MARKERS,
    entry: site.entry ?? { file: '/assets/index-abc.js', imports: [] },
    chunks: site.chunks ?? {},
    private: ['.guessdle/', '.ssr/'],
  };
  if (site.loader !== undefined) {
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'assets/firstPaint-abc.js'), `${site.loader}\n`);
    build.firstPaint = { loader: 'assets/firstPaint-abc.js' };
  }
  if (site.renderer !== undefined) {
    mkdirSync(path.join(dir, path.dirname(SERVER_RENDER)), { recursive: true });
    writeFileSync(path.join(dir, SERVER_RENDER), site.renderer);
    build.serverRender = { module: SERVER_RENDER };
  }
  writeFileSync(path.join(dir, SITE_BUILD_FILE), JSON.stringify(build));
  return build;
}
