/**
 * The server as an operator installs it from npm (issue 54, "Installable"): `@guessdle/server`
 * packed as it is published (`pnpm pack`, whose prepack copies the built site, the pictures and the
 * texts into it), `npm install` of that tarball in an empty folder outside the workspace, then
 * `npx guessdle-server` with no configuration at all. It must serve the whole product on SQLite:
 * the painted pages, the API, the pictures, the texts, a link-preview card, a win that counts, and
 * its data in the folder it was started from; then stop cleanly on SIGTERM.
 *
 * Needs `pnpm build:app` first (it runs it when the builds are missing). `--keep` keeps the folder.
 * Exits 1 with the failed checks listed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packedManifestProblems } from '../packed-manifest.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const server = path.join(root, 'packages/server');
const keep = process.argv.includes('--keep');
const KEY = { 'x-api-key': 'guessdle-dev-key' };
const failed: string[] = [];

function check(what: string, ok: boolean, detail = ''): void {
  console.log(`${ok ? '✔' : '✖'} ${what}${ok || !detail ? '' : `: ${detail}`}`);
  if (!ok) failed.push(what);
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function main(): Promise<void> {
  if (
    !existsSync(path.join(root, 'site/dist/index.html')) ||
    !existsSync(path.join(server, 'dist/main.js'))
  ) {
    run('pnpm', ['build:app'], root);
  }
  const work = mkdtempSync(path.join(tmpdir(), 'guessdle-server-tarball-'));
  try {
    run('pnpm', ['pack', '--pack-destination', work], server);
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error('pnpm pack wrote no tarball');
    checkManifest(path.join(work, tarball));
    const folder = path.join(work, 'operator');
    run('mkdir', ['-p', folder], work);
    // An empty folder: its own package.json, nothing of the workspace.
    writeFileSync(path.join(folder, 'package.json'), '{ "private": true }\n');
    run('npm', ['install', '--no-audit', '--no-fund', path.join(work, tarball)], folder);
    await serveAndCheck(folder);
  } finally {
    if (keep) console.log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
  if (failed.length) {
    console.error(
      `\n✖ the installed server failed ${failed.length} check(s):\n- ${failed.join('\n- ')}`,
    );
    process.exit(1);
  }
  console.log('\n✔ npm install of the packed server, then npx guessdle-server, serves the product');
}

/** The packed package.json names only files the tarball holds, and the tarball holds the rest. */
function checkManifest(tarball: string): void {
  const files = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map((file) => file.replace(/^package\//, ''));
  const manifest = JSON.parse(
    spawnSync('tar', ['-xOzf', tarball, 'package/package.json'], { encoding: 'utf8' }).stdout,
  ) as Record<string, unknown>;
  const problems = packedManifestProblems(manifest, files);
  check(
    'the packed package.json names only what the tarball holds',
    problems.length === 0,
    problems.join('; '),
  );
  check(
    'the tarball holds the bin, the site and its contract, the pictures, the texts, LICENSE, CHANGELOG and README',
    [
      'dist/main.js',
      'dist/site/index.html',
      'dist/site/.guessdle/site.json',
      'dist/messages/en.json',
      'LICENSE',
      'CHANGELOG.md',
      'README.md',
    ].every((f) => files.includes(f)) &&
      files.some((f) => f.startsWith('dist/assets/')) &&
      (manifest.bin as Record<string, string> | undefined)?.['guessdle-server'] ===
        './dist/main.js',
  );
  check('no source map in the tarball', !files.some((f) => f.endsWith('.map')));
}

async function serveAndCheck(folder: string): Promise<void> {
  const port = await freePort();
  // No configuration but a free port: every default is the installed package's.
  const env = { ...process.env, PORT: String(port), LOG_LEVEL: 'info' } as Record<string, string>;
  for (const name of [
    'GUESSDLE_DATA_DIR',
    'SITE_DIR',
    'ASSETS_DIR',
    'MESSAGES_DIR',
    'DATABASE_URL',
  ]) {
    delete env[name];
  }
  // Its own process group: SIGTERM reaches the server under npx, as a terminal's Ctrl-C would.
  const child = spawn('npx', ['--no-install', 'guessdle-server'], {
    cwd: folder,
    env,
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  // 'close': every holder of the output pipes is gone, npx and the server under it. The logger
  // writes asynchronously, so the server's last lines are only certain to have arrived then.
  const closed = new Promise<number | null>((resolve) => child.once('close', resolve));
  const end = Date.now() + 120_000;
  while (!/running at http/.test(output)) {
    if (child.exitCode !== null || Date.now() > end)
      throw new Error(`it did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const base = `http://127.0.0.1:${port}`;
  try {
    await checks(base, folder);
  } finally {
    process.kill(-(child.pid as number), 'SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const code = await Promise.race([
      closed,
      new Promise<'still running'>((resolve) => {
        timer = setTimeout(() => resolve('still running'), 20_000);
      }),
    ]);
    clearTimeout(timer);
    if (code === 'still running') process.kill(-(child.pid as number), 'SIGKILL');
    // npx passes the signal on; the server says it closed, and nothing listens any more.
    check(
      'it stops cleanly on SIGTERM',
      output.includes('SIGTERM: closing the server, then the database') &&
        !output.includes('shutdown failed') &&
        !(await fetch(base).then(
          () => true,
          () => false,
        )),
      `exit ${code}: ${output.slice(-400)}`,
    );
  }
}

async function checks(base: string, folder: string): Promise<void> {
  const home = await fetch(`${base}/`);
  const homeHtml = await home.text();
  check(
    '/ is the site, painted by its server render',
    home.status === 200 && /<div id="root"><[^/]/.test(homeHtml),
  );
  const classic = await fetch(`${base}/classic`, { headers: { 'accept-language': 'fr' } });
  const classicHtml = await classic.text();
  check(
    "/classic is painted, in the visitor's language",
    classic.status === 200 && classicHtml.includes('<html lang="fr"'),
  );
  check(
    "an unknown page is 404 with the site's page",
    (await fetch(`${base}/no-such-page`)).status === 404,
  );
  const daily = await fetch(`${base}/api/classic/daily-guess/`, { headers: KEY });
  const answer = (await daily.json()) as { today: string; date: string };
  check('the API answers the day', daily.status === 200 && typeof answer.today === 'string');
  const performers = (await (await fetch(`${base}/api/performers/`, { headers: KEY })).json()) as {
    items: Array<{ profilePictureUrl?: string }>;
  };
  const picture = performers.items
    .map((p) => p.profilePictureUrl)
    .find((url) => url?.startsWith('/assets/'));
  check(
    "the dataset's pictures are served",
    !!picture && (await fetch(`${base}${picture}`)).status === 200,
    String(picture),
  );
  check("the widgets' texts are served", (await fetch(`${base}/messages/pl.json`)).status === 200);
  const card = await fetch(`${base}/preview/classic/${answer.date}/en.png`);
  check(
    'a link-preview card is drawn',
    card.status === 200 && card.headers.get('content-type') === 'image/png',
  );
  const win = await fetch(`${base}/api/stats/classic/post/`, {
    method: 'POST',
    headers: { ...KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: randomUUID(), date: answer.date, answer: answer.today }),
  });
  check(
    'a win is counted',
    win.status === 200 &&
      ((await win.json()) as { numberOfSuccesses: number }).numberOfSuccesses === 1,
  );
  check(
    'its SQLite data is in the folder it was started from (guessdle-data/)',
    existsSync(path.join(folder, 'guessdle-data/guessdle.sqlite')),
  );
}

main().catch((error: unknown) => {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
