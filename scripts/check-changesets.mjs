// One changeset for what a release changes: every published package whose shipped source changed
// since its last release must be named by a pending changeset (.changeset/*.md), so its next
// CHANGELOG says what changed. Run by scripts/check-packages.mjs, so `pnpm test` fails on a change
// to a package without one (`pnpm changeset` writes it).
//
// The base of a package is its last release: the tag `<name>@<version>` of its current version
// when there is one (`changeset publish` makes them), else the last commit that changed the
// `version` of its package.json (`changeset version` does that; before any release, the commit
// that created the package). `CHANGESET_BASE=<ref>` sets one base for every package instead (a
// pull request's target branch), and then only the changesets added or edited since that ref
// count. The working tree counts, committed or not. A shallow clone may hold neither: the check
// then says so, skips, and passes (`git fetch --unshallow --tags` fixes that).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** package.json fields that a consumer receives: a change to one is a change to the package. */
export const PUBLISHED_FIELDS = [
  'type',
  'main',
  'types',
  'typesVersions',
  'exports',
  'publishConfig',
  'bin',
  'files',
  'sideEffects',
  'engines',
  'dependencies',
  'peerDependencies',
  'peerDependenciesMeta',
  'optionalDependencies',
];

/**
 * Whether a file of a package (a path relative to the package) is built into what it ships:
 * its sources, tests, stories and test helpers aside.
 * @param {string} file
 */
export function isShippedSource(file) {
  if (!/^(src|bin|assets)\//.test(file)) return false;
  return !/(\.test\.|\.stories\.|\.bench\.|\/testing\/|\/__screenshots__\/|\/__fixtures__\/)/.test(
    file,
  );
}

/**
 * The published fields that differ between two package.json objects.
 * @param {Record<string, unknown>} before
 * @param {Record<string, unknown>} after
 */
export function changedPublishedFields(before, after) {
  return PUBLISHED_FIELDS.filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}

/**
 * The packages a changeset names (its front matter: `'@guessdle/ui': minor`).
 * @param {string} text the changeset's Markdown
 * @returns {string[]}
 */
export function changesetPackages(text) {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  return [...front.matchAll(/^\s*['"]?([^'":\s]+)['"]?\s*:\s*(major|minor|patch|none)\s*$/gm)].map(
    (match) => match[1] ?? '',
  );
}

function git(root, args) {
  return execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

function tryGit(root, args) {
  try {
    return git(root, args);
  } catch {
    return '';
  }
}

/** A package's last release, as a commit; '' when this clone does not hold it. */
function releaseBase(root, relDir, manifest) {
  if (process.env.CHANGESET_BASE)
    return tryGit(root, ['rev-parse', '--verify', '-q', `${process.env.CHANGESET_BASE}^{commit}`]);
  const tag = tryGit(root, [
    'rev-parse',
    '--verify',
    '-q',
    `refs/tags/${manifest.name}@${manifest.version}^{commit}`,
  ]);
  if (tag) return tag;
  return tryGit(root, [
    'log',
    '-1',
    '--format=%H',
    '-G',
    '^\\s*"version":',
    '--',
    `${relDir}/package.json`,
  ]);
}

/** What changed in a package since `base`: its shipped files and its published fields. */
function changesSince(root, relDir, base, manifest) {
  const files = [
    ...tryGit(root, ['diff', '--name-only', base, '--', relDir]).split('\n'),
    ...tryGit(root, ['ls-files', '--others', '--exclude-standard', '--', relDir]).split('\n'),
  ]
    .filter(Boolean)
    .map((file) => path.relative(relDir, file))
    .filter(isShippedSource);
  const before = tryGit(root, ['show', `${base}:${relDir}/package.json`]);
  const fields = before ? changedPublishedFields(JSON.parse(before), manifest) : [];
  return [...new Set(files)].concat(fields.map((field) => `package.json "${field}"`));
}

/**
 * Checks every published package against the pending changesets.
 * @param {string} root the repository's root
 * @param {{ dir: string, name: string, manifest: Record<string, any> }[]} packages
 * @returns {{ problems: string[], notes: string[] }}
 */
export function checkChangesets(root, packages) {
  const folder = path.join(root, '.changeset');
  let pending = existsSync(folder)
    ? readdirSync(folder).filter((file) => file.endsWith('.md') && file !== 'README.md')
    : [];
  const onlySince = process.env.CHANGESET_BASE;
  if (onlySince) {
    // A pull request's changes need changesets of their own: those it adds or edits.
    const touched = [
      ...tryGit(root, ['diff', '--name-only', onlySince, '--', '.changeset']).split('\n'),
      ...tryGit(root, ['ls-files', '--others', '--exclude-standard', '--', '.changeset']).split(
        '\n',
      ),
    ].map((file) => path.basename(file));
    pending = pending.filter((file) => touched.includes(file));
  }
  const named = new Map();
  for (const file of pending) {
    for (const name of changesetPackages(readFileSync(path.join(folder, file), 'utf8'))) {
      named.set(name, [...(named.get(name) ?? []), file]);
    }
  }
  const problems = [];
  const notes = [];
  const published = new Set(packages.map((one) => one.name));
  for (const [name, files] of named) {
    if (!published.has(name))
      problems.push(`${files.join(', ')} names ${name}, not a published package`);
  }
  const shallow = tryGit(root, ['rev-parse', '--is-shallow-repository']) === 'true';
  for (const { dir, name, manifest } of packages) {
    const relDir = path.relative(root, dir);
    const base = releaseBase(root, relDir, manifest);
    if (!base) {
      notes.push(
        `${name}: no last release in this ${shallow ? 'shallow ' : ''}clone, not checked ` +
          '(git fetch --unshallow --tags)',
      );
      continue;
    }
    const changed = changesSince(root, relDir, base, manifest);
    if (changed.length === 0 || named.has(name)) continue;
    problems.push(
      `${name} changed since ${onlySince ? onlySince : 'its last release'} (${base.slice(0, 7)}) ` +
        'with no changeset naming it: ' +
        `${changed.slice(0, 5).join(', ')}${changed.length > 5 ? ', …' : ''}. ` +
        'Describe the change with `pnpm changeset`.',
    );
  }
  return { problems, notes };
}
