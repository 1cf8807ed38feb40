import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as internal from './internal';
import * as publicApi from './index';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.join(here, '..', '..', '..');
const readme = readFileSync(path.join(here, '..', 'README.md'), 'utf8');
const exportsSection = readme.slice(
  readme.indexOf('## What the package exports'),
  readme.indexOf('## Code layout'),
);

describe('the public entry of @guessdle/games', () => {
  it('names every runtime export in the README', () => {
    const undocumented = Object.keys(publicApi).filter(
      (name) => !exportsSection.includes(`\`${name}\``),
    );
    expect(exportsSection.length).toBeGreaterThan(0);
    expect(undocumented).toEqual([]);
  });

  it('keeps the building blocks out of it', () => {
    for (const name of [
      'createDailyGameStore',
      'safeSet',
      'safeGet',
      'MAX_TIMER_MS',
      'createClassicStore',
      'ClassicGameView',
      'defineWidget',
      'useClassicStore',
      'later',
    ]) {
      expect(publicApi).not.toHaveProperty(name);
    }
  });
});

describe('the internal entry of @guessdle/games', () => {
  it('holds what the site and Storybook import from it, and nothing more', () => {
    const imported = new Set<string>();
    for (const folder of ['site/src', '.storybook']) {
      for (const file of readdirSync(path.join(repo, folder), { recursive: true })) {
        const name = String(file);
        if (!/\.tsx?$/.test(name)) continue;
        const text = readFileSync(path.join(repo, folder, name), 'utf8');
        for (const [, names] of text.matchAll(
          /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@guessdle\/games\/internal'/g,
        )) {
          for (const part of names!.split(',')) {
            const local = part
              .replace(/^\s*type\s+/, '')
              .split(' as ')[0]!
              .trim();
            if (local) imported.add(local);
          }
        }
      }
    }
    // Type-only names (TextKey …) leave no trace at run time; the typecheck checks them.
    expect(Object.keys(internal).sort()).toEqual(
      Object.keys(internal)
        .filter((name) => imported.has(name))
        .sort(),
    );
  });

  it('shares no name with the public entry (a host needs only that one)', () => {
    expect(Object.keys(internal).filter((name) => name in publicApi)).toEqual([]);
  });
});
