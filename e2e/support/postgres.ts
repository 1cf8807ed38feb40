import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './nginx';

/**
 * A PostgreSQL of the test's own that it may restart and stop (the chaos test), apart from the
 * one the other suites share: Debian's binaries, a private data folder and port on loopback,
 * trust auth, fsync off. Undefined when PostgreSQL is not installed.
 */
export interface PrivatePostgres {
  url: string;
  /**
   * `pg_ctl restart -m fast`: every connection is terminated (57P01), then it comes back. Run
   * apart from the test's event loop, so that the test's own clients go on meanwhile.
   */
  restart(): Promise<void>;
  stop(): void;
}

function bin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version && path.join(root, version, 'bin');
}

export async function privatePostgres(): Promise<PrivatePostgres | undefined> {
  const dir = bin();
  if (!dir) return undefined;
  const isRoot = process.getuid?.() === 0;
  const run = (command: string) => {
    const result = isRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { encoding: 'utf8' })
      : spawnSync('/bin/sh', ['-c', command], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command}: ${result.stderr || result.stdout}`);
  };
  const home = mkdtempSync(path.join(tmpdir(), 'guessdle-chaos-pg-'));
  if (isRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(home, uid, -1);
  }
  const data = path.join(home, 'data');
  const port = await freePort();
  const options = `-p ${port} -k ${home} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = (action: string) =>
    run(`'${dir}/pg_ctl' -D '${data}' -o '${options}' -l '${home}/log' -w ${action}`);
  run(`'${dir}/initdb' -D '${data}' -U guessdle --auth=trust -E UTF8`);
  ctl('start');
  let stopped = false;
  return {
    url: `postgres://guessdle@127.0.0.1:${port}/postgres`,
    restart: () =>
      new Promise<void>((resolve, reject) => {
        const command = `'${dir}/pg_ctl' -D '${data}' -o '${options}' -l '${home}/log' -w -m fast restart`;
        const child = isRoot
          ? spawn('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'ignore' })
          : spawn('/bin/sh', ['-c', command], { stdio: 'ignore' });
        child.once('error', reject);
        child.once('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`pg_ctl restart exited ${code}`)),
        );
      }),
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        ctl('-m immediate stop');
      } finally {
        rmSync(home, { recursive: true, force: true });
      }
    },
  };
}
