import { createHash } from 'node:crypto';
import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** A styled component declared by name: `const Name = styled.tag` or `const Name = styled(Other)`. */
const DECLARATION = /\bconst\s+([A-Za-z_$][\w$]*)\s*=\s*styled(?:\.[A-Za-z]\w*|\([^()]*\))/g;
const SOURCE = /\.tsx?$/;

/** The id of the component `name` declared in `file` (a path relative to the build's root). */
export function componentId(file: string, name: string): string {
  return `g${createHash('sha256').update(`${file}#${name}`).digest('hex').slice(0, 7)}`;
}

/**
 * Gives each styled component declared in `code` an id from its file and its name
 * (`.withConfig({ componentId })`), with a source map; null when it declares none.
 */
export function addComponentIds(code: string, file: string) {
  const out = new MagicString(code);
  for (const match of code.matchAll(DECLARATION)) {
    const end = match.index + match[0].length;
    out.appendLeft(end, `.withConfig({ componentId: '${componentId(file, match[1] ?? '')}' })`);
  }
  if (!out.hasChanged()) return null;
  return { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: file }) };
}

/**
 * Stable class names for the server render. styled-components numbers the components it has not
 * been given an id for in the order their modules run, and that order differs between the server
 * render (one bundle) and the browser (an entry and the pages' chunks, loaded on demand): the
 * server's class names would not be the browser's, and the hydrated page would lose its styles.
 * An id made of the component's file and name is the same in both builds. (What
 * babel-plugin-styled-components does, for the one option this product needs.)
 */
export function styledComponentIds(): Plugin {
  let root = process.cwd();
  return {
    name: 'guessdle:styled-component-ids',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (!SOURCE.test(file) || file.includes('/node_modules/') || !code.includes('styled')) {
        return null;
      }
      return addComponentIds(code, path.relative(root, file).split(path.sep).join('/'));
    },
  };
}
