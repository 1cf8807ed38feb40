import type { Theme, ThemeOverrides } from './tokens';
import { darkTheme } from './themes';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepMerge<T>(base: T, overrides: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(overrides)) {
    return (overrides === undefined ? base : overrides) as T;
  }
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    result[key] = deepMerge((base as Record<string, unknown>)[key], value);
  }
  return result as T;
}

/**
 * Builds a complete theme: `overrides` are deep-merged over `base` (the dark theme by default),
 * so a host can change one token and keep the rest.
 */
export function createTheme(overrides: ThemeOverrides = {}, base: Theme = darkTheme): Theme {
  return deepMerge(base, overrides);
}
