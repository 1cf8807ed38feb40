/**
 * Crono play feel: click on an option → next round's photo painted, in Chromium against the
 * built product on loopback (SPEC "a 60-second game lives on latency").
 *
 *   pnpm build:app && pnpm exec tsx e2e/crono-latency.bench.ts [picks=40]
 *
 * In the page: the click is dispatched on the first option, a MutationObserver sees the <img>
 * take the next round's src (the widget swaps it only once the photo has decoded), and two
 * animation frames later the frame holding it has been painted. Prints median and p95 in ms.
 * The figures include the pick's verdict, held FEEDBACK_MS (500 ms) on purpose before the next
 * round; `pnpm bench:crono` (crono-click.bench.ts) measures the two halves apart, on a phone.
 */
import { launchBrowser } from './support/browser';
import { startProduct } from './support/server';

const picks = Number(process.argv[2] ?? 40);

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

const product = await startProduct({ RATE_LIMIT_MAX: '100000', CRONO_COUNTDOWN_SECONDS: '1' });
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.goto(`${product.baseUrl}/crono/new`);
  await page.waitForURL(/\/crono\/[A-Za-z0-9_-]{16,64}$/);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('group', { name: 'Choose the correct model' }).waitFor();
  const samples: number[] = [];
  for (let i = 0; i < picks; i += 1) {
    const ms = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const img = document.querySelector<HTMLImageElement>('[data-guessdle-widget] img');
          const button = document.querySelector<HTMLButtonElement>('[role="group"] button');
          if (!img || !button) return reject(new Error('no round on screen'));
          const before = img.getAttribute('src');
          const observer = new MutationObserver(() => {
            if (img.getAttribute('src') === before) return;
            observer.disconnect();
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(performance.now() - t0)),
            );
          });
          observer.observe(img, { attributes: true, attributeFilter: ['src'] });
          const t0 = performance.now();
          button.click();
        }),
    );
    samples.push(ms);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      picks: samples.length,
      medianMs: Math.round(percentile(sorted, 50) * 10) / 10,
      p95Ms: Math.round(percentile(sorted, 95) * 10) / 10,
      minMs: Math.round((sorted[0] ?? 0) * 10) / 10,
      maxMs: Math.round((sorted.at(-1) ?? 0) * 10) / 10,
    }),
  );
} finally {
  await browser.close();
  await product.stop();
}
