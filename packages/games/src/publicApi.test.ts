import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as internal from './internal';
import * as publicApi from './index';

const readme = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'README.md'),
  'utf8',
);
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

  it('keeps the building blocks behind /internal', () => {
    for (const name of [
      'createDailyGameStore',
      'safeSet',
      'safeGet',
      'MAX_TIMER_MS',
      'createClassicStore',
      'ClassicGameView',
      'defineWidget',
      'useClassicStore',
    ]) {
      expect(internal).toHaveProperty(name);
      expect(publicApi).not.toHaveProperty(name);
    }
  });

  it('is a part of the internal entry, the same values', () => {
    for (const [name, value] of Object.entries(publicApi)) {
      expect(internal).toHaveProperty(name, value);
    }
  });
});
