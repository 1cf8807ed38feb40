import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Agent } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The pieces the tests behind a real proxy share (proxy, cache and chaos e2e files): free ports,
 * the built server started as an operator starts it, and nginx running the documented
 * configuration (packages/server/deploy/nginx.conf) with only its ports and cache folder
 * changed.
 */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(repoRoot, 'packages/server/dist/main.js');
const CONF = path.join(repoRoot, 'packages/server/deploy/nginx.conf');
export const NGINX =
  process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : undefined);

export async function freePort(): Promise<number> {
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

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until(check: () => Promise<boolean> | boolean, what: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

export const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export interface Answer {
  status: number;
  type: string;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One HTTP call from the loopback address `from` (nginx sees it as the client's address). */
export function call(
  port: number,
  from: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  agent?: Agent,
) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        ...(agent ? { agent } : {}),
        method,
        path: url,
        headers: {
          'x-api-key': 'guessdle-dev-key',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type']),
            text,
            headers: res.headers,
          }),
        );
      },
    );
    req.once('error', reject);
    req.end(payload);
  });
}

export interface Instance {
  port: number;
  child: ChildProcess;
  output: () => string;
}

/** The built server on `port`, started as an operator does; resolves once it is ready. */
export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`pnpm build:app\` first.`);
  let out = '';
  const child = spawn(process.execPath, [MAIN], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`instance exited:\n${out}`);
    if (!(await accepts(port))) return false;
    return (await call(port, '127.0.0.1', 'GET', '/api/ready')).status === 200;
  }, `the instance on ${port} to be ready`);
  return { port, child, output: () => out };
}

/** SIGTERM (or another signal) and the exit code. */
export async function stopInstance(instance: Instance, signal: NodeJS.Signals = 'SIGTERM') {
  if (instance.child.exitCode !== null) return instance.child.exitCode;
  const exited = new Promise<number | null>((resolve) => instance.child.once('exit', resolve));
  instance.child.kill(signal);
  return exited;
}

export interface Nginx {
  port: number;
  stop(): Promise<void>;
}

/**
 * nginx with the documented configuration: its three upstream ports replaced by `upstreams`
 * (one to three; the ones left over point at the first), a free listening port and a private
 * cache folder.
 */
export async function startNginx(upstreams: number[]): Promise<Nginx> {
  if (!NGINX) throw new Error('no nginx (install it or set NGINX_PATH)');
  const dir = mkdtempSync(path.join(tmpdir(), 'guessdle-nginx-'));
  const port = await freePort();
  let conf = readFileSync(CONF, 'utf8');
  const swaps: Array<[string, string]> = [
    ['server 127.0.0.1:8787 max_fails=0;', `server 127.0.0.1:${upstreams[0]} max_fails=0;`],
    [
      'server 127.0.0.1:8788 max_fails=0;',
      `server 127.0.0.1:${upstreams[1] ?? upstreams[0]} max_fails=0;`,
    ],
    [
      'server 127.0.0.1:8789 max_fails=0;',
      `server 127.0.0.1:${upstreams[2] ?? upstreams[0]} max_fails=0;`,
    ],
    ['listen 127.0.0.1:8080;', `listen 127.0.0.1:${port};`],
    ['/var/cache/nginx/guessdle', `${dir}/cache`],
  ];
  for (const [from, to] of swaps) {
    if (!conf.includes(from)) throw new Error(`deploy/nginx.conf has no "${from}"`);
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
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (t) => `  ${t}_temp_path ${dir}/${t};`,
      ),
      `  include ${dir}/guessdle.conf;`,
      '}',
    ].join('\n'),
  );
  // nginx's workers drop root for nobody: they write their temporary and cache files here.
  chmodSync(dir, 0o777);
  const child = spawn(
    NGINX,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', `${dir}/error.log`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${out}`);
    return accepts(port);
  }, 'nginx to listen');
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
