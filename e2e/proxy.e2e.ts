import { randomBytes, randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema } from '../packages/server/src/testing/postgres';
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

/**
 * The product as an operator scales it out (packages/server/README.md, "Several instances behind a
 * proxy"): one PostgreSQL, three instances of the built server with TRUST_PROXY=1, and nginx
 * with the documented configuration (packages/server/deploy/nginx.conf, only its ports changed to
 * free ones). Players, each on its own loopback address, play through nginx while every instance
 * is restarted in turn (SIGTERM, then started again). Needs `pnpm build:app`, nginx
 * (scripts/provision.mjs installs Debian's, or NGINX_PATH) and GUESSDLE_TEST_DATABASE_URL
 * (`pnpm test` starts a throwaway PostgreSQL); skipped with a warning otherwise.
 */
const DATABASE_URL = process.env.GUESSDLE_TEST_DATABASE_URL || undefined;
const missing = [
  NGINX ? '' : 'nginx (install it or set NGINX_PATH)',
  DATABASE_URL ? '' : 'GUESSDLE_TEST_DATABASE_URL',
].filter(Boolean);
if (missing.length) {
  console.warn(`\n⚠ The end-to-end test behind nginx is SKIPPED: no ${missing.join(', no ')}.\n`);
}

const ROUND_SECONDS = 20;
const RATE_LIMIT_MAX = 200;
const WINDOW_MS = 600_000;

const agent = new Agent({ keepAlive: true, maxSockets: 16 });
const call = (port: number, from: string, method: string, url: string, body?: unknown) =>
  callFrom(port, from, method, url, body, {}, agent);

describe.skipIf(missing.length > 0)('given three instances on one PostgreSQL behind nginx', () => {
  const schema = `e2e_proxy_${randomBytes(4).toString('hex')}`;
  const instances: Instance[] = [];
  let nginx: Nginx | undefined;
  let proxy = 0;
  const env = {
    DATABASE_URL: DATABASE_URL as string,
    DATABASE_SCHEMA: schema,
    TRUST_PROXY: '1',
    DAILY_SECRET: 'proxy-e2e-secret-0123456789',
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
    CRONO_ROUND_SECONDS: String(ROUND_SECONDS),
    CRONO_COUNTDOWN_SECONDS: '0',
  };

  /** SIGTERM, the exit code, then the same instance started again on its port. */
  async function restart(i: number): Promise<number | null> {
    const old = instances[i] as Instance;
    const code = await stopInstance(old);
    instances[i] = await startInstance(old.port, env);
    return code;
  }

  beforeAll(async () => {
    const ports = [await freePort(), await freePort(), await freePort()];
    for (const port of ports) instances.push(await startInstance(port, env));
    nginx = await startNginx(ports);
    proxy = nginx.port;
  });

  afterAll(async () => {
    agent.destroy();
    await nginx?.stop();
    for (const instance of instances) await stopInstance(instance);
    await dropSchema(schema);
  });

  it('keeps every acknowledged write, shows no error page and carries Crono runs while each instance restarts', async () => {
    const problems: string[] = [];
    const check = (what: string, answer: Answer, ok: number[]) => {
      if (!ok.includes(answer.status)) {
        problems.push(`${what}: ${answer.status} ${answer.type} ${answer.text.slice(0, 200)}`);
        return false;
      }
      return true;
    };
    const acknowledged: string[] = [];
    let playing = true;

    // Classic players: the page, the day's answer, a success with a new client id, again.
    const classicPlayer = async (from: string) => {
      while (playing) {
        const page = await call(proxy, from, 'GET', '/classic');
        if (check('page', page, [200]) && !/^text\/html/.test(page.type)) {
          problems.push(`page is ${page.type}`);
        }
        const daily = await call(proxy, from, 'GET', '/api/classic/daily-guess/');
        if (!check('daily', daily, [200])) continue;
        const { today, date } = JSON.parse(daily.text) as { today: string; date: string };
        const clientId = randomUUID();
        const posted = await call(proxy, from, 'POST', '/api/stats/classic/post/', {
          clientId,
          date,
          answer: today,
        });
        if (check('success', posted, [200])) acknowledged.push(clientId);
        await sleep(150);
      }
    };

    // Crono players: a private game, a pick every 300 ms (the first option), score followed.
    const cronoPlayer = async (from: string) => {
      const created = await call(proxy, from, 'POST', '/api/crono/new', {});
      if (!check('crono new', created, [200])) return;
      const { id, assignedUserId: userId } = JSON.parse(created.text) as {
        id: string;
        assignedUserId: string;
      };
      if (
        !check(
          'start',
          await call(proxy, from, 'POST', `/api/crono/${id}/start`, { userId }),
          [200],
        )
      ) {
        return;
      }
      let correct = 0;
      let picks = 0;
      for (;;) {
        const got = await call(proxy, from, 'GET', `/api/crono/${id}?userId=${userId}`);
        if (!check('crono get', got, [200])) return;
        const game = JSON.parse(got.text) as {
          status: string;
          score: number;
          currentModel: { id: string } | null;
          options: Array<{ id: string }>;
        };
        if (game.score !== correct) problems.push(`crono score ${game.score}, expected ${correct}`);
        if (game.status === 'finished') break;
        await sleep(300);
        const guess = await call(proxy, from, 'POST', `/api/crono/${id}/guess`, {
          userId,
          modelId: game.options[0]?.id,
          roundId: game.currentModel?.id,
        });
        if (guess.status === 409 && guess.text.includes('game-already-finished')) continue;
        if (!check('guess', guess, [200])) return;
        picks += 1;
        if ((JSON.parse(guess.text) as { correct: boolean }).correct) correct += 1;
      }
      const submitted = await call(proxy, from, 'POST', `/api/crono/${id}/submit-score`, {
        userId,
        username: `proxy ${from}`,
      });
      if (check('submit', submitted, [200])) {
        const game = JSON.parse(submitted.text) as { userScore: number };
        if (game.userScore !== correct) problems.push(`submitted ${game.userScore} ≠ ${correct}`);
      }
      if (picks < 20) problems.push(`only ${picks} picks in a ${ROUND_SECONDS} s run`);
    };

    const classic = ['127.0.0.11', '127.0.0.12', '127.0.0.13', '127.0.0.14'].map(classicPlayer);
    const crono = ['127.0.0.21', '127.0.0.22', '127.0.0.23'].map(cronoPlayer);

    // While they play: each instance in turn is stopped with SIGTERM and started again.
    await sleep(2000);
    const codes: Array<number | null> = [];
    for (let i = 0; i < 3; i += 1) {
      codes.push(await restart(i));
      await sleep(1000);
    }
    await Promise.all(crono);
    playing = false;
    await Promise.all(classic);

    expect(problems).toEqual([]);
    expect(codes).toEqual([0, 0, 0]);
    // Every acknowledged success is stored and counted (each player has its own address).
    expect(acknowledged.length).toBeGreaterThan(20);
    const stats = await call(proxy, '127.0.0.11', 'GET', '/api/stats/classic/');
    expect(JSON.parse(stats.text)).toMatchObject({ numberOfSuccesses: acknowledged.length });
  });

  it('holds one write budget across the three instances', async () => {
    // Far enough from the end of a window that the burst stays in one.
    await until(() => WINDOW_MS - (Date.now() % WINDOW_MS) > 60_000, 'a fresh window', 70_000);
    const from = '127.0.0.31';
    const event = { eventName: 'e2e', attrs: {}, extra: { device_id: 'd', session_id: 's' } };
    const statuses: number[] = [];
    for (let batch = 0; batch < 9; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => call(proxy, from, 'POST', '/api/tracking', event)),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    // Tracking's budget is twice RATE_LIMIT_MAX per address and window, whichever instance counts.
    expect(statuses.filter((s) => s !== 429)).toHaveLength(2 * RATE_LIMIT_MAX);
    expect(new Set(statuses.filter((s) => s !== 429))).toEqual(new Set([204]));
    // Another address still writes.
    expect((await call(proxy, '127.0.0.32', 'POST', '/api/tracking', event)).status).toBe(204);
  });
});
