// What a packed package.json may name: only files its tarball holds, and no condition of the
// workspace. `scripts/check-packages.mjs` runs it on every packed package; the workspace's own
// package.json keeps `@guessdle/source` (sources for the tests, Storybook and the site) and
// `publishConfig` replaces it at pack time, so a packed manifest that still has it, or that points
// at a file the tarball lacks (an export's target, a `sideEffects` entry, `main`, `types`), is a
// package a consumer cannot use as written.

/** The condition that resolves workspace packages to their TypeScript sources. */
export const SOURCE_CONDITION = '@guessdle/source';

/**
 * A package.json path or pattern (`./dist/*.js`, `dist/index.js`) as a regular expression over
 * the tarball's file names (`dist/index.js`, no `package/` prefix). `*` matches any characters
 * (a subpath pattern's, or a glob's within one folder), `**` any folders. A `sideEffects` entry
 * without a slash matches the file's name in any folder, as bundlers read it.
 * @param {string} pattern
 * @param {{ anyFolder?: boolean }} [options]
 */
export function patternToRegExp(pattern, { anyFolder = false } = {}) {
  const clean = pattern.replace(/^\.\//, '');
  const body = clean
    .split(/(\*\*\/|\*\*|\*)/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const anywhere = anyFolder && !clean.includes('/');
  return new RegExp(`^${anywhere ? '(?:.*/)?' : ''}${body}$`);
}

/**
 * Every target of `exports`, with the conditions that lead to it.
 * @param {unknown} exportsField
 * @returns {{ subpath: string, conditions: string[], target: string }[]}
 */
export function exportTargets(exportsField) {
  /** @type {{ subpath: string, conditions: string[], target: string }[]} */
  const targets = [];
  /** @param {unknown} value @param {string} subpath @param {string[]} conditions */
  const walk = (value, subpath, conditions) => {
    if (typeof value === 'string') targets.push({ subpath, conditions, target: value });
    else if (Array.isArray(value)) for (const item of value) walk(item, subpath, conditions);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (key.startsWith('.')) walk(inner, key, conditions);
        else walk(inner, subpath, [...conditions, key]);
      }
  };
  walk(exportsField, '.', []);
  return targets;
}

/**
 * The problems of a packed package.json against the files of its tarball.
 * @param {Record<string, any>} manifest the package.json as packed
 * @param {string[]} files the tarball's files, relative to the package (`dist/index.js`)
 * @returns {string[]} one sentence per problem; empty when the manifest is sound
 */
export function packedManifestProblems(manifest, files) {
  const shipped = files.map((file) => file.replace(/^package\//, '').replace(/^\.\//, ''));
  /** @param {string} pattern @param {{ anyFolder?: boolean }} [options] */
  const matches = (pattern, options) => {
    const regexp = patternToRegExp(pattern, options);
    return shipped.some((file) => regexp.test(file));
  };
  const problems = [];

  for (const { subpath, conditions, target } of exportTargets(manifest.exports)) {
    const where = `exports["${subpath}"]${conditions.map((c) => `["${c}"]`).join('')}`;
    if (conditions.includes(SOURCE_CONDITION))
      problems.push(`${where} keeps the workspace condition ${SOURCE_CONDITION} (${target})`);
    else if (!matches(target)) problems.push(`${where} names ${target}, not in the tarball`);
  }

  for (const field of ['main', 'module', 'types', 'typings']) {
    const target = manifest[field];
    if (typeof target === 'string' && !matches(target))
      problems.push(`${field} names ${target}, not in the tarball`);
  }

  const bins = typeof manifest.bin === 'string' ? { [manifest.name]: manifest.bin } : manifest.bin;
  for (const [command, target] of Object.entries(bins ?? {}))
    if (typeof target === 'string' && !matches(target))
      problems.push(`bin.${command} names ${target}, not in the tarball`);

  if (Array.isArray(manifest.sideEffects))
    for (const entry of manifest.sideEffects)
      if (!matches(entry, { anyFolder: true }))
        problems.push(`sideEffects names ${entry}, not in the tarball`);

  if (JSON.stringify(manifest.publishConfig ?? {}).includes(SOURCE_CONDITION))
    problems.push(`publishConfig keeps the workspace condition ${SOURCE_CONDITION}`);

  problems.push(...registryProblems(manifest, shipped));
  return problems;
}

/** The files npm shows on a package's page and every consumer expects beside the code. */
export const EXPECTED_FILES = ['README.md', 'LICENSE', 'CHANGELOG.md'];

/** Dependency fields whose ranges a consumer's package manager resolves. */
const RANGE_FIELDS = ['dependencies', 'peerDependencies', 'optionalDependencies'];

/**
 * What a registry and its users expect of a published package.json beyond its paths: no field
 * of the workspace (`scripts` would run on a consumer's machine, `devDependencies` mean nothing
 * there), a top-level `types` for resolvers that ignore `exports` (TypeScript's node10), the
 * README, LICENSE and CHANGELOG, and dependency ranges a consumer can resolve (no `workspace:`
 * protocol left, no exact pin of another package's version, so a host's copy can be shared).
 * @param {Record<string, any>} manifest the package.json as packed
 * @param {string[]} shipped the tarball's files, relative to the package
 * @returns {string[]}
 */
export function registryProblems(manifest, shipped) {
  const problems = [];
  for (const field of ['scripts', 'devDependencies'])
    if (field in manifest) problems.push(`${field} is published (a workspace field)`);
  const typed = exportTargets(manifest.exports).some(({ conditions }) =>
    conditions.includes('types'),
  );
  if (typed && typeof manifest.types !== 'string')
    problems.push('no top-level types (TypeScript with node10 resolution finds no declarations)');
  for (const file of EXPECTED_FILES)
    if (!shipped.includes(file)) problems.push(`${file} is not in the tarball`);
  for (const field of RANGE_FIELDS)
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (String(range).startsWith('workspace:'))
        problems.push(`${field}.${name} keeps the workspace protocol (${range})`);
      else if (/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(String(range)))
        problems.push(`${field}.${name} is pinned to ${range}: a range lets a host share its copy`);
    }
  return problems;
}

/** What a consumer may run with a package manager; any other `pnpm <word>` is the repository's. */
const CONSUMER_COMMANDS = /^(?:add|install|i|dlx|exec|create|remove|update)$/;

/**
 * What a README says that is not true on the registry: links relative to the repository (npm
 * shows the README alone: `../server/README.md` leads nowhere there) and, in its code, the
 * repository's own commands (`pnpm test:consumer`, `--filter`), which a consumer cannot run.
 * @param {string} readme the README's Markdown
 * @returns {string[]} one sentence per problem, with its line
 */
export function readmeProblems(readme) {
  const problems = [];
  let fenced = false;
  readme.split('\n').forEach((line, index) => {
    const where = `README.md:${index + 1}`;
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return;
    }
    if (!fenced) {
      for (const [, target] of line.matchAll(/\]\(([^)\s]+)[^)]*\)/g)) {
        if (!/^(?:https?:|mailto:|#)/.test(target ?? ''))
          problems.push(`${where}: the link ${target} is relative to the repository`);
      }
    }
    const code = fenced ? [line] : [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
    for (const text of code) {
      for (const [command, verb] of text.matchAll(/\bpnpm(?:@[\d.]+)?(?: -[\w-]+)* ([\w:-]+)/g)) {
        if (!CONSUMER_COMMANDS.test(verb ?? ''))
          problems.push(`${where}: \`${command}\` is a command of the repository`);
      }
      if (/--filter\b/.test(text))
        problems.push(`${where}: --filter is a command of the workspace`);
    }
  });
  return problems;
}
