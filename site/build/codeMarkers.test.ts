import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext } from 'vite';
import { CODE_END, CODE_START, codeMarkers, codeTags } from './codeMarkers';

/** Runs the plugin's index.html hook as Vite's build does, for an entry chunk and its imports. */
function transform(html: string, chunk: { fileName: string; imports: string[] }): string {
  const plugin = codeMarkers() as unknown as {
    transformIndexHtml: { handler: (html: string, ctx: IndexHtmlTransformContext) => string };
  };
  return plugin.transformIndexHtml.handler(html, { chunk } as unknown as IndexHtmlTransformContext);
}

describe('the code markers', () => {
  it("gathers the entry's script and its chunks' hints between the markers, where Vite put them", () => {
    const tags = codeTags('/assets/index-a.js', ['/assets/shared-a.js']);
    const html = `<head><title>x</title>\n    ${tags[0]}\n    ${tags[1]}\n</head><body></body>`;
    const out = transform(html, { fileName: 'assets/index-a.js', imports: ['assets/shared-a.js'] });
    expect(out).toBe(
      `<head><title>x</title>\n    ${CODE_START}${tags.join('')}${CODE_END}\n    \n</head><body></body>`,
    );
  });

  it('fails the build when a tag is not in the form Vite writes', () => {
    const html = '<head><script type="module" src="/assets/index-a.js"></script></head>';
    expect(() => transform(html, { fileName: 'assets/index-a.js', imports: [] })).toThrow(
      /Vite wrote no/,
    );
  });
});
