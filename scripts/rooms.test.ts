import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The games package's rooms (docs/games-internals.md, "Code layout"): one folder per mode, one
 * room per concern the modes share. These checks keep the drawing true: every folder is named in
 * the doc, no two rooms import each other round in a loop, and only the embed and the entries
 * import a mode. Type-only imports are left out: they leave nothing in a bundle.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'packages/games/src');
const MODES = ['classic', 'crono', 'picture-guess'];
/** Who may import a mode: the embed (it renders any of them) and the entries. */
const MAY_IMPORT_MODES = ['embed', '(entries)'];

const rooms = readdirSync(src).filter((name) => statSync(path.join(src, name)).isDirectory());

function shippedFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file));
}

/** The room a path inside src/ belongs to: its first folder, `(entries)` for the top files. */
function roomOf(file: string): string {
  const [first, ...rest] = path.relative(src, file).split(path.sep);
  return rest.length > 0 || rooms.includes(first!) ? first! : '(entries)';
}

/** Room → the rooms its modules import (value imports only). */
function roomGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of shippedFiles(src)) {
    const full = path.join(src, file);
    const from = roomOf(full);
    const text = readFileSync(full, 'utf8');
    const imports = text.matchAll(
      /(import\s+type\b[^;]*?\bfrom|\bfrom|\bimport)\s*\(?\s*'(\.[^']+)'/g,
    );
    for (const [, how, specifier] of imports) {
      if (how!.startsWith('import type')) continue;
      const to = roomOf(path.resolve(path.dirname(full), specifier!));
      if (to === from) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** Each loop of rooms, as the path that closes it. */
function loops(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (room: string) => {
    state.set(room, 'open');
    stack.push(room);
    for (const next of graph.get(room) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(room, 'done');
  };
  for (const room of graph.keys()) if (!state.has(room)) visit(room);
  return found;
}

describe('given the rooms of packages/games/src', () => {
  const graph = roomGraph();

  it('names every folder in the code layout of docs/games-internals.md', () => {
    const doc = readFileSync(path.join(root, 'docs/games-internals.md'), 'utf8');
    const layout = doc.slice(doc.indexOf('## Code layout'), doc.indexOf('## Entry points'));
    const named = [...layout.matchAll(/^src\/([a-z0-9-]+)\/ /gm)].map(([, room]) => room);
    expect(named.toSorted()).toEqual(rooms.toSorted());
  });

  it('imports in one direction: no loop between rooms', () => {
    expect(graph.size).toBeGreaterThan(5);
    expect(loops(graph).map((loop) => loop.join(' → '))).toEqual([]);
  });

  it('lets only the embed and the entries import a mode', () => {
    const importers = [...graph]
      .filter(([, to]) => MODES.some((mode) => to.has(mode)))
      .map(([from]) => from);
    expect(importers.filter((from) => !MAY_IMPORT_MODES.includes(from))).toEqual([]);
    expect(importers).toContain('embed');
  });
});
