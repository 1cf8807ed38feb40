// Loaded into our server by `pnpm bench` (node --import), never in production. Off until the
// first SIGUSR2; then it records, for Crono guesses, the time from the parsed request to the
// finished response inside the server, and the event loop's delay. The next SIGUSR2 prints both
// as one JSON line on stderr (`PROBE {...}`) and starts over. So the bench can tell the time
// spent in the server from the time spent in the kernel, the scheduler and the client.
import diagnostics from 'node:diagnostics_channel';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const started = new WeakMap();
const durations = [];
let loop;
const onStart = ({ request }) => {
  if (request.method === 'POST' && request.url.endsWith('/guess')) {
    started.set(request, performance.now());
  }
};
const onFinish = ({ request }) => {
  const t = started.get(request);
  if (t !== undefined) durations.push(performance.now() - t);
};

const RESOLUTION_MS = 2;
let on = false;
process.on('SIGUSR2', () => {
  if (on) {
    diagnostics.unsubscribe('http.server.request.start', onStart);
    diagnostics.unsubscribe('http.server.response.finish', onFinish);
    loop.disable();
    const sorted = durations.sort((a, b) => a - b);
    const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
    // The histogram holds the intervals between timer ticks: the delay is what exceeds the tick.
    const ms = (ns) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
    console.error(
      `PROBE ${JSON.stringify({
        guesses: sorted.length,
        serverP50: at(50),
        serverP99: at(99),
        serverMax: sorted[sorted.length - 1],
        loopDelayP50: ms(loop.percentile(50)),
        loopDelayP99: ms(loop.percentile(99)),
        loopDelayMax: ms(loop.max),
      })}`,
    );
    durations.length = 0;
  }
  on = !on;
  if (on) {
    loop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    loop.enable();
    diagnostics.subscribe('http.server.request.start', onStart);
    diagnostics.subscribe('http.server.response.finish', onFinish);
  }
});
