import { describe, expect, it } from 'vitest';
import { SITE_BUILD_FILE as CONTRACT_FILE, siteBuildSchema } from '@guessdle/api';
import { CODE_END, CODE_START } from './codeMarkers.ts';
import { SITE_BUILD_FILE, siteBuildOf } from './siteBuild.ts';

/** A built index.html and Vite's manifest, as the site's build leaves them. */
const HTML = `<!doctype html><html lang="en"><head><script src="/config.js"></script>
${CODE_START}<script type="module" crossorigin src="/assets/index-a.js"></script>${CODE_END}
</head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', imports: ['_shared-a.js'] },
  '_shared-a.js': { file: 'assets/shared-a.js' },
  'src/pages/Home.tsx': { file: 'assets/Home-a.js', imports: ['_shared-a.js', 'index.html'] },
};

describe('the contract the site writes for the server', () => {
  it('is written where the contract says the server reads it', () => {
    expect(SITE_BUILD_FILE).toBe(CONTRACT_FILE);
  });

  it("names the page's markers, the entry and each page's files, in the contract's shape", () => {
    const build = siteBuildSchema.parse(siteBuildOf(HTML, MANIFEST));
    expect(build.markers).toEqual({
      globals: '<script src="/config.js"></script>',
      root: '<div id="root"></div>',
      lang: '<html lang="en"',
      code: { start: CODE_START, end: CODE_END },
    });
    expect(build.entry).toEqual({ file: '/assets/index-a.js', imports: ['/assets/shared-a.js'] });
    expect(build.chunks['src/pages/Home.tsx']).toEqual([
      '/assets/Home-a.js',
      '/assets/shared-a.js',
      '/assets/index-a.js',
    ]);
    // Optional parts are added by their own builds (siteBuildPart), absent here.
    expect(build.firstPaint).toBeUndefined();
    expect(build.serverRender).toBeUndefined();
  });

  it('leaves out a marker the page does not have', () => {
    const plain = HTML.replace(CODE_START, '')
      .replace(CODE_END, '')
      .replace('<script src="/config.js"></script>', '');
    const build = siteBuildOf(plain, MANIFEST);
    expect(build.markers.code).toBeUndefined();
    expect(build.markers.globals).toBeUndefined();
  });
});
