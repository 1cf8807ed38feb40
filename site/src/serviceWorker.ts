/**
 * Registers the site's service worker (`/sw.js`, src/sw.ts) once the page has loaded and the
 * browser is idle, from the first-paint loader (firstPaint.ts): the worker's install, which
 * fetches the build's files, never competes with the page's own loading. No library: the
 * browser's API is one call. Not in an embed's frame (`/embed/…`, shown by other sites in their
 * own storage): the worker is the site's.
 */
export function registerServiceWorker(win: Window & typeof globalThis): void {
  const worker = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!worker || win.location.pathname.startsWith('/embed/')) return;
  const register = () => {
    const idle = win.requestIdleCallback ?? ((run: () => void) => win.setTimeout(run, 1));
    idle(() => void worker.register('/sw.js').catch(() => undefined));
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
