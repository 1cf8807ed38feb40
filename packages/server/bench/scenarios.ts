/**
 * What the bench runs, on a context passed in (no state of its own): the warm-up, the rounds of
 * throughput and CPU per request on both servers (GET daily-guess, POST stats success), and the
 * Crono rounds on ours (paced, then once closed loop). Each prints its rows as it goes.
 */
import { randomUUID } from 'node:crypto';
import type { Call } from './client';
import { cronoPlayers, type CronoRun } from './crono';
import {
  cronoHeading,
  cronoRoundLines,
  pairRow,
  roundHeading,
  saturatedLine,
  type CronoResults,
  type Report,
  type ThroughputResults,
} from './report';
import type { ServersUnderTest } from './servers';
import type { BenchSettings } from './settings';
import { measure, measurePair, type LoadOptions, type Pair } from './throughput';

/** Everything a scenario needs: passed explicitly, never kept in a module. */
export interface BenchContext extends ServersUnderTest {
  settings: BenchSettings;
  call: Call;
  report: Report;
}

const dailyGuess: LoadOptions = { path: '/api/classic/daily-guess/' };

/** A success posted with a new client id each time, so every request is a real insert. */
const statsSuccess = ({ image }: BenchContext): LoadOptions => ({
  method: 'POST',
  path: '/api/stats/image-guess/post/',
  body: () => JSON.stringify({ clientId: randomUUID(), date: image.date, answer: image.today }),
});

/** Warms both servers (JIT, SQLite page cache): 2 s of each call, bare first. */
export async function warmUp(ctx: BenchContext): Promise<void> {
  const warm = { duration: 2, connections: ctx.settings.connections };
  for (const server of [ctx.bare, ctx.ours]) {
    await measure(server, dailyGuess, warm);
    await measure(server, statsSuccess(ctx), warm);
  }
}

/** Each round measures each call on both servers, the order alternating from round to round. */
export async function throughputRounds(ctx: BenchContext): Promise<ThroughputResults> {
  const { settings, ours, bare, call, report } = ctx;
  const load = {
    duration: settings.duration,
    connections: settings.connections,
    slice: settings.slice,
  };
  const daily: Pair[] = [];
  const stats: Pair[] = [];
  for (let round = 1; round <= settings.rounds; round += 1) {
    // Alternate which side starts, so neither always runs first.
    const first = round % 2 ? 'bare' : 'ours';
    const d = await measurePair({ bare, ours }, first, dailyGuess, load);
    const s = await measurePair({ bare, ours }, first, statsSuccess(ctx), load);
    daily.push(d);
    stats.push(s);
    report.log(roundHeading(round));
    report.log(pairRow('GET daily-guess', d));
    report.log(pairRow('POST stats success', s));
  }
  const stored = (await call(ours.url, 'GET', '/api/stats/image-guess/')).json.numberOfSuccesses;
  return { daily, stats, stored };
}

/** `rounds` paced runs of the players (the targets apply), then one closed loop (saturation). */
export async function cronoRounds(ctx: BenchContext): Promise<CronoResults> {
  const { settings, ours, call, report } = ctx;
  report.log(cronoHeading(settings));
  const players = { players: settings.players, seconds: settings.cronoSeconds };
  const paced: CronoRun[] = [];
  for (let round = 1; round <= settings.rounds; round += 1) {
    const run = await cronoPlayers(ours, call, {
      ...players,
      thinkMs: settings.thinkMs,
      label: `paced (${settings.thinkMs} ms between picks)`,
    });
    paced.push(run);
    for (const line of cronoRoundLines(round, run)) report.log(line);
  }
  const saturated = await cronoPlayers(ours, call, {
    ...players,
    thinkMs: 0,
    label: 'closed loop (no pause: saturation)',
  });
  report.log(saturatedLine(saturated));
  return { paced, saturated };
}
