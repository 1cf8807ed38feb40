import type { Plugin } from 'vite';

/** Where the tags that load the site's code begin and end in the built index.html. */
export const CODE_START = '<!--guessdle:code-->';
export const CODE_END = '<!--/guessdle:code-->';

/** The tags Vite writes into index.html for a module entry and its chunks, in Vite's own form. */
export function codeTags(entry: string, chunks: readonly string[]): string[] {
  return [
    `<script type="module" crossorigin src="${entry}"></script>`,
    ...chunks.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
  ];
}

/**
 * Gathers the tags that load the site's code in the built index.html (the entry's script and the
 * hints for its chunks, as Vite wrote them) between `CODE_START` and `CODE_END`, so the server
 * can put the first-paint loader in their place on a page it painted by those exact markers,
 * without parsing HTML (server routes/page.ts). Fails the build when a tag is not where Vite
 * puts it, rather than leaving a page that would load its code twice.
 */
export function codeMarkers(): Plugin {
  return {
    name: 'guessdle:code-markers',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = ctx.chunk;
        if (!chunk || !('imports' in chunk)) return html;
        const base = (file: string) => `/${file}`;
        const tags = codeTags(base(chunk.fileName), chunk.imports.map(base));
        let out = html;
        let at = -1;
        for (const tag of tags) {
          const index = out.indexOf(tag);
          if (index < 0) throw new Error(`codeMarkers: Vite wrote no ${tag} into index.html`);
          if (at < 0 || index < at) at = index;
          out = out.slice(0, index) + out.slice(index + tag.length);
        }
        return out.slice(0, at) + CODE_START + tags.join('') + CODE_END + out.slice(at);
      },
    },
  };
}
