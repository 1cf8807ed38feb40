import type { OxcOptions } from 'vite';

/**
 * styled-components' build transform, as the official Babel and SWC plugins do it, from Vite 8's
 * own transformer (Oxc's `styledComponents` plugin: the same options and the same ids, no Babel
 * pass and no dependency; babel-plugin-styled-components would need @rolldown/plugin-babel over
 * every module with @vitejs/plugin-react 6, and the SWC plugin @vitejs/plugin-react-swc instead).
 *
 * - `ids`: every styled component gets an id from its file and its place in it (`sc-…-0`), the
 *   same in the browser build and the server render (vite.ssr.config.ts). Without it
 *   styled-components numbers components in the order their modules run, which differs between
 *   the server's one bundle and the browser's chunks: the hydrated page would lose its styles
 *   (e2e/first-paint.e2e.ts checks that the painted class names stay).
 * - `minify`: the style templates lose their comments and spaces; a comment in a template is part
 *   of a string to the minifier, and the style sheets explain themselves at length.
 */
export function styledComponents({ ids }: { ids: boolean }): OxcOptions {
  return {
    plugins: {
      styledComponents: { ssr: ids, displayName: false, fileName: false, minify: true, pure: true },
    },
  };
}
