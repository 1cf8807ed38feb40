// Types of packed-manifest.mjs, for its tests (the typecheck reads no JavaScript).

export const SOURCE_CONDITION: '@guessdle/source';
export function patternToRegExp(pattern: string, options?: { anyFolder?: boolean }): RegExp;
export function exportTargets(
  exportsField: unknown,
): { subpath: string; conditions: string[]; target: string }[];
export function packedManifestProblems(
  manifest: Record<string, unknown>,
  files: string[],
): string[];
export const EXPECTED_FILES: string[];
export function registryProblems(manifest: Record<string, unknown>, shipped: string[]): string[];
export function readmeProblems(readme: string): string[];
