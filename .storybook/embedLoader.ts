import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type PluginOption, type Rollup, type UserConfig } from 'vite';
// Storybook evaluates this file with Node, which reads workspace packages from their builds: the
// dependency-free source of the mode list instead.
import { GAME_MODES } from '../packages/api/src/modes.ts';
import embedConfig from '../site/vite.embed.config.ts';
import inlineConfig from '../site/vite.inline.config.ts';

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../site');

/** The site's builds of what a host page loads: the loader and the inline renderer (+ chunks). */
const configs: UserConfig[] = [embedConfig, inlineConfig];

/** The configs' plugins but the one that compresses files on disk (these stay in memory). */
function inMemory(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? []).filter(
    (plugin) => !(plugin && 'name' in plugin && plugin.name === 'guessdle:precompress'),
  );
}

/**
 * Where the inline renderer's chunks go: the site puts them under /assets/, which Storybook already
 * serves (the data's pictures), so here they get a folder of their own.
 */
const chunkFolder = 'embed-inline/';

/** The files a host page fetches from the server, by address (no leading slash). */
function isEmbedFile(name: string): boolean {
  return name === 'embed.js' || name === 'embed-inline.js' || name.startsWith(chunkFolder);
}

/**
 * What the loader's frame loads in Storybook: the server's `/embed/{mode}` page is the site
 * itself, which Storybook does not run; the frame goes on to the `Site/EmbedPage` story, which
 * renders the same page on the mock API, with the frame's address (mode, language, theme, the
 * loader's instance and origin) in its `embed` parameter.
 */
const framePage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Embedded game</title>
    <script>
      var story = new URL('../../iframe.html', location.href);
      var path = location.pathname;
      var frame = path.slice(path.lastIndexOf('/embed/')).replace(/\\/+$/, '');
      story.search = new URLSearchParams({
        id: 'site-embedpage--frame',
        viewMode: 'story',
        embed: frame + location.search,
      });
      location.replace(story.href);
    </script>
  </head>
  <body></body>
</html>
`;

/** `/embed/{mode}` (the frame's address), with or without its query. */
function isFramePage(name: string): boolean {
  return (GAME_MODES as readonly string[]).some(
    (mode) => name === `embed/${mode}` || name === `embed/${mode}/`,
  );
}

/** Builds the loader and the inline renderer from source with the site's own configs, in memory. */
async function buildEmbedFiles(): Promise<Map<string, string | Uint8Array>> {
  const files = new Map<string, string | Uint8Array>();
  for (const config of configs) {
    const result = await build({
      ...config,
      configFile: false,
      root: site,
      logLevel: 'warn',
      plugins: inMemory(config.plugins),
      build: {
        ...config.build,
        write: false,
        sourcemap: false,
        manifest: false,
        rollupOptions: {
          ...config.build?.rollupOptions,
          output: {
            ...(config.build?.rollupOptions?.output as Rollup.OutputOptions | undefined),
            chunkFileNames: `${chunkFolder}[name]-[hash].js`,
          },
        },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    for (const output of outputs) {
      for (const item of output.output) {
        if (!isEmbedFile(item.fileName)) continue;
        files.set(item.fileName, item.type === 'chunk' ? item.code : item.source);
      }
    }
  }
  return files;
}

/**
 * `/embed.js` in Storybook, so the configurator's preview runs the real loader: built from source
 * when the server starts (dev server and story tests) or into the static Storybook (build). The
 * inline rendering runs in the preview, so its API calls reach the story's msw handlers like any
 * widget's; the frame goes on to the story of the embed page.
 */
export function embedLoader(): Plugin {
  let files: Promise<Map<string, string | Uint8Array>> | undefined;
  const embedFiles = () => (files ??= buildEmbedFiles());
  return {
    name: 'guessdle:embed-loader',
    configureServer(server) {
      // In Storybook, start building now so the configurator's preview does not wait for it; the
      // story tests build it only if a story asks.
      if (!process.env['VITEST']) void embedFiles().catch(() => undefined);
      server.middlewares.use((request, response, next) => {
        const name = (request.url ?? '').split('?')[0]!.slice(1);
        if (isFramePage(name)) {
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(framePage);
          return;
        }
        if (!isEmbedFile(name)) return next();
        embedFiles().then(
          (built) => {
            const file = built.get(name);
            if (file === undefined) return next();
            response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            response.setHeader('Cache-Control', 'no-store');
            response.end(file);
          },
          (error: unknown) => next(error),
        );
      });
    },
    async generateBundle() {
      for (const [fileName, source] of await embedFiles()) {
        this.emitFile({ type: 'asset', fileName, source });
      }
      // Static hosts serve /embed/{mode} from its folder's index.html.
      for (const mode of GAME_MODES) {
        this.emitFile({ type: 'asset', fileName: `embed/${mode}/index.html`, source: framePage });
      }
    },
  };
}
