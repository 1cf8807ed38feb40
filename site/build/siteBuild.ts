import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import type { SiteBuild, SiteBuildPart } from '@guessdle/api';
import { CODE_END, CODE_START } from './codeMarkers.ts';

/**
 * Where the contract goes in the output folder: the value of `SITE_BUILD_FILE` in @guessdle/api
 * (the config bundler cannot load the workspace's sources, so it is written here again;
 * siteBuild.test.ts proves the two equal).
 */
export const SITE_BUILD_FILE = '.guessdle/site.json';

/** Markup of index.html the server fills (site/index.html). */
const GLOBALS_TAG = '<script src="/config.js"></script>';
const ROOT_TAG = '<div id="root"></div>';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The files of a manifest key and of its static imports, each once, in import order. */
function filesOf(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (at: string) => {
    const chunk = manifest[at];
    if (!chunk || seen.has(at)) return;
    seen.add(at);
    files.push(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return files;
}

/** The contract from the built page and Vite's manifest (`SiteBuild` in @guessdle/api). */
export function siteBuildOf(html: string, manifest: Record<string, ManifestChunk>): SiteBuild {
  const entry = manifest['index.html'];
  if (!entry) throw new Error('siteBuild: the manifest has no index.html entry');
  const lang = /<html lang="[^"]*"/.exec(html)?.[0];
  if (!lang || !html.includes(ROOT_TAG)) {
    throw new Error(`siteBuild: index.html lost its <html lang> or ${ROOT_TAG}`);
  }
  return {
    version: 1,
    page: 'index.html',
    markers: {
      ...(html.includes(GLOBALS_TAG) ? { globals: GLOBALS_TAG } : {}),
      root: ROOT_TAG,
      lang,
      ...(html.includes(CODE_START) && html.includes(CODE_END)
        ? { code: { start: CODE_START, end: CODE_END } }
        : {}),
    },
    entry: { file: `/${entry.file}`, imports: filesOf(manifest, 'index.html').slice(1) },
    chunks: Object.fromEntries(Object.keys(manifest).map((key) => [key, filesOf(manifest, key)])),
    private: ['.guessdle/', '.ssr/', '.vite/'],
  };
}

function write(file: string, build: SiteBuild | (SiteBuildPart & Partial<SiteBuild>)): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(build, null, 2)}\n`);
}

/**
 * The main build's part: writes the contract from the built index.html and Vite's manifest
 * (`build.manifest` must be on). One line in vite.config.ts.
 */
export function siteBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'guessdle:site-build',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const out = path.resolve(config.root, config.build.outDir);
      const manifestFile =
        typeof config.build.manifest === 'string' ? config.build.manifest : '.vite/manifest.json';
      const html = readFileSync(path.join(out, 'index.html'), 'utf8');
      const manifest = JSON.parse(readFileSync(path.join(out, manifestFile), 'utf8')) as Record<
        string,
        ManifestChunk
      >;
      write(path.join(out, SITE_BUILD_FILE), siteBuildOf(html, manifest));
    },
  };
}

/**
 * A later build's part of the contract (the first-paint loader, the server render): its entry
 * file, added to the contract the main build wrote in an enclosing output folder. One line in
 * that build's config; a build that is removed takes its part with it, and the server does
 * without.
 */
export function siteBuildPart(part: 'firstPaint' | 'serverRender'): Plugin {
  let config: ResolvedConfig;
  return {
    name: `guessdle:site-build-${part}`,
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(options, bundle) {
      const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
      if (!entry) throw new Error(`siteBuildPart(${part}): the build has no entry`);
      const outDir = path.resolve(config.root, options.dir ?? config.build.outDir);
      // The main build's output: this folder or one above it.
      let site = outDir;
      while (!existsSync(path.join(site, SITE_BUILD_FILE)) && site !== path.dirname(site)) {
        site = path.dirname(site);
      }
      const file = path.join(site, SITE_BUILD_FILE);
      if (!existsSync(file)) throw new Error(`siteBuildPart(${part}): build the site first`);
      const build = JSON.parse(readFileSync(file, 'utf8')) as SiteBuild;
      const at = path.relative(site, path.join(outDir, entry.fileName)).split(path.sep).join('/');
      write(
        file,
        part === 'firstPaint'
          ? { ...build, firstPaint: { loader: at } }
          : { ...build, serverRender: { module: at } },
      );
    },
  };
}
