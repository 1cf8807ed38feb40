import type { AppContext } from './context';

/**
 * How long shared caches (nginx's proxy_cache, a CDN) may keep what is the same for every visitor
 * of a day (pages, the day's answers, the archive): until the next reset, a second early so that
 * a proxy whose clock or request took a little longer never keeps it past the reset. Browsers
 * revalidate each time (`max-age=0`, by ETag), so a shared cache answers them with a 304.
 * Under two seconds before the reset: not shared at all.
 */
export function dayCacheControl(ctx: AppContext): string {
  const seconds = Math.floor((ctx.calendar.today().nextResetAt - ctx.now()) / 1000) - 1;
  return seconds >= 1 ? `public, max-age=0, s-maxage=${seconds}` : 'no-cache';
}

/**
 * A counter everyone reads (the day's successes): kept by shared caches for a few seconds, never
 * past the reset, so a day's worth of readers costs a few reads a minute.
 */
export function counterCacheControl(ctx: AppContext, seconds = 5): string {
  const left = Math.floor((ctx.calendar.today().nextResetAt - ctx.now()) / 1000) - 1;
  const shared = Math.min(seconds, left);
  return shared >= 1 ? `public, max-age=0, s-maxage=${shared}` : 'no-cache';
}
