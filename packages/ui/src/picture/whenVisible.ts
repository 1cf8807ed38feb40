import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { REF_CLEANUP } from '../compat';

export interface ImagesWhenVisibleOptions {
  /** How far outside `root`'s visible area a picture already loads (CSS margin). @default '100px 0px' */
  margin?: string;
  /**
   * Pictures that come near view wait until none has come for this long, then load together:
   * while the list keeps changing (a key every 120 ms, or a scroll), the pictures it shows only
   * in passing are never fetched. 0 loads each at once. @default 0
   */
  settleMs?: number;
}

/**
 * Loads each picture of a scrolling list only once it comes near view. Give the returned ref to
 * every `<img>` and its address as `data-src` (no `src`): the picture gets its `src` when it is
 * within `margin` of `root`'s visible area and, with `settleMs`, once the list has stood still
 * that long. Where IntersectionObserver is missing, every picture loads at once.
 *
 * Why not `loading="lazy"`: Chromium measures that against the window with a margin of over a
 * thousand pixels, so a 300 px menu of 50 options still loads all 50 pictures at the first key.
 * Why wait for the list to settle: a picture costs the main thread its decoding, and an SVG one
 * a document of its own (several milliseconds each on a phone-class CPU: `pnpm bench:keys`).
 * The search box's options change with every key, so most of those pictures would be replaced
 * before anyone saw them, and each delays the next key.
 */
export function useImagesWhenVisible(
  root: RefObject<Element | null>,
  { margin = '100px 0px', settleMs = 0 }: ImagesWhenVisibleOptions = {},
): (img: HTMLImageElement | null) => void | (() => void) {
  const observer = useRef<IntersectionObserver | null>(null);
  // Pictures near view, waiting for the list to settle.
  const waiting = useRef(new Set<HTMLImageElement>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      observer.current?.disconnect();
      clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      if (typeof IntersectionObserver === 'undefined') {
        load(img);
        return;
      }
      const pending = waiting.current;
      const loadWaiting = () => {
        for (const waiter of pending) {
          observer.current?.unobserve(waiter);
          if (waiter.isConnected) load(waiter);
        }
        pending.clear();
      };
      observer.current ??= new IntersectionObserver(
        (entries) => {
          let arrived = false;
          for (const entry of entries) {
            const target = entry.target as HTMLImageElement;
            if (!entry.isIntersecting) {
              pending.delete(target);
              // React 18 runs no ref cleanup (below): a picture taken out of the list is let go
              // here, when the observer sees it leave.
              if (!target.isConnected) observer.current?.unobserve(target);
              continue;
            }
            pending.add(target);
            arrived = true;
          }
          if (!arrived) return;
          clearTimeout(timer.current);
          if (settleMs > 0) timer.current = setTimeout(loadWaiting, settleMs);
          else loadWaiting();
        },
        { root: root.current, rootMargin: margin },
      );
      const current = observer.current;
      current.observe(img);
      // A ref cleanup where React runs one (19); React 18 calls the ref with null instead, and
      // the observer lets the picture go when it leaves the document (above).
      if (!REF_CLEANUP) return undefined;
      return () => {
        current.unobserve(img);
        pending.delete(img);
      };
    },
    [root, margin, settleMs],
  );
}

function load(img: HTMLImageElement): void {
  const src = img.dataset.src;
  if (src && img.getAttribute('src') !== src) img.src = src;
}
