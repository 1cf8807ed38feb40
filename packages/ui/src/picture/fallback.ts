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

/**
 * `onError` of every picture: swaps a picture that failed for {@link FALLBACK_PICTURE}, so the
 * browser never shows its broken-image icon. A new `src` from React loads normally again.
 */
export function showFallbackPicture(event: SyntheticEvent<HTMLImageElement>): void {
  const img = event.currentTarget;
  if (img.getAttribute('src') !== FALLBACK_PICTURE) img.setAttribute('src', FALLBACK_PICTURE);
}
