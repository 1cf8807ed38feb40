import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';

// One naming style for stories (CONTRIBUTING.md, Habits): sentence case, after what the visitor
// sees. A name's first word starts with a capital (or a digit); the others are lower case unless
// they are names of their own: a language, a product mode, an acronym, or code in backticks-free
// camelCase (which starts lower case anyway).
const properNouns = new Set(['Crono', 'Classic', 'English', 'French', 'Spanish', 'Storybook']);
const acronyms = /^[A-Z0-9]{2,}s?$/;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function storyFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(full);
    return /\.stories\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The words of a name that break sentence case. */
export function notSentenceCase(name: string): string[] {
  const words = name.split(/[\s,:()]+/).filter(Boolean);
  const [first, ...rest] = words;
  const wrong = first && !/^[A-Z0-9]/.test(first) ? [first] : [];
  return [
    ...wrong,
    ...rest.filter((word) => /^[A-Z]/.test(word) && !properNouns.has(word) && !acronyms.test(word)),
  ];
}

const files = [
  ...storyFiles(path.join(root, 'packages')),
  ...storyFiles(path.join(root, 'site', 'src')),
];

describe('story names', () => {
  it('finds the story files', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('tells sentence case from title case', () => {
    expect(notSentenceCase('Won after many guesses')).toEqual([]);
    expect(notSentenceCase('Error: the score submit fails (leaves)')).toEqual([]);
    expect(notSentenceCase('API error, Crono')).toEqual([]);
    expect(notSentenceCase('Won After Many Guesses')).toEqual(['After', 'Many', 'Guesses']);
    expect(notSentenceCase('won')).toEqual(['won']);
  });

  it.each(files.map((file) => [path.relative(root, file), file]))(
    '%s names its stories in sentence case',
    (_, file) => {
      const csf = loadCsf(fs.readFileSync(file, 'utf8'), {
        fileName: file,
        makeTitle: (title?: string) => title ?? 'Untitled',
      }).parse();
      const offending = csf.stories
        .map((story) => ({ name: story.name ?? '', words: notSentenceCase(story.name ?? '') }))
        .filter((story) => story.words.length > 0);
      expect(offending).toEqual([]);
    },
  );
});
