// Types of check-docs.mjs, for its tests (the typecheck reads no JavaScript).

export interface Problem {
  file: string;
  line: number;
  message: string;
}

export interface WorkspacePackage {
  /** Its folder from the repository root. */
  dir: string;
  scripts: Set<string>;
}

export interface Repo {
  /** A file or folder, by its path from the root (`/`-separated). */
  exists(file: string): boolean;
  /** A Markdown file's text, null when it is absent. */
  read(file: string): string | null;
  /** Workspace packages by name. */
  packages: Map<string, WorkspacePackage>;
  /** The root package.json's scripts. */
  rootScripts: Set<string>;
}

export function headingSlug(heading: string, seen?: Map<string, number>): string;
export function anchorsOf(text: string): Set<string>;
export function parsePnpm(words: string[]): {
  script: string | null;
  filters: string[];
  recursive: boolean;
  dir: string | null;
};
export function checkMarkdown(file: string, text: string, repo: Repo): Problem[];
export function loadRepo(root: string): Repo & { markdown: string[] };
export function checkDocs(root: string): { files: number; problems: Problem[] };
