import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema } from '../packages/server/src/testing/postgres';

/**
 * The product as an operator scales it out (packages/server/README.md, "Several instances behind a
 * proxy"): one PostgreSQL, three instances of the built server with TRUST_PROXY=true, and nginx
 * with the documented configuration (packages/server/deploy/nginx.conf, only its ports changed to
 * free ones). Players, each on its own loopback address, play through nginx while every instance
 * is restarted in turn (SIGTERM, then started again). Needs `pnpm build:app`, nginx
 * (scripts/provision.mjs installs Debian's, or NGINX_PATH) and GUESSDLE_TEST_DATABASE_URL
 * (`pnpm test` starts a throwaway PostgreSQL); skipped with a warning otherwise.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = path.join(repoRoot, 'packages/server/dist/main.js');
const CONF = path.join(repoRoot, 'packages/server/deploy/nginx.conf');
const NGINX =
  process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : undefined);
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

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean> | boolean, what: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

interface Answer {
  status: number;
  type: string;
  text: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

/** One HTTP call from the loopback address `from` (nginx sees it as the client's address). */
function call(port: number, from: string, method: string, url: string, body?: unknown) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        agent,
        method,
        path: url,
        headers: {
          'x-api-key': 'guessdle-dev-key',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), text }),
        );
      },
    );
    req.once('error', reject);
    req.end(payload);
  });
}

interface Instance {
  port: number;
  child: ChildProcess;
  output: () => string;
}

describe.skipIf(missing.length > 0)('given three instances on one PostgreSQL behind nginx', () => {
  const schema = `e2e_proxy_${randomBytes(4).toString('hex')}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'guessdle-nginx-'));
  const instances: Instance[] = [];
  let nginx: ChildProcess | undefined;
  let proxy = 0;

  async function startInstance(port: number): Promise<Instance> {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`pnpm build:app\` first.`);
    let out = '';
    const child = spawn(process.execPath, [MAIN], {
      cwd: repoRoot,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL,
        DATABASE_SCHEMA: schema,
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        DAILY_SECRET: 'proxy-e2e-secret-0123456789',
        RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
        RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
        CRONO_ROUND_SECONDS: String(ROUND_SECONDS),
        CRONO_COUNTDOWN_SECONDS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    const instance = { port, child, output: () => out };
    await until(async () => {
      if (child.exitCode !== null) throw new Error(`instance exited:\n${out}`);
      if (!(await accepts(port))) return false;
      return (await call(port, '127.0.0.1', 'GET', '/api/ready')).status === 200;
    }, `the instance on ${port} to be ready`);
    return instance;
  }

  /** SIGTERM, the exit code, then the same instance started again on its port. */
  async function restart(i: number): Promise<number | null> {
    const old = instances[i] as Instance;
    const exited = new Promise<number | null>((resolve) => old.child.once('exit', resolve));
    old.child.kill('SIGTERM');
    const code = await exited;
    instances[i] = await startInstance(old.port);
    return code;
  }

  beforeAll(async () => {
    const ports = [await freePort(), await freePort(), await freePort()];
    proxy = await freePort();
    // The operator's file, with free ports in place of the documented ones.
    let conf = readFileSync(CONF, 'utf8');
    const swaps: Array<[string, string]> = [
      ['server 127.0.0.1:8787 max_fails=0;', `server 127.0.0.1:${ports[0]} max_fails=0;`],
      ['server 127.0.0.1:8788 max_fails=0;', `server 127.0.0.1:${ports[1]} max_fails=0;`],
      ['server 127.0.0.1:8789 max_fails=0;', `server 127.0.0.1:${ports[2]} max_fails=0;`],
      ['listen 127.0.0.1:8080;', `listen 127.0.0.1:${proxy};`],
    ];
    for (const [from, to] of swaps) {
      expect(conf, `deploy/nginx.conf has "${from}"`).toContain(from);
      conf = conf.replace(from, to);
    }
    writeFileSync(path.join(dir, 'guessdle.conf'), conf);
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log warn;`,
        'events { worker_connections 256; }',
        'http {',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (t) => `  ${t}_temp_path ${dir}/${t};`,
        ),
        `  include ${dir}/guessdle.conf;`,
        '}',
      ].join('\n'),
    );
    // nginx's workers drop root for nobody: they write their temporary files here.
    chmodSync(dir, 0o777);

    for (const port of ports) instances.push(await startInstance(port));
    nginx = spawn(
      NGINX as string,
      ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', `${dir}/error.log`],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    await until(() => accepts(proxy), 'nginx to listen');
  });

  afterAll(async () => {
    agent.destroy();
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    for (const instance of instances) {
      if (instance.child.exitCode === null) {
        const exited = new Promise((resolve) => instance.child.once('exit', resolve));
        instance.child.kill('SIGTERM');
        await exited;
      }
    }
    await dropSchema(schema);
    rmSync(dir, { recursive: true, force: true });
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
