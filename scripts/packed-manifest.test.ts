import { describe, expect, it } from 'vitest';
import {
  exportTargets,
  packedManifestProblems,
  patternToRegExp,
  readmeProblems,
  registryProblems,
} from './packed-manifest.mjs';

// A tarball as `tar -t` lists it, and a package.json that names only its files.
const files = [
  'package/package.json',
  'package/LICENSE',
  'package/README.md',
  'package/CHANGELOG.md',
  'package/dist/index.js',
  'package/dist/index.d.ts',
  'package/dist/chunk-AB12CD.js',
  'package/dist/core/index.js',
  'package/dist/core/index.d.ts',
  'package/src/i18n/locales/en.json',
];
const sound = {
  name: '@guessdle/example',
  main: './dist/index.js',
  types: './dist/index.d.ts',
  sideEffects: ['./dist/chunk-*.js'],
  exports: {
    '.': { types: './dist/index.d.ts', import: './dist/index.js', default: './dist/index.js' },
    './core': { types: './dist/core/index.d.ts', default: './dist/core/index.js' },
    './locales/*.json': './src/i18n/locales/*.json',
    './package.json': './package.json',
  },
};

describe('a packed package.json', () => {
  it('passes when every field names a shipped file', () => {
    expect(packedManifestProblems(sound, files)).toEqual([]);
  });

  it('fails when an export keeps the workspace source condition', () => {
    const manifest = {
      ...sound,
      exports: { '.': { '@guessdle/source': './src/index.ts', default: './dist/index.js' } },
    };
    expect(packedManifestProblems(manifest, files)).toEqual([
      'exports["."]["@guessdle/source"] keeps the workspace condition @guessdle/source (./src/index.ts)',
    ]);
  });

  it('fails when publishConfig still carries the source condition', () => {
    const manifest = {
      ...sound,
      publishConfig: { exports: { '.': { '@guessdle/source': './src/index.ts' } } },
    };
    expect(packedManifestProblems(manifest, files)).toEqual([
      'publishConfig keeps the workspace condition @guessdle/source',
    ]);
  });

  it('fails for an export, main, types or sideEffects entry the tarball lacks', () => {
    const manifest = {
      ...sound,
      main: './dist/main.js',
      types: './dist/main.d.ts',
      sideEffects: ['./src/zod.ts', 'zod.ts'],
      exports: {
        '.': { types: './dist/index.d.ts', default: './dist/index.js' },
        './internal': { types: './dist/internal.d.ts', default: './dist/internal.js' },
        './assets/*': './assets/*',
      },
    };
    expect(packedManifestProblems(manifest, files)).toEqual([
      'exports["./internal"]["types"] names ./dist/internal.d.ts, not in the tarball',
      'exports["./internal"]["default"] names ./dist/internal.js, not in the tarball',
      'exports["./assets/*"] names ./assets/*, not in the tarball',
      'main names ./dist/main.js, not in the tarball',
      'types names ./dist/main.d.ts, not in the tarball',
      'sideEffects names ./src/zod.ts, not in the tarball',
      'sideEffects names zod.ts, not in the tarball',
    ]);
  });

  it('fails for a bin the tarball lacks, and takes one it holds', () => {
    expect(
      packedManifestProblems({ ...sound, bin: { 'guessdle-server': './dist/main.js' } }, files),
    ).toEqual(['bin.guessdle-server names ./dist/main.js, not in the tarball']);
    expect(packedManifestProblems({ ...sound, bin: './dist/index.js' }, files)).toEqual([]);
  });

  it('accepts sideEffects: false and a sideEffects name found in any folder', () => {
    expect(packedManifestProblems({ ...sound, sideEffects: false }, files)).toEqual([]);
    expect(packedManifestProblems({ ...sound, sideEffects: ['index.js'] }, files)).toEqual([]);
  });
});

describe('patterns', () => {
  it('read * within one folder and ** across folders', () => {
    expect(patternToRegExp('./dist/*.js').test('dist/index.js')).toBe(true);
    expect(patternToRegExp('./dist/*.js').test('dist/core/index.js')).toBe(false);
    expect(patternToRegExp('./dist/**/*.js').test('dist/core/index.js')).toBe(true);
    expect(patternToRegExp('./dist/**/*.js').test('dist/index.js')).toBe(true);
  });

  it('lists each export target with its conditions, nested ones included', () => {
    expect(
      exportTargets({ '.': { import: { types: './a.d.ts', default: './a.js' } }, './b': './b.js' }),
    ).toEqual([
      { subpath: '.', conditions: ['import', 'types'], target: './a.d.ts' },
      { subpath: '.', conditions: ['import', 'default'], target: './a.js' },
      { subpath: './b', conditions: [], target: './b.js' },
    ]);
  });
});

describe('what a registry expects of a packed package.json', () => {
  const shipped = files.map((file) => file.replace(/^package\//, ''));

  it('refuses workspace fields, a missing top-level types and missing files', () => {
    const manifest = {
      ...sound,
      types: undefined,
      scripts: { build: 'tsup' },
      devDependencies: { tsup: '8.5.1' },
    };
    expect(registryProblems(manifest, ['dist/index.js', 'LICENSE'])).toEqual([
      'scripts is published (a workspace field)',
      'devDependencies is published (a workspace field)',
      'no top-level types (TypeScript with node10 resolution finds no declarations)',
      'README.md is not in the tarball',
      'CHANGELOG.md is not in the tarball',
    ]);
  });

  it('refuses exact pins and the workspace protocol, and takes ranges', () => {
    const manifest = {
      ...sound,
      dependencies: { zustand: '5.1.0', '@guessdle/ui': 'workspace:^', zod: '^4.6.7' },
      peerDependencies: { react: '^18.3.1 || ^19.0.0' },
    };
    expect(registryProblems(manifest, shipped)).toEqual([
      'dependencies.zustand is pinned to 5.1.0: a range lets a host share its copy',
      'dependencies.@guessdle/ui keeps the workspace protocol (workspace:^)',
    ]);
  });
});

describe('a README read on the registry', () => {
  it("passes with absolute links and a consumer's commands", () => {
    const readme = [
      'Install with `pnpm add @guessdle/ui`, npm or pnpm and yarn.',
      '```sh',
      'npm install @guessdle/games',
      'pnpm add @guessdle/games',
      '```',
      'See [the docs](https://guessdle.example/storybook/) and [errors](#errors).',
    ].join('\n');
    expect(readmeProblems(readme)).toEqual([]);
  });

  it("names links relative to the repository and the repository's commands", () => {
    const readme = [
      'See [the server](../server/README.md).',
      '`pnpm test:consumer` measures it.',
      '```sh',
      'pnpm --filter @guessdle/ui themes',
      '```',
    ].join('\n');
    expect(readmeProblems(readme)).toEqual([
      'README.md:1: the link ../server/README.md is relative to the repository',
      'README.md:2: `pnpm test:consumer` is a command of the repository',
      'README.md:4: `pnpm --filter` is a command of the repository',
      'README.md:4: --filter is a command of the workspace',
    ]);
  });
});
