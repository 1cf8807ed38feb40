#!/usr/bin/env node
// `pnpm docs:check`: the Markdown files say only what is true of the repository. Every relative link
// (and its #anchor) must reach a file or folder, and every `pnpm <script>` quoted in code must name
// a script of the root package.json, or of the package a `--filter` picks. Prints each failure as
// `file:line: what is wrong` and exits 1 if there is any.
//
// Plain Node rather than a Markdown library: the parts of Markdown it reads (fences, code spans,
// links, headings) fit in a page, a parser would not give line numbers for free, and
// markdown-link-check and the like go to the network for every http link, which a test must not.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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
 * GitHub's anchor for a heading: its text in lower case, without punctuation, spaces as hyphens;
 * a repeated heading gets `-1`, `-2`… (`seen` counts them within one file).
 * @param {string} heading the heading's Markdown, without the leading #s
 * @param {Map<string, number>} seen
 */
export function headingSlug(heading, seen = new Map()) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link counts by its text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/[`*]/g, '');
  const base = text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
  const count = seen.get(base) ?? 0;
  seen.set(base, count + 1);
  return count === 0 ? base : `${base}-${count}`;
}

/**
 * Splits a Markdown text into what a reader sees as prose and as code, keeping every offset (so a
 * line number can be found for each): `prose` has fences and code spans blanked, `code` lists the
 * fenced lines and code spans with the offset where each starts, `fenced` the indexes of the lines
 * of fenced blocks (their fences included).
 * @param {string} text
 */
function splitCode(text) {
  /** @type {{ text: string, offset: number }[]} */
  const code = [];
  let prose = '';
  /** @type {string | null} the opening fence while inside a fenced block */
  let fence = null;
  /** @type {Set<number>} */
  const fenced = new Set();
  let offset = 0;
  for (const [index, line] of text.split('\n').entries()) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null || marker) fenced.add(index);
    if (fence === null && marker) {
      fence = marker;
      prose += ' '.repeat(line.length);
    } else if (fence !== null) {
      if (
        marker &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        !/\S/.test(line.slice(line.indexOf(marker) + marker.length))
      ) {
        fence = null;
      } else {
        code.push({ text: line, offset });
      }
      prose += ' '.repeat(line.length);
    } else {
      prose += line;
    }
    prose += '\n';
    offset += line.length + 1;
  }
  prose = prose.slice(0, -1);
  // A code span: a run of backticks up to the next run of the same length, within one paragraph.
  prose = prose.replace(
    /(?<!`)(`+)(?!`)((?:(?!\n\s*\n)[\s\S])*?[^`])\1(?!`)/g,
    (span, ticks, inner, at) => {
      code.push({ text: inner, offset: at + ticks.length });
      return span.replace(/[^\n]/g, ' ');
    },
  );
  return { prose, code, fenced };
}

/** A link's `%20`s as the file name has them; a stray `%` stays as it is. @param {string} text */
function decode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** @param {string} text @param {number} offset */
function lineAt(text, offset) {
  let line = 1;
  for (let i = 0; i < offset; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/**
 * The anchors a Markdown text offers: its headings' slugs, and the ids and names of its HTML
 * anchors (`<a id="…">`).
 * @param {string} text
 */
export function anchorsOf(text) {
  const { fenced } = splitCode(text);
  const seen = new Map();
  const anchors = new Set();
  for (const [index, line] of text.split('\n').entries()) {
    if (fenced.has(index)) continue;
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (heading?.[1]) anchors.add(headingSlug(heading[1], seen));
  }
  for (const [, id] of text.matchAll(/<[a-z][^>]*\s(?:id|name)="([^"]+)"/gi)) anchors.add(id);
  return anchors;
}

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
 * @property {(file: string) => boolean} exists a file or folder (path from the root, `/`-separated)
 * @property {(file: string) => string | null} read a Markdown file's text, null when it is absent
 * @property {Map<string, { dir: string, scripts: Set<string> }>} packages workspace packages by name
 * @property {Set<string>} rootScripts the root package.json's scripts
 */

/**
 * Checks one Markdown file and returns what is wrong in it, with line numbers.
 * @param {string} file its path from the repository root, `/`-separated
 * @param {string} text its content
 * @param {Repo} repo
 * @returns {{ file: string, line: number, message: string }[]}
 */
export function checkMarkdown(file, text, repo) {
  /** @type {{ file: string, line: number, message: string }[]} */
  const problems = [];
  const { prose, code } = splitCode(text);
  const report = (offset, message) => problems.push({ file, line: lineAt(text, offset), message });
  /** @type {Map<string, Set<string> | null>} */
  const anchorCache = new Map();
  const anchorsIn = (target) => {
    if (!anchorCache.has(target)) {
      const content = target === file ? text : repo.read(target);
      anchorCache.set(target, content === null ? null : anchorsOf(content));
    }
    return anchorCache.get(target);
  };

  // Links: `[text](target)`, images `![alt](target)` and definitions `[label]: target`.
  const links = [
    ...prose.matchAll(/\]\(\s*(<[^>]*>|[^)\s]*)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g),
    ...prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/gm),
  ];
  for (const link of links) {
    const raw = (link[1] ?? '').replace(/^<(.*)>$/, '$1');
    if (raw === '' || /^[a-z][a-z\d+.-]*:/i.test(raw) || raw.startsWith('//')) continue;
    const offset = link.index + link[0].indexOf(raw);
    const hashAt = raw.indexOf('#');
    const pathPart = (hashAt === -1 ? raw : raw.slice(0, hashAt)).replace(/\?.*/, '');
    const anchor = hashAt === -1 ? null : decode(raw.slice(hashAt + 1));
    let target = file;
    if (pathPart !== '') {
      const decoded = decode(pathPart);
      target = decoded.startsWith('/')
        ? path.posix.normalize(decoded.slice(1))
        : path.posix.join(path.posix.dirname(file), decoded);
      target = target.replace(/\/$/, '') || '.';
      if (target === '..' || target.startsWith('../')) {
        report(offset, `link to ${raw}: it leaves the repository`);
        continue;
      }
      if (!repo.exists(target)) {
        report(offset, `link to ${raw}: ${target} does not exist`);
        continue;
      }
    }
    if (anchor && target.toLowerCase().endsWith('.md')) {
      const anchors = anchorsIn(target);
      if (anchors && !anchors.has(anchor)) {
        report(offset, `link to ${raw}: ${target} has no heading or anchor #${anchor}`);
      }
    }
  }

  // Quoted commands: `pnpm <script>` in code spans and fenced blocks.
  for (const piece of code) {
    for (const command of pnpmCommands(piece.text)) {
      const { script, filters, recursive, dir } = parsePnpm(command.words);
      if (script === null) continue;
      const offset = piece.offset + command.index;
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
            report(offset, `\`${quoted}\`: no workspace package ${filter}`);
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
          report(offset, `\`${quoted}\`: no script "${script}" in ${where}`);
        }
      } else if (recursive) {
        const everywhere = [...repo.packages.values()].some((pkg) => pkg.scripts.has(script));
        if (!everywhere && !repo.rootScripts.has(script)) {
          report(offset, `\`${quoted}\`: no workspace package has a script "${script}"`);
        }
      } else if (!repo.rootScripts.has(script)) {
        report(offset, `\`${quoted}\`: no script "${script}" in package.json`);
      }
    }
  }
  return problems.sort((a, b) => a.line - b.line);
}

/**
 * The repository at `root`, read through git: what it tracks plus new files it does not ignore,
 * so a link to a build output or a local report (which a fresh clone lacks) fails here too.
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
  const known = new Set(['.']);
  for (const file of files) {
    for (let at = file; at !== '.'; at = path.posix.dirname(at)) {
      if (known.has(at)) break;
      known.add(at);
    }
  }
  const scriptsOf = (file) =>
    new Set(Object.keys(JSON.parse(readFileSync(path.join(root, file), 'utf8')).scripts ?? {}));
  const packages = new Map();
  for (const file of files) {
    if (path.posix.basename(file) !== 'package.json' || file === 'package.json') continue;
    const { name } = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    if (name) packages.set(name, { dir: path.posix.dirname(file), scripts: scriptsOf(file) });
  }
  return {
    exists: (file) => known.has(file),
    read: (file) => (known.has(file) ? readFileSync(path.join(root, file), 'utf8') : null),
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
 * Checks every Markdown file of the repository at `root`.
 * @param {string} root
 */
export function checkDocs(root) {
  const repo = loadRepo(root);
  const problems = repo.markdown.flatMap((file) =>
    checkMarkdown(file, readFileSync(path.join(root, file), 'utf8'), repo),
  );
  return { files: repo.markdown.length, problems };
}

const invoked = process.argv[1] ? pathToFileURL(realpathSync(process.argv[1])).href : '';
if (import.meta.url === invoked) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { files, problems } = checkDocs(root);
  for (const { file, line, message } of problems) console.error(`${file}:${line}: ${message}`);
  if (problems.length > 0) {
    console.error(`\n✖ ${problems.length} problem(s) in the Markdown files (pnpm docs:check)`);
    process.exit(1);
  }
  console.log(
    `✔ ${files} Markdown files: every relative link resolves, every quoted script exists`,
  );
}
