import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The style modules: styled-components' tagged templates (`styled.div`…`, css`…`, keyframes`…`). */
const STYLES = /\.styles\.tsx?$/;
/** A whole-line comment: indentation, `/* … *\/` with no `*\/` inside, then only the line's end. */
const LINE_COMMENT = /^[ \t]*\/\*(?:[^*]|\*(?!\/))*\*\/[ \t]*\r?\n/gm;

/**
 * Removes the comments that fill whole lines of `code`, with a source map; null when there are
 * none. A comment sharing its line with code stays, and so does the code.
 */
export function stripLineComments(code: string, id: string) {
  const out = new MagicString(code);
  for (const match of code.matchAll(LINE_COMMENT)) {
    out.remove(match.index, match.index + match[0].length);
  }
  if (!out.hasChanged()) return null;
  return { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: id }) };
}

/**
 * Drops the comments of the style modules before they are bundled. A comment inside a template
 * literal is part of a string to the minifier, so it would ship in every page (styled-components'
 * CSS parser throws it away only at run time): the style sheets explain themselves at length, and
 * those notes cost the game page about a kilobyte of gzip. JavaScript comments go too; the
 * minifier would drop them anyway. The browser build and the server render must both use it:
 * styled-components names a class after its template's text.
 */
export function dropStyleComments(): Plugin {
  return {
    name: 'guessdle:drop-style-comments',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      return STYLES.test(id.split('?')[0] ?? '') ? stripLineComments(code, id) : null;
    },
  };
}
