import type { SyntheticEvent } from 'react';

/**
 * A neutral placeholder (a grey silhouette on a translucent square) for a picture that does not
 * load: an operator's host down, a moved file. Inline, so it always loads and the pages' CSP
 * (`img-src data:`) allows it; translucent grey, so it sits on every theme without a token.
 */
export const FALLBACK_PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
      '<rect width="64" height="64" fill="rgb(128 128 128 / 0.25)"/>' +
      '<circle cx="32" cy="25" r="11" fill="rgb(128 128 128 / 0.6)"/>' +
      '<path d="M12 60c2-13 10-19 20-19s18 6 20 19z" fill="rgb(128 128 128 / 0.6)"/>' +
      '</svg>',
  );

/** Pictures on the placeholder, each with the address that failed: loaded again when online. */
const failed = new Map<HTMLImageElement, string>();

/**
 * When the connection comes back, every picture still on the placeholder asks for its own
 * address again (a picture that failed offline would otherwise stay grey until a reload: React
 * sets `src` only when the prop changes). One listener for the page, added at the first failure.
 */
function retryWhenOnline(img: HTMLImageElement, src: string): void {
  if (failed.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('online', retryFailedPictures, { once: true });
  }
  failed.set(img, src);
}

/** Puts each failed picture's own address back (a picture React moved on meanwhile is left). */
function retryFailedPictures(): void {
  const pictures = [...failed];
  failed.clear();
  for (const [img, src] of pictures) {
    if (img.isConnected && img.getAttribute('src') === FALLBACK_PICTURE)
      img.setAttribute('src', src);
  }
}

/**
 * `onError` of every picture: swaps a picture that failed for {@link FALLBACK_PICTURE}, so the
 * browser never shows its broken-image icon, and tries its address again when the connection
 * comes back (`online`). A new `src` from React loads normally again.
 */
export function showFallbackPicture(event: SyntheticEvent<HTMLImageElement>): void {
  fallBack(event.currentTarget);
}

function fallBack(img: HTMLImageElement): void {
  const src = img.getAttribute('src');
  if (src === null || src === FALLBACK_PICTURE) return;
  img.setAttribute('src', FALLBACK_PICTURE);
  retryWhenOnline(img, src);
}

/**
 * The `ref` of a picture the server may paint (whose `onError` is {@link showFallbackPicture}):
 * one that failed before React listened, before hydration, fired its `error` unheard and would
 * keep the broken-image icon. So each is checked once mounted: finished loading with no size is
 * broken when it also refuses to decode (an SVG without a size of its own decodes). One still
 * loading reports through `onError` as usual.
 */
export function catchEarlyPictureFailure(img: HTMLImageElement | null): void {
  if (!img?.complete || img.naturalWidth > 0 || typeof img.decode !== 'function') return;
  img.decode().catch(() => {
    if (img.complete && img.naturalWidth === 0) fallBack(img);
  });
}
