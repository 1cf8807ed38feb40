import { describe, expect, it } from 'vitest';
import { changedPublishedFields, changesetPackages, isShippedSource } from './check-changesets.mjs';

describe('what counts as a change to a published package', () => {
  it('counts its sources and not its tests, stories or test helpers', () => {
    expect(isShippedSource('src/widget/WidgetBoundary.tsx')).toBe(true);
    expect(isShippedSource('src/i18n/locales/fr.json')).toBe(true);
    expect(isShippedSource('assets/performers/ada.svg')).toBe(true);
    expect(isShippedSource('src/widget/WidgetBoundary.test.tsx')).toBe(false);
    expect(isShippedSource('src/widget/WidgetBoundary.stories.tsx')).toBe(false);
    expect(isShippedSource('testing/stories.tsx')).toBe(false);
    expect(isShippedSource('src/testing/site.ts')).toBe(false);
    expect(isShippedSource('README.md')).toBe(false);
    expect(isShippedSource('scripts/generate.ts')).toBe(false);
  });

  it('counts the package.json fields a consumer receives, not the workspace ones', () => {
    const before = {
      scripts: { build: 'tsup' },
      dependencies: { zustand: '5.1.0' },
      version: '0.1.0',
    };
    expect(
      changedPublishedFields(before, {
        ...before,
        scripts: { build: 'tsup --watch' },
        devDependencies: { tsup: '8' },
      }),
    ).toEqual([]);
    expect(
      changedPublishedFields(before, {
        ...before,
        dependencies: { zustand: '^5.0.0' },
        types: 'x',
      }),
    ).toEqual(['types', 'dependencies']);
  });
});

describe('a changeset', () => {
  it('names the packages of its front matter, quoted or not', () => {
    const text = [
      '---',
      "'@guessdle/ui': minor",
      '"@guessdle/games": patch',
      '@guessdle/api: major',
      '---',
      '',
      'The sentence: it mentions @guessdle/data: patch, which is not front matter.',
    ].join('\n');
    expect(changesetPackages(text)).toEqual(['@guessdle/ui', '@guessdle/games', '@guessdle/api']);
  });

  it('names nothing without front matter', () => {
    expect(changesetPackages('# Changesets\n\nA README.')).toEqual([]);
  });
});
