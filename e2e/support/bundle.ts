import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BuildEnvironmentOptions } from 'vite';

/**
 * A host page's own script: the ES module `source` bundled into one file by `bundle` (a Vite
 * library build of the given options, run from a temporary folder under `parent`, removed after).
 * Returns the script's text.
 */
export async function bundleHostScript(
  source: string,
  bundle: (dir: string, options: BuildEnvironmentOptions) => Promise<unknown>,
  parent = tmpdir(),
): Promise<string> {
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, 'guessdle-host-app-'));
  try {
    const entry = path.join(dir, 'main.js');
    writeFileSync(entry, source);
    const out = path.join(dir, 'dist');
    await bundle(dir, {
      outDir: out,
      lib: { entry, formats: ['es'], fileName: () => 'app.js' },
    });
    return readFileSync(
      path.join(
        out,
        readdirSync(out).find((f) => f.endsWith('.js'))!,
      ),
      'utf8',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
