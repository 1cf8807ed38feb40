// Types of check-changesets.mjs, for its tests (the typecheck reads no JavaScript).

export const PUBLISHED_FIELDS: string[];
export function isShippedSource(file: string): boolean;
export function changedPublishedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[];
export function changesetPackages(text: string): string[];
export function checkChangesets(
  root: string,
  packages: { dir: string; name: string; manifest: Record<string, unknown> }[],
): { problems: string[]; notes: string[] };
