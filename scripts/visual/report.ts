/**
 * Visual review, report: a global setup of each project that captures stories. Before the run it
 * empties the project's report folder (so it only ever shows this run); after the run it puts the
 * baseline beside each failed capture and writes an index.html showing expected / actual / diff.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { baselineDir, reportDir } from './settings';

/** Which folder a project's captures use (its theme): given by vitest.config.ts. */
declare module 'vitest' {
  export interface ProvidedContext {
    visualFolder: string;
  }
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Writes `<folder>/index.html` for the failed captures found there; returns how many. */
export function writeReport(folder: string): number {
  const dir = path.join(reportDir, folder);
  if (!existsSync(dir)) return 0;
  const files = readdirSync(dir);
  const rows: string[] = [];
  for (const file of files.filter((name) => name.endsWith('-actual.png')).sort()) {
    const id = file.slice(0, -'-actual.png'.length);
    const baseline = path.join(baselineDir, folder, `${id}.png`);
    if (existsSync(baseline)) copyFileSync(baseline, path.join(dir, `${id}-expected.png`));
    const cell = (name: string, caption: string) =>
      existsSync(path.join(dir, name))
        ? `<figure><figcaption>${caption}</figcaption><img src="${escape(name)}" alt="${caption} ${escape(id)}"></figure>`
        : `<figure><figcaption>${caption}</figcaption><p>none (sizes differ)</p></figure>`;
    rows.push(
      `<section><h2>${escape(id)}</h2><div class="row">${cell(`${id}-expected.png`, 'expected')}${cell(file, 'actual')}${cell(`${id}-diff.png`, 'diff')}</div></section>`,
    );
  }
  // With CI=true vitest writes no baseline for a new story: it leaves the capture here instead.
  for (const file of files.filter((name) => name.endsWith('-reference.png')).sort()) {
    const id = file.slice(0, -'-reference.png'.length);
    rows.push(
      `<section><h2>${escape(id)} (no baseline yet)</h2><div class="row"><figure><figcaption>actual</figcaption><img src="${escape(file)}" alt="actual ${escape(id)}"></figure></div></section>`,
    );
  }
  if (!rows.length) return 0;
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Visual review: ${escape(folder)}</title>
<style>body{font:14px system-ui,sans-serif;margin:16px;background:#f4f4f4;color:#111}
.row{display:grid;gap:8px;justify-items:start;overflow-x:auto}
figure{margin:0}img{border:1px solid #999;max-width:none;background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/16px 16px}
h2{font-size:15px;margin:24px 0 8px}</style>
<h1>Visual review: ${rows.length} stor${rows.length === 1 ? 'y' : 'ies'} differ in the ${escape(folder)} theme</h1>
<p>Expected is the committed baseline, actual is this run, diff marks changed pixels in red. If the change is intended, run <code>pnpm test:visual:update</code> and commit the new baselines.</p>
${rows.join('\n')}
</html>\n`,
  );
  return rows.length;
}

export default function setup(project: TestProject) {
  const folder = project.config.provide?.visualFolder;
  if (!folder) return;
  const dir = path.join(reportDir, folder);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return () => {
    const failed = writeReport(folder);
    if (failed === 0) rmSync(dir, { recursive: true, force: true });
  };
}
