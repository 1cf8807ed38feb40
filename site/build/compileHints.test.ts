import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { addCompileHints, COMPILE_HINT } from './compileHints';

function chunk(fileName: string, code: string, mappings: string): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    code,
    map: { mappings } as Rolldown.OutputChunk['map'],
  } as Rolldown.OutputChunk;
}

function asset(fileName: string, source: string): Rolldown.OutputAsset {
  return { type: 'asset', fileName, source } as Rolldown.OutputAsset;
}

describe('given a built bundle', () => {
  it('puts the hint on the first line of each chunk and moves its source maps down a line', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', 'const a=1;\nexport{a}', 'AAAA;AACA'),
      'assets/index.js.map': asset(
        'assets/index.js.map',
        JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }),
      ),
      'assets/page.js': chunk('assets/page.js', 'export const b=2', 'AAAA'),
      'assets/style.css': asset('assets/style.css', 'a{color:red}'),
    } as unknown as Rolldown.OutputBundle;

    addCompileHints(bundle);

    const index = bundle['assets/index.js'] as Rolldown.OutputChunk;
    expect(index.code).toBe(`${COMPILE_HINT}\nconst a=1;\nexport{a}`);
    expect(index.map?.mappings).toBe(';AAAA;AACA');
    const map = JSON.parse(
      (bundle['assets/index.js.map'] as Rolldown.OutputAsset).source as string,
    );
    expect(map).toEqual({ version: 3, mappings: ';AAAA;AACA' });
    expect((bundle['assets/page.js'] as Rolldown.OutputChunk).code.split('\n')[0]).toBe(
      COMPILE_HINT,
    );
    expect((bundle['assets/style.css'] as Rolldown.OutputAsset).source).toBe('a{color:red}');
  });

  it('leaves the map of a chunk without mappings empty', () => {
    const bundle = {
      'assets/en.js': chunk('assets/en.js', 'var e={a:"b"};export{e as default}', ''),
      'assets/en.js.map': asset(
        'assets/en.js.map',
        JSON.stringify({ version: 3, sources: [], mappings: '' }),
      ),
    } as unknown as Rolldown.OutputBundle;
    addCompileHints(bundle);
    expect((bundle['assets/en.js'] as Rolldown.OutputChunk).map?.mappings).toBe('');
    const map = JSON.parse((bundle['assets/en.js.map'] as Rolldown.OutputAsset).source as string);
    expect(map.mappings).toBe('');
  });

  it('adds the hint once when it runs twice', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', 'export{}', 'AAAA'),
    } as unknown as Rolldown.OutputBundle;
    addCompileHints(bundle);
    addCompileHints(bundle);
    const index = bundle['assets/index.js'] as Rolldown.OutputChunk;
    expect(index.code).toBe(`${COMPILE_HINT}\nexport{}`);
    expect(index.map?.mappings).toBe(';AAAA');
  });
});
