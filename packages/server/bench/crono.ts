/**
 * Crono players: each joins today's game, starts, and picks until its time is up, pausing
 * `thinkMs` between picks (0: a closed loop that saturates the server). Latency is measured by
 * the client and, through bench/probe.mjs, inside the server.
 */
import type { Call } from './client';
import { percentile } from './figures';
import type { Probe, Server } from './processes';

export interface CronoRun {
  label: string;
  thinkMs: number;
  guesses: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The same guesses measured inside the server, and its event loop's delay. */
  server: Probe | undefined;
}

export async function cronoPlayers(
  server: Server,
  call: Call,
  {
    players,
    seconds,
    thinkMs,
    label,
  }: { players: number; seconds: number; thinkMs: number; label: string },
): Promise<CronoRun> {
  const base = server.url;
  const day = (await call(base, 'GET', '/api/server-date/')).json.date as string;
  // Players join and press Start, a few at a time, then wait for the countdown.
  const users: string[] = [];
  for (let i = 0; i < players; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, players - i) }, async () => {
        const created = await call(base, 'POST', `/api/crono/${day}/create-id`, {});
        const userId = created.json.userId as string;
        await call(base, 'POST', `/api/crono/${day}/start`, { userId });
        return userId;
      }),
    );
    users.push(...batch);
  }
  await new Promise((r) => setTimeout(r, 3_100));

  const latencies: number[] = [];
  let errors = 0;
  await server.probe();
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    users.map(async (userId) => {
      let game = (await call(base, 'GET', `/api/crono/${day}?userId=${userId}`)).json as {
        currentModel: { id: string } | null;
        options: Array<{ id: string }>;
      };
      while (performance.now() < until && game.currentModel) {
        const pick = game.options[Math.floor(Math.random() * game.options.length)]?.id ?? 'x';
        const res = await call(base, 'POST', `/api/crono/${day}/guess`, {
          userId,
          modelId: pick,
          roundId: game.currentModel.id,
        });
        latencies.push(res.ms);
        if (res.status !== 200) {
          errors += 1;
          break;
        }
        game = res.json.game as typeof game;
        if (thinkMs > 0) await new Promise((r) => setTimeout(r, thinkMs));
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const inside = await server.probe();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    label,
    thinkMs,
    guesses: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
    server: inside,
  };
}
