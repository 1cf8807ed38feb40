import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The arrows between packages (docs/architecture.md) are ESLint rules (eslint.config.js), and
 * `pnpm test` runs `pnpm lint`. These cases lint one import at a time, as if written in the named
 * file, to prove that a forbidden import fails and an allowed one passes.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function importErrors(file: string, statement: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${statement}\nexport const used = [x];\n`, {
    filePath: path.join(root, file),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const forbidden: Array<[file: string, statement: string, says: RegExp]> = [
  [
    'packages/ui/src/Button/Button.tsx',
    "import { GAME_MODES as x } from '@guessdle/api';",
    /ui imports nothing of ours/,
  ],
  [
    'packages/ui/src/Button/Button.tsx',
    "import { x } from '@guessdle/games/internal';",
    /ui imports nothing of ours/,
  ],
  [
    'packages/ui/src/Button/Button.tsx',
    "import { x } from '../../../games/src/daily';",
    /by its name/,
  ],
  [
    'packages/data/src/schema.ts',
    "import { x } from '@guessdle/api';",
    /data imports nothing of ours/,
  ],
  ['packages/api/src/contract.ts', "import { x } from '@guessdle/ui';", /api imports only data/],
  ['packages/api/src/contract.ts', "import { useState as x } from 'react';", /renders nothing/],
  [
    'packages/games/src/daily/items.ts',
    "import { performers as x } from '@guessdle/data';",
    /data only as types/,
  ],
  [
    'packages/games/src/daily/items.ts',
    "import { x } from '@guessdle/server';",
    /games imports ui, api/,
  ],
  [
    'packages/games/src/daily/items.ts',
    "import { createFakeApi as x } from '../../testing/fakeApi';",
    /shipped code never imports them/,
  ],
  ['packages/games/src/core/daily.ts', "import { useState as x } from 'react';", /framework-free/],
  [
    'packages/games/src/core/daily.ts',
    "import { itemLookup as x } from '../daily/items';",
    /imports nothing of the widgets/,
  ],
  [
    'packages/games/src/core/daily.ts',
    "import { x } from '@guessdle/api';",
    /only the dependency-free/,
  ],
  [
    'packages/games/src/core/daily.ts',
    "import { x } from '@guessdle/server';",
    /games imports ui, api/,
  ],
  [
    'packages/server/src/app.ts',
    "import { x } from '@guessdle/games';",
    /server imports api and data/,
  ],
  ['site/src/App.tsx', "import { x } from '@guessdle/server';", /site composes games, ui and api/],
  ['site/src/App.tsx', "import { x } from '../../packages/games/src/index';", /by its name/],
];

const allowed: Array<[file: string, statement: string]> = [
  ['packages/ui/src/Button/Button.tsx', "import x from 'styled-components';"],
  ['packages/games/src/daily/items.ts', "import type { Channel as x } from '@guessdle/data';"],
  ['packages/games/src/daily/items.ts', "import { Button as x } from '@guessdle/ui';"],
  ['packages/games/testing/fakeApi.ts', "import { performers as x } from '@guessdle/data';"],
  ['packages/games/src/core/daily.ts', "import { GAME_MODES as x } from '@guessdle/api/modes';"],
  ['packages/games/src/core/daily.ts', "import { addDays as x } from './stats';"],
  [
    'packages/games/src/daily/daily.stories.tsx',
    "import { createFakeApi as x } from '../../testing/fakeApi';",
  ],
  ['packages/server/src/app.ts', "import { x } from '@guessdle/api';"],
  ['packages/api/src/contract.ts', "import { x } from '@guessdle/data';"],
  ['site/src/App.tsx', "import { ClassicGame as x } from '@guessdle/games';"],
];

describe('given the arrows between packages', () => {
  it.each(forbidden)('refuses, in %s, `%s`', async (file, statement, says) => {
    const errors = await importErrors(file, statement);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(says);
  });

  it.each(allowed)('allows, in %s, `%s`', async (file, statement) => {
    expect(await importErrors(file, statement)).toEqual([]);
  });
});
