/**
 * The price of one write budget for every instance (limits.ts, RATE_LIMIT_STORE): two of our
 * servers on one throwaway PostgreSQL, each in its own schema, one counting budgets in the
 * database (`database`, the default on PostgreSQL), the other in its process (`memory`), both
 * taking the same POST of a success. Their CPU per request, shared / in-process, is the cost of
 * the shared count to the server; PostgreSQL's own CPU is not in it (it runs in its processes).
 * Every request comes from one address, so every count lands on one row: the worst case for
 * PostgreSQL's row locks, and the case of a script (people come from many addresses).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomUUID } from 'node:crypto';
import type { Call } from './client';
import { fmt, median } from './figures';
import type { Server, ServerGroup } from './processes';
import type { Report } from './report';
import type { BenchSettings } from './settings';
import { cpuRatio, measurePair, ratio, type LoadOptions, type Pair } from './throughput';

interface Throwaway {
  url?: string;
  skipped?: string;
  stop?: () => void;
}

/** scripts/provision.mjs's throwaway cluster (plain JavaScript, loaded by URL). */
async function startPostgres(repo: string): Promise<Throwaway> {
  const provision = pathToFileURL(path.join(repo, 'scripts/provision.mjs')).href;
  const { startThrowawayPostgres } = (await import(provision)) as {
    startThrowawayPostgres: () => Promise<Throwaway>;
  };
  return startThrowawayPostgres();
}

export interface SharedBudgetResults {
  /** `bare` is the in-process count, `ours` the shared one (the pair's usual roles). */
  rounds: Pair[];
}

export async function sharedBudgetRounds(options: {
  group: ServerGroup;
  call: Call;
  pkg: string;
  settings: BenchSettings;
  report: Report;
}): Promise<SharedBudgetResults | undefined> {
  const { group, call, pkg, settings, report } = options;
  report.log();
  report.log(
    'Write budgets on PostgreSQL, POST stats success: counted in the database / in the process:',
  );
  const pg = await startPostgres(path.resolve(pkg, '../..'));
  if (!pg.url) {
    report.log(`  skipped: ${pg.skipped ?? 'no PostgreSQL'}`);
    return undefined;
  }
  try {
    const start = (store: 'database' | 'memory'): Promise<Server> =>
      group.start(path.join(pkg, 'dist/main.js'), {
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'warn',
        DATABASE_URL: pg.url as string,
        DATABASE_SCHEMA: `bench_${store}`,
        DAILY_SECRET: 'bench-secret-0123456789abcdef',
        RATE_LIMIT_MAX: '1000000000',
        RATE_LIMIT_STORE: store,
        SITE_DIR: path.join(pkg, 'no-site'),
      });
    const shared = await start('database');
    const local = await start('memory');
    const post = async (server: Server): Promise<LoadOptions> => {
      const image = (await call(server.url, 'GET', '/api/image-guess/daily-guess/')).json;
      return {
        method: 'POST',
        path: '/api/stats/image-guess/post/',
        body: () =>
          JSON.stringify({ clientId: randomUUID(), date: image.date, answer: image.today }),
      };
    };
    // One load for both: the same pool and day on both schemas (same secret, same dataset).
    const load = await post(shared);
    const warm = { duration: 2, connections: settings.connections, slice: 2 };
    await measurePair({ bare: local, ours: shared }, 'bare', load, warm);
    const rounds: Pair[] = [];
    for (let round = 1; round <= settings.rounds; round += 1) {
      const p = await measurePair(
        { bare: local, ours: shared },
        round % 2 ? 'bare' : 'ours',
        load,
        {
          duration: settings.duration,
          connections: settings.connections,
          slice: settings.slice,
        },
      );
      rounds.push(p);
      report.log(
        `  round ${round}: in-process ${fmt(p.bare.requests.average)} req/s, ${fmt(p.bare.cpuPerRequestMs * 1000, 1)} µs CPU | shared ${fmt(p.ours.requests.average)} req/s, ${fmt(p.ours.cpuPerRequestMs * 1000, 1)} µs CPU | CPU ratio ${cpuRatio(p).toFixed(3)}, req/s ratio ${ratio(p).toFixed(3)} (non-2xx ${p.ours.non2xx + p.bare.non2xx}, errors ${p.ours.errors + p.bare.errors})`,
      );
    }
    const cpu = rounds.map(cpuRatio);
    report.log(
      `  CPU per POST, shared / in-process: median ${median(cpu).toFixed(3)}, best ${Math.min(...cpu).toFixed(3)}, worst ${Math.max(...cpu).toFixed(3)}; req/s ratio median ${median(rounds.map(ratio)).toFixed(3)}`,
    );
    return { rounds };
  } finally {
    pg.stop?.();
  }
}
