/*
 * How a round's photo reaches the screen without a blank frame: decoded off-screen first, and
 * the verdict's frame painted before the next round's work starts.
 */

/** The next frame, then a task: what comes after runs once that frame is on screen. */
export function nextFrame(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined') {
    return Promise.resolve();
  }
  if (document.hidden) return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Decodes a photo off-screen; never rejects (a broken photo must not stop the game). */
export function decodePhoto(url: string): Promise<void> {
  if (typeof Image === 'undefined') return Promise.resolve();
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  return image.decode().catch(() => undefined);
}
