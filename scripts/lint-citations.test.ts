import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The lint rules say why they exist by citing the docs (`docs/style.md, "Size"`): each cited
 * file must be in the repository, and each cited section a heading of it, so a rule's reason
 * can always be read.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = readFileSync(path.join(root, 'eslint.config.js'), 'utf8');

const citations = [...config.matchAll(/\b((?:docs\/)?[\w.-]+\.md)(?:, "([^"]+)")?/g)].map(
  ([, file, section]) => ({ file: file!, section }),
);

describe('given the docs eslint.config.js cites', () => {
  it('cites some', () => {
    expect(citations.map(({ file }) => file)).toContain('docs/style.md');
  });

  it.each(citations)('finds $file $section', ({ file, section }) => {
    expect(existsSync(path.join(root, file))).toBe(true);
    if (!section) return;
    const headings = readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('#'))
      .map((line) => line.replace(/^#+\s*/, ''));
    expect(headings).toContain(section);
  });
});
