/**
 * The two servers under test: ours as in production (the `tsup` build, `node dist/main.js`, on a
 * temporary SQLite directory, with bench/probe.mjs loaded), and the bare node:http server
 * answering the same daily-guess JSON.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Call } from './client';
import type { Server, ServerGroup } from './processes';

export interface ServersUnderTest {
  ours: Server;
  bare: Server;
  /** Today's image-guess puzzle: what a POST of a success carries. */
  image: { date: unknown; today: unknown };
}

/** Builds the server package (`pnpm run build`), throwing with its output if that fails. */
export function buildOurs(pkg: string): void {
  const built = spawnSync('pnpm', ['run', 'build'], { cwd: pkg, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}${built.stderr}`);
}

export async function startServers(
  group: ServerGroup,
  call: Call,
  { pkg, dataDir }: { pkg: string; dataDir: string },
): Promise<ServersUnderTest> {
  const ours = await group.start(
    path.join(pkg, 'dist/main.js'),
    {
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      GUESSDLE_DATA_DIR: dataDir,
      DAILY_SECRET: 'bench-secret-0123456789abcdef',
      RATE_LIMIT_MAX: '1000000000',
      SITE_DIR: path.join(dataDir, 'no-site'),
    },
    // Off until the Crono runs: see bench/probe.mjs.
    ['--import', pathToFileURL(path.join(pkg, 'bench/probe.mjs')).href],
  );
  const daily = await call(ours.url, 'GET', '/api/classic/daily-guess/');
  const image = (await call(ours.url, 'GET', '/api/image-guess/daily-guess/')).json;
  const bare = await group.start(path.join(pkg, 'bench/bare-server.ts'), {
    BARE_DAILY_BODY: JSON.stringify(daily.json),
  });
  return { ours, bare, image: { date: image.date, today: image.today } };
}
