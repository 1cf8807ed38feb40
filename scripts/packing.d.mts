// Types of packing.mjs, for the TypeScript that imports it (the typecheck reads no JavaScript).

export function publishedPackages(
  root: string,
): { dir: string; name: string; manifest: Record<string, unknown> }[];
export function packPackage(
  dir: string,
  out: string,
): { tarball: string; manifest: Record<string, unknown>; files: string[]; readme: string };
