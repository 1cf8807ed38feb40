import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLinks, checkScripts, type Repo } from './check-docs.mjs';

// A repository of a few files, on disk (the links are checked against real files): a root with
// scripts, the server package with its own, and a README in the server's folder that other files
// link to.
const files: Record<string, string> = {
  'CONTRIBUTING.md': '# Contributing\n\n## Adding a daily mode\n\nText.\n',
  'packages/server/README.md':
    '# @guessdle/server\n\n## Bench (`pnpm bench`, not part of the tests)\n\n## Logs\n\n## Logs\n',
  'packages/server/src/limits.ts': 'export {};\n',
  'size-budgets.json': '{}\n',
};
const repo: Repo = {
  packages: new Map([
    ['@guessdle/server', { dir: 'packages/server', scripts: new Set(['bench', 'dev']) }],
    ['@guessdle/ui', { dir: 'packages/ui', scripts: new Set(['themes']) }],
  ]),
  rootScripts: new Set(['size', 'test', 'test:visual:update', 'bench']),
};

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'docs-check-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The link problems of `text` written as `file` beside the repository's files. */
async function linkProblems(text: string, file = 'README.md') {
  writeFileSync(path.join(root, file), text);
  const found = await checkLinks(root, [
    file,
    ...Object.keys(files).filter((f) => f.endsWith('.md')),
  ]);
  return found.map(({ file: where, line, message }) => `${where}:${line}: ${message}`);
}

function problems(text: string, file = 'README.md') {
  return checkScripts(file, text, repo).map(({ line, message }) => `${file}:${line}: ${message}`);
}

describe('given relative links (remark-validate-links)', () => {
  it('accepts a link to a file or a folder that exists', async () => {
    expect(
      await linkProblems(
        'See [the budgets](size-budgets.json) and [the server](packages/server/).',
      ),
    ).toEqual([]);
  });

  it('reports a link to a missing file with its line', async () => {
    expect(await linkProblems('# Title\n\nSee [the guide](docs/missing.md) first.\n')).toEqual([
      'README.md:3: Cannot find file `docs/missing.md`',
    ]);
  });

  it('resolves a link from the folder of the file that holds it', async () => {
    const file = 'packages/server/GUIDE.md';
    expect(
      await linkProblems('[limits](src/limits.ts), [contributing](../../CONTRIBUTING.md)', file),
    ).toEqual([]);
    expect(await linkProblems('[limits](limits.ts)', file)).toEqual([
      `${file}:1: Cannot find file \`limits.ts\``,
    ]);
  });

  it("checks an anchor against the target's headings, by GitHub's rules", async () => {
    expect(
      await linkProblems(
        '[bench](packages/server/README.md#bench-pnpm-bench-not-part-of-the-tests)\n' +
          '[second logs](packages/server/README.md#logs-1)\n' +
          '[mode](CONTRIBUTING.md#adding-a-mode)\n',
      ),
    ).toEqual(['README.md:3: Cannot find heading for `#adding-a-mode` in `CONTRIBUTING.md`']);
  });

  it("checks a pure #anchor against the file's own headings", async () => {
    expect(await linkProblems('## Habits\n\n[habits](#habits), [setup](#setup)\n')).toEqual([
      'README.md:3: Cannot find heading for `#setup`',
    ]);
  });

  it('leaves web addresses, mail and links inside code alone', async () => {
    expect(
      await linkProblems(
        '[site](https://example.com/x.md) [mail](mailto:a@b.c)\n' +
          '`[not a link](nowhere.md)`\n\n```md\n[not a link](nowhere.md)\n```\n',
      ),
    ).toEqual([]);
  });
});

describe('given quoted pnpm commands', () => {
  it('accepts a root script, in a code span or a fenced block', () => {
    expect(problems('Run `pnpm size`.\n\n```sh\npnpm test:visual:update   # all\n```\n')).toEqual(
      [],
    );
  });

  it('reports a root script that does not exist, with its line', () => {
    expect(problems('Intro.\n\n```sh\npnpm test\npnpm sizes      # weights\n```\n')).toEqual([
      'README.md:5: `pnpm sizes`: no script "sizes" in package.json',
    ]);
  });

  it("looks a filtered script up in that package's package.json", () => {
    expect(
      problems('`pnpm --filter @guessdle/server bench` and `pnpm -F @guessdle/ui themes`'),
    ).toEqual([]);
    expect(problems('`pnpm --filter @guessdle/server themes`')).toEqual([
      'README.md:1: `pnpm --filter @guessdle/server themes`: no script "themes" in packages/server/package.json',
    ]);
    expect(problems('`pnpm --filter @guessdle/nothing build`')).toEqual([
      'README.md:1: `pnpm --filter @guessdle/nothing build`: no workspace package @guessdle/nothing',
    ]);
  });

  it('reads `pnpm run x` as x and `npx -y pnpm@<version> x` as `pnpm x`', () => {
    expect(problems('`pnpm run size`, `npx -y pnpm@12.21.0 test`')).toEqual([]);
    expect(problems('`pnpm run lint`\n`npx -y pnpm@12.21.0 start`')).toEqual([
      'README.md:1: `pnpm run lint`: no script "lint" in package.json',
      'README.md:2: `pnpm start`: no script "start" in package.json',
    ]);
  });

  it("allows pnpm's own commands and placeholders", () => {
    expect(
      problems(
        '`pnpm install --frozen-lockfile`, `pnpm exec vitest run --project core`, ' +
          '`pnpm dlx publint`, `pnpm add -D x`, `pnpm pack`, `pnpm <script>`',
      ),
    ).toEqual([]);
  });

  it('checks each command of a chain, and none in prose', () => {
    expect(problems('`pnpm size && pnpm lint`; pnpm lint in prose is not a quote')).toEqual([
      'README.md:1: `pnpm lint`: no script "lint" in package.json',
    ]);
  });
});
