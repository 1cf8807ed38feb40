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
  /** Workspace packages by name. */
  packages: Map<string, WorkspacePackage>;
  /** The root package.json's scripts. */
  rootScripts: Set<string>;
}

export function parsePnpm(words: string[]): {
  script: string | null;
  filters: string[];
  recursive: boolean;
  dir: string | null;
};
export function checkScripts(file: string, text: string, repo: Repo): Problem[];
export function checkLinks(root: string, files: string[]): Promise<Problem[]>;
export function loadRepo(root: string): Repo & { markdown: string[] };
export function checkDocs(root: string): Promise<{ files: number; problems: Problem[] }>;
