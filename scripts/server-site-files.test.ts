import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SITE_BUILD_FILE } from '@guessdle/api';

/**
 * Which files of the site the server knows (docs/architecture.md, "What the server knows of the
 * site's build"; docs/server.md, "The page"): the contract the site's build writes, at
 * `SITE_BUILD_FILE`, and outside it only the names the architecture's sentence lists. Read from
 * the strings of the server's shipped sources (tests and their helpers aside), comments left out.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverSrc = path.join(root, 'packages/server/src');

/** Every string (and template part) written in the server's shipped modules, with its file. */
function serverStrings(): { file: string; text: string }[] {
  const files = readdirSync(serverSrc, { recursive: true })
    .map(String)
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
    .filter((file) => !file.split(path.sep).includes('testing'));
  return files.flatMap((file) => {
    const source = ts.createSourceFile(
      file,
      readFileSync(path.join(serverSrc, file), 'utf8'),
      ts.ScriptTarget.Latest,
    );
    const found: { file: string; text: string }[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node))
        found.push({ file, text: node.text });
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });
}

/** The backticked names of the architecture's sentence on what the server knows outside it. */
function namedOutsideTheContract(): string[] {
  const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const start = doc.indexOf('of the built site it knows, outside the contract, only');
  const end = doc.indexOf('scripts/server-site-files.test.ts', start);
  expect(start, "docs/architecture.md's sentence on the server's site files").toBeGreaterThan(-1);
  return [...doc.slice(start, end).matchAll(/`([^`]+)`/g)]
    .map(([, name]) => name!)
    .filter((name) => name !== 'SERVICE_WORKER_OFF');
}

/** What names a site source, Vite's output beside the contract, or the contract's own place. */
const SITE_SOURCE_OR_BUILD =
  /site\/(src|build)|\.tsx?\b|vite\.config|manifest\.json|\.vite\/|\.ssr\/|entry-server|first-?paint(\.|\/)|codeMarkers|\.guessdle/i;
/** A file of a built site: a page or a script by its name, or the folder of hashed files. */
const BUILT_SITE_NAME = /(?:^|[\s/(])([\w-]+\.(?:html|m?js))\b|(?:^|\/)(assets)(?:\/|$)/g;
/**
 * The server's own addresses and inputs, not the site's: the page globals it writes
 * (`/config.js`, site-config.ts) and its data in the repository (datasets, widget texts).
 */
const SERVERS_OWN = (name: string, text: string) =>
  name === 'config.js' || text.startsWith('packages/');

describe("given what the server knows of the site's build", () => {
  const strings = serverStrings();

  it('reads the contract at SITE_BUILD_FILE, the place both docs name', () => {
    for (const doc of ['docs/architecture.md', 'docs/server.md']) {
      const text = readFileSync(path.join(root, doc), 'utf8');
      expect(text.includes(`site/dist/${SITE_BUILD_FILE}`), `${doc} names the contract`).toBe(true);
    }
    const reader = readFileSync(path.join(serverSrc, 'routes/site-build.ts'), 'utf8');
    expect(reader).toMatch(/path\.join\(siteDir, SITE_BUILD_FILE\)/);
  });

  it('names no site source, no Vite manifest, no server render and not the contract itself', () => {
    expect(strings.length).toBeGreaterThan(100);
    const found = strings.filter(({ text }) => SITE_SOURCE_OR_BUILD.test(text));
    expect(found).toEqual([]);
  });

  it('names of the built site only what docs/architecture.md lists, and all of it', () => {
    const listed = namedOutsideTheContract().map((name) => name.replace(/^\/|\/$/g, ''));
    expect(listed.length).toBeGreaterThan(0);
    const named = new Map<string, string>();
    for (const { file, text } of strings) {
      for (const [, fileName, folder] of text.matchAll(BUILT_SITE_NAME)) {
        const name = (fileName ?? folder)!;
        if (!SERVERS_OWN(name, text)) named.set(name, file);
      }
    }
    const unlisted = [...named].filter(([name]) => !listed.includes(name));
    expect(unlisted, 'named by the server, missing from the sentence').toEqual([]);
    expect(
      listed.filter((name) => !named.has(name)),
      'listed, named nowhere',
    ).toEqual([]);
  });
});
