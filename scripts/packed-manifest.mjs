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

  if (Array.isArray(manifest.sideEffects))
    for (const entry of manifest.sideEffects)
      if (!matches(entry, { anyFolder: true }))
        problems.push(`sideEffects names ${entry}, not in the tarball`);

  if (JSON.stringify(manifest.publishConfig ?? {}).includes(SOURCE_CONDITION))
    problems.push(`publishConfig keeps the workspace condition ${SOURCE_CONDITION}`);

  return problems;
}
