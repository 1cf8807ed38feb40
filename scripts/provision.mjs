// What `pnpm test` needs beyond Node and npm, provisioned the way a newcomer would by hand:
// Debian's Chromium for the browser tests, the fonts the visual baselines were drawn with (the
// only ones the browser under test sees, scripts/visual/fonts.conf), a throwaway PostgreSQL on
// loopback for the storage suite's scale-out half, and Debian's nginx for the test behind a real
// proxy. Plain Node (no dependencies): it runs before the workspace is installed.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const isRoot = process.getuid?.() === 0;

function run(command, args, options = {}) {
  return spawnSync(command, args, { stdio: 'pipe', encoding: 'utf8', ...options });
}

/** How this process may run apt-get: as root, through passwordless sudo, or not at all. */
function aptRunner() {
  if (!existsSync('/usr/bin/apt-get')) return { ok: false, why: 'this machine has no apt-get' };
  if (isRoot) return { ok: true, prefix: [] };
  if (run('sudo', ['-n', 'true']).status === 0) return { ok: true, prefix: ['sudo', '-n'] };
  return { ok: false, why: 'installing packages needs root or passwordless sudo' };
}

let aptUpdated = false;
function aptInstall(packages) {
  const apt = aptRunner();
  if (!apt.ok) return apt;
  const [command, ...prefix] = [...apt.prefix, 'apt-get'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    const update = run(command, [...prefix, 'update', '-qq'], { env, stdio: 'inherit' });
    if (update.status !== 0) return { ok: false, why: '`apt-get update` failed' };
    aptUpdated = true;
  }
  const install = run(command, [...prefix, 'install', '-y', '-qq', ...packages], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (install.status !== 0) return { ok: false, why: `\`apt-get install ${packages}\` failed` };
  return { ok: true };
}

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium, installed
 * when missing and the machine allows it. Returns the path, or throws a message saying what to do.
 */
export function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH names ${process.env.CHROMIUM_PATH}, which does not exist.`);
  }
  const debian = '/usr/bin/chromium';
  if (existsSync(debian)) return debian;
  console.log(`Chromium is not at ${debian}: installing Debian's chromium package.`);
  const installed = aptInstall(['chromium']);
  if (installed.ok && existsSync(debian)) return debian;
  throw new Error(
    `Chromium is needed by the story and end-to-end tests and could not be installed (${installed.why}). ` +
      'Install a Chromium (for example `apt-get install -y chromium` as root) or point CHROMIUM_PATH at a ' +
      'Chromium or Chrome binary, then run the tests again.',
  );
}

/**
 * The fonts the visual review's baselines were drawn with (scripts/visual/): the files the repo's
 * own fontconfig, scripts/visual/fonts.conf, lets the browser under test see, from Debian's
 * fonts-dejavu-core, fonts-dejavu-extra and fonts-liberation (the theme's stacks resolve to
 * DejaVu Sans and Liberation Mono there). Installs them when missing and the machine allows it.
 * Returns `{ ok: true }`, or `{ ok: false, why }`.
 */
export function ensureCaptureFonts() {
  const conf = readFileSync(new URL('./visual/fonts.conf', import.meta.url), 'utf8');
  const accepted = conf.match(/<acceptfont>([\s\S]*?)<\/acceptfont>/)?.[1] ?? '';
  const files = [...accepted.matchAll(/<glob>([^<]+)<\/glob>/g)].map((match) => match[1]);
  if (!files.length) return { ok: false, why: 'scripts/visual/fonts.conf accepts no font file' };
  if (files.every((file) => existsSync(file))) return { ok: true };
  console.log("The fonts of the visual baselines are missing: installing Debian's font packages.");
  const installed = aptInstall(['fonts-dejavu-core', 'fonts-dejavu-extra', 'fonts-liberation']);
  if (installed.ok && files.every((file) => existsSync(file))) return { ok: true };
  const missing = files.filter((file) => !existsSync(file));
  return { ok: false, why: installed.why ?? `still missing: ${missing.join(', ')}` };
}

/**
 * The nginx the proxy test runs (e2e/proxy.e2e.ts, with packages/server/deploy/nginx.conf):
 * NGINX_PATH, else Debian's /usr/sbin/nginx, installed when missing and the machine allows it.
 * Debian's package does not start a service where there is no init (policy-rc.d), and the test
 * runs its own nginx on loopback ports. Returns `{ path }`, or `{ skipped }` saying why.
 */
export function ensureNginx() {
  if (process.env.NGINX_PATH) {
    if (existsSync(process.env.NGINX_PATH)) return { path: process.env.NGINX_PATH };
    return { skipped: `NGINX_PATH names ${process.env.NGINX_PATH}, which does not exist` };
  }
  const debian = '/usr/sbin/nginx';
  if (existsSync(debian)) return { path: debian };
  console.log(`nginx is not at ${debian}: installing Debian's nginx package.`);
  const installed = aptInstall(['nginx']);
  if (installed.ok && existsSync(debian)) return { path: debian };
  return {
    skipped:
      `nginx is not installed and could not be (${installed.why}); install it ` +
      '(`apt-get install -y nginx` as root) or set NGINX_PATH',
  };
}

function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A throwaway PostgreSQL cluster on loopback for the storage suite: a private data directory and
 * port, trust auth, fsync off (its data is thrown away). Resolves to `{ url, stop }`, or to
 * `{ skipped }` with the reason when PostgreSQL is neither present nor installable.
 */
export async function startThrowawayPostgres() {
  let bin = postgresBin();
  if (!bin) {
    console.log("PostgreSQL is not installed: installing Debian's postgresql package.");
    const installed = aptInstall(['postgresql']);
    bin = postgresBin();
    if (!bin) return { skipped: `PostgreSQL is not installed and could not be (${installed.why})` };
  }
  // initdb refuses to run as root: the cluster belongs to the postgres user Debian creates.
  const asOwner = (command) =>
    isRoot
      ? run('su', ['postgres', '-s', '/bin/sh', '-c', command])
      : run('/bin/sh', ['-c', command]);
  const dir = mkdtempSync(path.join(tmpdir(), 'guessdle-pg-'));
  if (isRoot) chownSync(dir, Number(run('id', ['-u', 'postgres']).stdout.trim()), -1);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const init = asOwner(`'${bin}/initdb' -D '${data}' -U guessdle --auth=trust -E UTF8`);
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return { skipped: `initdb failed: ${init.stderr.trim()}` };
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = asOwner(`'${bin}/pg_ctl' -D '${data}' -o '${options}' -l '${dir}/log' -w start`);
  if (start.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return { skipped: `PostgreSQL did not start: ${start.stderr.trim() || start.stdout.trim()}` };
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    asOwner(`'${bin}/pg_ctl' -D '${data}' -m immediate -w stop`);
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://guessdle@127.0.0.1:${port}/postgres`, port, stop };
}
