import type { Theme } from './tokens';

const PREFIX = '--gd';

function kebab(segment: string): string {
  return segment.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The custom-property name of a token path, e.g. `['colors','accent']` → `--gd-colors-accent`. */
export function cssVarName(path: readonly string[]): string {
  return [PREFIX, ...path.map(kebab)].join('-');
}

function mapLeaves(
  value: unknown,
  path: string[],
  visit: (leaf: string, path: string[]) => unknown,
): unknown {
  if (typeof value === 'string') return visit(value, path);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, mapLeaves(child, [...path, key], visit)]),
    );
  }
  return value;
}

/**
 * Rewrites every string token as `var(--gd-…, <value>)`. Components styled with the result can be
 * restyled by an embedding page through CSS custom properties (they inherit into shadow roots),
 * while the theme object still supplies every default.
 */
export function withCssVars(theme: Theme): Theme {
  return mapLeaves(theme, [], (leaf, path) =>
    path[0] === 'name' ? leaf : `var(${cssVarName(path)}, ${leaf})`,
  ) as Theme;
}

/** Every custom property a theme understands, with its default: documentation for embedders. */
export function listCssVars(theme: Theme): Record<string, string> {
  const out: Record<string, string> = {};
  mapLeaves(theme, [], (leaf, path) => {
    if (path[0] !== 'name') out[cssVarName(path)] = leaf;
    return leaf;
  });
  return out;
}
