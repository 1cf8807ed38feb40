import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Loads each picture of a scrolling list only once it comes near view. Give the returned ref to
 * every `<img>` and its address as `data-src` (no `src`): the picture gets its `src` when it is
 * within `margin` of `root`'s visible area. Where IntersectionObserver is missing, every picture
 * loads at once.
 *
 * Why not `loading="lazy"`: Chromium measures that against the window with a margin of over a
 * thousand pixels, so a 300 px menu of 50 options still loads all 50 pictures at the first key,
 * and on a phone-class CPU an SVG picture costs the main thread several milliseconds each
 * (`pnpm bench:keys`).
 */
export function useImagesWhenVisible(
  root: RefObject<Element | null>,
  margin = '100px 0px',
): (img: HTMLImageElement | null) => void | (() => void) {
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  return useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      if (typeof IntersectionObserver === 'undefined') {
        load(img);
        return;
      }
      observer.current ??= new IntersectionObserver(
        (entries, self) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            self.unobserve(entry.target);
            load(entry.target as HTMLImageElement);
          }
        },
        { root: root.current, rootMargin: margin },
      );
      const current = observer.current;
      current.observe(img);
      return () => current.unobserve(img);
    },
    [root, margin],
  );
}

function load(img: HTMLImageElement): void {
  const src = img.dataset.src;
  if (src && img.getAttribute('src') !== src) img.src = src;
}
