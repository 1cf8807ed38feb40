import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningProduct {
  baseUrl: string;
  stop(): Promise<void>;
  output(): string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Where the product runs from: this repository's build, or another copy's server sources. */
export interface ProductSource {
  /** The repository to run. @default this one */
  root?: string;
  /**
   * Run the server from its TypeScript sources (tsx, as `pnpm dev` does) instead of its build;
   * the site is still the built one (`site/dist`). @default false
   */
  fromSource?: boolean;
}

/**
 * Starts the built product the way README's start command ends: `node packages/server/dist/main.js`,
 * on a free loopback port and a throwaway data directory. Resolves once it prints its address.
 */
export async function startProduct(
  env: Record<string, string> = {},
  { root = repoRoot, fromSource = false }: ProductSource = {},
): Promise<RunningProduct> {
  const main = path.join(
    root,
    fromSource ? 'packages/server/src/main.ts' : 'packages/server/dist/main.js',
  );
  if (!existsSync(main)) {
    throw new Error(`${main} is missing: run \`pnpm build:app\` first (pnpm test does it).`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'guessdle-e2e-'));
  const port = await freePort();
  let output = '';
  const args = fromSource
    ? [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--conditions=@guessdle/source', main]
    : [main];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      GUESSDLE_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in 90 s:\n${output}`)),
      90_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace(/\/$/, ''));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    baseUrl,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
