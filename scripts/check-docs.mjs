#!/usr/bin/env node
// `pnpm docs:check`: the Markdown files say only what is true of the repository. Every relative link
// (and its #anchor) must reach a file or folder, and every `pnpm <script>` quoted in code must name
// a script of the root package.json, or of the package a `--filter` picks. Prints each failure as
// `file:line: what is wrong` and exits 1 if there is any.
//
// The links are remark-validate-links' to check (offline, GitHub's heading anchors, across every
// Markdown file at once through unified-engine, as remark-cli runs it); the quoted scripts are
// ours, read from the code spans and fenced blocks remark's parser finds.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { remark } from 'remark';
import remarkValidateLinks from 'remark-validate-links';
import { engine } from 'unified-engine';
import { visit } from 'unist-util-visit';

/** pnpm's own commands: `pnpm <one of these>` runs no script. */
const PNPM_COMMANDS = new Set([
  'add',
  'approve-builds',
  'audit',
  'bin',
  'config',
  'create',
  'dedupe',
  'deploy',
  'dlx',
  'env',
  'exec',
  'fetch',
  'help',
  'i',
  'import',
  'init',
  'install',
  'install-test',
  'licenses',
  'link',
  'list',
  'ln',
  'ls',
  'outdated',
  'pack',
  'patch',
  'patch-commit',
  'prune',
  'publish',
  'rebuild',
  'remove',
  'rm',
  'root',
  'self-update',
  'setup',
  'store',
  'un',
  'uninstall',
  'unlink',
  'up',
  'update',
  'why',
]);
/** Options of pnpm that take a value as the next word (`--filter @guessdle/ui`). */
const OPTIONS_WITH_VALUE = new Set(['--filter', '-F', '--dir', '-C', '--reporter', '--loglevel']);

/**
 * The words of the pnpm commands in a piece of code: `pnpm a b`, and `npx -y pnpm@x a b` the same,
 * each up to the end of its command (`&&`, `;`, `|`, a comment or the end of the line).
 * @param {string} code
 * @returns {{ words: string[], index: number }[]}
 */
function pnpmCommands(code) {
  const commands = [];
  const start = /(?<=^|[\s;&|(`])(?:npx\s+(?:(?:-y|--yes)\s+)?pnpm(?:@\S+)?|pnpm)(?=\s)/g;
  for (const match of code.matchAll(start)) {
    const rest = code.slice(match.index + match[0].length);
    const end = rest.search(/&&|\|\||[;|)\n]|\s#/);
    const words = (end === -1 ? rest : rest.slice(0, end))
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => word.replace(/^(['"])(.*)\1$/, '$2'));
    commands.push({ words, index: match.index });
  }
  return commands;
}

/**
 * What a pnpm command line asks for: the script it runs (none for pnpm's own commands) and the
 * packages it runs it in (`filters`, `recursive`).
 * @param {string[]} words the words after `pnpm`
 */
export function parsePnpm(words) {
  /** @type {string[]} */
  const filters = [];
  let recursive = false;
  /** @type {string | null} */
  let dir = null;
  let i = 0;
  for (; i < words.length; i += 1) {
    const word = words[i] ?? '';
    if (!word.startsWith('-')) break;
    const [name, value] = word.split(/=(.*)/s);
    if (name === '-r' || name === '--recursive') recursive = true;
    if (OPTIONS_WITH_VALUE.has(name ?? '')) {
      const argument = value ?? words[(i += 1)] ?? '';
      if (name === '--filter' || name === '-F') filters.push(argument);
      if (name === '--dir' || name === '-C') dir = argument;
    }
  }
  let script = words[i] ?? null;
  if (script === 'run' || script === 'run-script') {
    script = words.slice(i + 1).find((word) => !word.startsWith('-')) ?? null;
  } else if (script !== null && PNPM_COMMANDS.has(script)) {
    script = null;
  }
  // A placeholder (`pnpm <script>`, `pnpm {name}`, `pnpm …`) names no script.
  // Prose around a name in a code block (`pnpm bench: run.ts`) is not part of it.
  script = script?.replace(/[:.,;]+$/, '') ?? null;
  if (script !== null && !/^[\w@][\w:.@/-]*$/.test(script)) script = null;
  return { script, filters, recursive, dir };
}

/**
 * The repository as the check sees it.
 * @typedef {object} Repo
 * @property {Map<string, { dir: string, scripts: Set<string> }>} packages workspace packages by name
 * @property {Set<string>} rootScripts the root package.json's scripts
 */

/**
 * The code a Markdown text quotes, with the line where each piece starts: its code spans, and its
 * fenced and indented blocks one line at a time.
 * @param {string} text
 * @returns {{ text: string, line: number }[]}
 */
function quotedCode(text) {
  /** @type {{ text: string, line: number }[]} */
  const pieces = [];
  visit(remark().parse(text), ['inlineCode', 'code'], (node) => {
    const start = node.position?.start.line ?? 1;
    if (node.type === 'inlineCode') pieces.push({ text: node.value, line: start });
    // A fenced block's first line of code is the one after its opening fence.
    const first = /^ {0,3}(`{3,}|~{3,})/.test(text.split('\n')[start - 1] ?? '')
      ? start + 1
      : start;
    if (node.type === 'code') {
      node.value
        .split('\n')
        .forEach((line, index) => pieces.push({ text: line, line: first + index }));
    }
  });
  return pieces;
}

/**
 * Checks the scripts one Markdown file quotes and returns what is wrong, with line numbers.
 * @param {string} file its path from the repository root, `/`-separated
 * @param {string} text its content
 * @param {Repo} repo
 * @returns {{ file: string, line: number, message: string }[]}
 */
export function checkScripts(file, text, repo) {
  /** @type {{ file: string, line: number, message: string }[]} */
  const problems = [];
  const report = (line, message) => problems.push({ file, line, message });

  // Quoted commands: `pnpm <script>` in code spans and fenced blocks.
  for (const piece of quotedCode(text)) {
    for (const command of pnpmCommands(piece.text)) {
      const { script, filters, recursive, dir } = parsePnpm(command.words);
      if (script === null) continue;
      const quoted = `pnpm ${command.words.join(' ')}`.trim();
      if (filters.length > 0 || dir !== null) {
        const selected = [];
        let unknown = false;
        for (const filter of filters) {
          const byName = repo.packages.get(filter);
          const byDir = [...repo.packages.values()].find(
            (pkg) => pkg.dir === path.posix.normalize(filter.replace(/^\.\//, '')),
          );
          if (byName || byDir) selected.push(byName ?? byDir);
          // A pattern (`./packages/*`, `!name`, `name...`) is pnpm's to resolve: not checked here.
          else if (!/[*!{}[\]]|\.\.\./.test(filter)) {
            report(piece.line, `\`${quoted}\`: no workspace package ${filter}`);
            unknown = true;
          } else {
            unknown = true;
          }
        }
        if (dir !== null) {
          const pkg = [...repo.packages.values()].find(
            (candidate) => candidate.dir === path.posix.normalize(dir),
          );
          if (pkg) selected.push(pkg);
          else if (dir !== '.') unknown = true;
          else selected.push({ dir: '.', scripts: repo.rootScripts });
        }
        if (!unknown && !selected.some((pkg) => pkg.scripts.has(script))) {
          const where = selected.map((pkg) => `${pkg.dir}/package.json`).join(', ');
          report(piece.line, `\`${quoted}\`: no script "${script}" in ${where}`);
        }
      } else if (recursive) {
        const everywhere = [...repo.packages.values()].some((pkg) => pkg.scripts.has(script));
        if (!everywhere && !repo.rootScripts.has(script)) {
          report(piece.line, `\`${quoted}\`: no workspace package has a script "${script}"`);
        }
      } else if (!repo.rootScripts.has(script)) {
        report(piece.line, `\`${quoted}\`: no script "${script}" in package.json`);
      }
    }
  }
  return problems.sort((a, b) => a.line - b.line);
}

/**
 * The repository at `root`, read through git: its Markdown files (what it tracks plus new files it
 * does not ignore) and its workspace packages' scripts.
 * @param {string} root
 * @returns {Repo & { markdown: string[] }}
 */
export function loadRepo(root) {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  )
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  const scriptsOf = (file) =>
    new Set(Object.keys(JSON.parse(readFileSync(path.join(root, file), 'utf8')).scripts ?? {}));
  const packages = new Map();
  for (const file of files) {
    if (path.posix.basename(file) !== 'package.json' || file === 'package.json') continue;
    const { name } = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    if (name) packages.set(name, { dir: path.posix.dirname(file), scripts: scriptsOf(file) });
  }
  return {
    packages,
    rootScripts: scriptsOf('package.json'),
    markdown: files.filter(
      (file) =>
        file.toLowerCase().endsWith('.md') &&
        !file.split('/').includes('node_modules') &&
        !/^changelog\.md$/i.test(path.posix.basename(file)),
    ),
  };
}

/**
 * The broken relative links (and #anchors) of the Markdown `files` (paths from `root`), as
 * remark-validate-links finds them: each file is checked against the others' headings.
 * @param {string} root
 * @param {string[]} files
 * @returns {Promise<{ file: string, line: number, message: string }[]>}
 */
export function checkLinks(root, files) {
  return new Promise((resolve, reject) => {
    engine(
      {
        processor: remark(),
        plugins: [[remarkValidateLinks, { repository: false }]],
        files: files.map((file) => path.join(root, file)),
        cwd: root,
        extensions: ['md'],
        out: false,
        quiet: true,
        // The messages are ours to print, below.
        reporter: () => '',
      },
      (error, _code, context) => {
        if (error) return reject(error);
        resolve(
          (context?.files ?? []).flatMap((vfile) =>
            vfile.messages.map((message) => ({
              file: path
                .relative(root, path.resolve(vfile.cwd, vfile.path))
                .split(path.sep)
                .join('/'),
              line: message.line ?? 1,
              message: message.reason,
            })),
          ),
        );
      },
    );
  });
}

/**
 * Checks every Markdown file of the repository at `root`.
 * @param {string} root
 */
export async function checkDocs(root) {
  const repo = loadRepo(root);
  const scripts = repo.markdown.flatMap((file) =>
    checkScripts(file, readFileSync(path.join(root, file), 'utf8'), repo),
  );
  const links = await checkLinks(root, repo.markdown);
  const problems = [...links, ...scripts].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line,
  );
  return { files: repo.markdown.length, problems };
}

const invoked = process.argv[1] ? pathToFileURL(realpathSync(process.argv[1])).href : '';
if (import.meta.url === invoked) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { files, problems } = await checkDocs(root);
  for (const { file, line, message } of problems) console.error(`${file}:${line}: ${message}`);
  if (problems.length > 0) {
    console.error(`\n✖ ${problems.length} problem(s) in the Markdown files (pnpm docs:check)`);
    process.exit(1);
  }
  console.log(
    `✔ ${files} Markdown files: every relative link resolves, every quoted script exists`,
  );
}
