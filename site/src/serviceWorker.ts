import { noteLanguageForWorker } from './sw/pageLanguage';

/**
 * Registers the site's service worker (`/sw.js`, src/sw.ts) from the first-paint loader
 * (firstPaint.ts) or, on a page the server does not paint, the site's entry (main.tsx), once the
 * page has done its own loading: after `load`, when no file has arrived
 * for `QUIET_MS` (the page's chunks, its data and the parts it preloads when idle), at the
 * browser's next idle time. The worker's install fetches the build's files and the pages it keeps
 * for offline play; on a phone's two cores, started at `load` it ran beside the game page's own
 * work and cost /classic 14 points of mobile Lighthouse (`pnpm bench:web`). No library: the
 * browser's API is one call. Not in an embed's frame (`/embed/…`, shown by other sites in their
 * own storage): the worker is the site's. Not while the player is on Crono (`/crono…`, the site's
 * PATHS): a run is timed and its photos and picks would share a phone's connection with the
 * install's downloads; the page waits until the player has left Crono, then for quiet again.
 */
export const QUIET_MS = 2000;

const onCrono = (pathname: string) => pathname === '/crono' || pathname.startsWith('/crono/');

export function registerServiceWorker(win: Window & typeof globalThis): void {
  const worker = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!worker || win.location.pathname.startsWith('/embed/')) return;
  const register = () => {
    const idle = win.requestIdleCallback ?? ((run: () => void) => win.setTimeout(run, 1));
    idle(() => {
      if (onCrono(win.location.pathname)) {
        whenQuiet();
        return;
      }
      void worker.register('/sw.js').catch(() => undefined);
      // The page's language (the player's choice), for the worker's offline page.
      void noteLanguageForWorker(win, win.document.documentElement?.lang ?? '');
    });
  };
  const whenQuiet = () => {
    let timer = win.setTimeout(done, QUIET_MS);
    const arrivals =
      typeof win.PerformanceObserver === 'function'
        ? new win.PerformanceObserver(() => {
            win.clearTimeout(timer);
            timer = win.setTimeout(done, QUIET_MS);
          })
        : null;
    arrivals?.observe({ type: 'resource' });
    function done() {
      arrivals?.disconnect();
      register();
    }
  };
  if (win.document.readyState === 'complete') whenQuiet();
  else win.addEventListener('load', whenQuiet, { once: true });
}
