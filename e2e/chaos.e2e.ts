import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call as callFrom,
  freePort,
  NGINX,
  sleep,
  startInstance,
  startNginx,
  stopInstance,
  until,
  type Answer,
  type Instance,
  type Nginx,
} from './support/nginx';
import { storedSuccesses } from '../packages/server/src/testing/postgres';
import { privatePostgres, type PrivatePostgres } from './support/postgres';

/**
 * Chaos, bounded to seconds: two built instances on one PostgreSQL of the test's own, behind nginx
 * with the documented configuration (cache on). A stream of wins (each from its own loopback
 * address) runs while PostgreSQL restarts (`pg_ctl restart -m fast`), then while an instance is
 * killed (SIGKILL). Nothing may crash, every 503 carries Retry-After, both instances recover by
 * themselves, and every acknowledged win is stored. Then a preview-card flood from one script,
 * interleaved with quiet spells, must leave static files' p95 within twice the quiet one's.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
const call = (port: number, from: string, method: string, url: string, body?: unknown) =>
  callFrom(port, from, method, url, body, {}, agent);

let postgres: PrivatePostgres | undefined;
const available = !!NGINX && process.env.CHAOS !== 'off';
if (!available) console.warn('\n⚠ The chaos test is SKIPPED: no nginx.\n');

describe.skipIf(!available)('given two instances on one PostgreSQL behind nginx', () => {
  const instances: Instance[] = [];
  let nginx: Nginx | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    postgres = await privatePostgres();
    if (!postgres) throw new Error('PostgreSQL is not installed');
    env = {
      DATABASE_URL: postgres.url,
      TRUST_PROXY: '1',
      DAILY_SECRET: 'chaos-e2e-secret-0123456789',
      RATE_LIMIT_MAX: '100000',
      STATS_PER_ADDRESS: '100000',
      // Many archive days, so that a flood has many cards to ask for.
      LAUNCH_DATE: new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 10),
    };
    for (let i = 0; i < 2; i += 1) instances.push(await startInstance(await freePort(), env));
    nginx = await startNginx(instances.map((instance) => instance.port));
  });

  afterAll(async () => {
    agent.destroy();
    await nginx?.stop();
    for (const instance of instances) await stopInstance(instance);
    postgres?.stop();
  });

  /** Wins from `players` addresses until `stop()`; what was acknowledged and what went wrong. */
  function streamOfWins(players: number) {
    const acknowledged: string[] = [];
    const problems: string[] = [];
    let refused = 0;
    let playing = true;
    const player = async (from: string) => {
      while (playing) {
        const daily = await call(nginx!.port, from, 'GET', '/api/classic/daily-guess/');
        if (daily.status !== 200) {
          problems.push(`daily ${daily.status} ${daily.text.slice(0, 120)}`);
          await sleep(100);
          continue;
        }
        const { today, date } = JSON.parse(daily.text) as { today: string; date: string };
        const clientId = randomUUID();
        const posted: Answer = await call(nginx!.port, from, 'POST', '/api/stats/classic/post/', {
          clientId,
          date,
          answer: today,
        });
        if (posted.status === 200) acknowledged.push(clientId);
        else if (posted.status === 503 && Number(posted.headers['retry-after']) >= 1) {
          refused += 1;
          await sleep(100);
        } else problems.push(`win ${posted.status} ${posted.text.slice(0, 120)}`);
      }
    };
    const running = Array.from({ length: players }, (_, i) => player(`127.0.0.${60 + i}`));
    return {
      acknowledged,
      problems,
      refused: () => refused,
      async stop() {
        playing = false;
        await Promise.all(running);
      },
    };
  }

  const stored = (ids: string[]) => storedSuccesses(postgres!.url, ids);

  it('keeps every acknowledged win through a PostgreSQL restart, with 503s to retry', async () => {
    const stream = streamOfWins(6);
    await sleep(1500);
    await postgres!.restart();
    await sleep(2000);
    await stream.stop();

    expect(stream.problems).toEqual([]);
    console.log(
      `PostgreSQL restarted: ${stream.acknowledged.length} wins acknowledged, ${stream.refused()} answered 503 with Retry-After`,
    );
    for (const instance of instances) expect(instance.child.exitCode, instance.output()).toBeNull();
    // Both recover by themselves: ready, and the database available to each.
    for (const instance of instances) {
      await until(async () => {
        const ready = await call(instance.port, '127.0.0.1', 'GET', '/api/ready');
        return ready.status === 200 && ready.text.includes('"available"');
      }, `instance ${instance.port} to see the database again`);
    }
    expect(stream.acknowledged.length).toBeGreaterThan(10);
    expect(await stored(stream.acknowledged)).toBe(stream.acknowledged.length);
    const outage = instances.map((i) => i.output()).join('\n');
    expect(outage).not.toContain('internal-error');
  });

  it('loses nothing acknowledged when an instance is killed under load: nginx moves on', async () => {
    const stream = streamOfWins(6);
    await sleep(1500);
    await stopInstance(instances[0] as Instance, 'SIGKILL');
    await sleep(2500);
    await stream.stop();
    expect(stream.problems).toEqual([]);
    expect(stream.refused()).toBe(0);
    expect(stream.acknowledged.length).toBeGreaterThan(10);
    expect(await stored(stream.acknowledged)).toBe(stream.acknowledged.length);
    instances[0] = await startInstance((instances[0] as Instance).port, env);
  });

  it("keeps static files' p95 within twice the quiet one's during a preview-card flood", async () => {
    // One script: 8 connections asking for cards not drawn yet (every day and language), each
    // at most one request per 40 ms (200 a second in all: more than the thread pool drew before
    // cards had their own thread, 4 threads × ~27 cards/s). Paced, so that what is measured is
    // the cards' cost, not the load generator's on the same two cores.
    const days = Array.from({ length: 120 }, (_, i) =>
      new Date(Date.now() - i * 86_400_000).toISOString().slice(0, 10),
    );
    const languages = ['en', 'es', 'fr', 'pl', 'it', 'pt'];
    let next = 0;
    let flooding = false;
    const flooder = async () => {
      while (flooding) {
        const n = (next += 1);
        const url = `/preview/classic/${days[n % days.length]}/${languages[Math.floor(n / days.length) % 6]}.png`;
        const started = Date.now();
        await call(nginx!.port, '127.0.0.90', 'GET', url).catch(() => undefined);
        await sleep(Math.max(0, 40 - (Date.now() - started)));
      }
    };
    const quiet: number[] = [];
    const flood: number[] = [];
    const sample = async (into: number[], ms: number) => {
      const end = Date.now() + ms;
      while (Date.now() < end) {
        const started = performance.now();
        const res = await call(nginx!.port, '127.0.0.91', 'GET', '/favicon.png');
        into.push(performance.now() - started);
        expect(res.status).toBe(200);
      }
    };
    // Interleaved, so that a slow moment of a shared machine falls on both.
    for (let round = 0; round < 4; round += 1) {
      await sample(quiet, 1000);
      flooding = true;
      const flooders = Array.from({ length: 8 }, flooder);
      await sample(flood, 1000);
      flooding = false;
      await Promise.all(flooders);
    }
    const p95 = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? Infinity;
    const [q, f] = [p95(quiet), p95(flood)];
    console.log(
      `favicon p95: quiet ${q.toFixed(1)} ms, flood ${f.toFixed(1)} ms (${flood.length} samples)`,
    );
    // Twice the quiet p95, and never less than 75 ms of room: below that, a loopback request's
    // time is the scheduler's on a shared 2-core machine (where the flood, nginx, this test and
    // other jobs share the cores), not the server's: runs at load average 15-19 measured 6-12 ms
    // quiet and 12-63 ms flooded. The failure this guards against was 1.4-1.9 s.
    expect(f).toBeLessThanOrEqual(Math.max(2 * q, q + 75));
  });
});
