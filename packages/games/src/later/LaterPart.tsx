import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Button, ErrorView } from '@guessdle/ui';
import { whenBack, type Later } from './later';

/** The words of a part that could not load; each page or widget gives its own language's. */
export interface LaterTexts {
  /** Says the part could not load. */
  failed: string;
  /** The button that loads it again. */
  retry: string;
}

export const LaterTextsContext = createContext<LaterTexts>({
  failed: 'This part could not load.',
  retry: 'Try again',
});

/** Where a part's code is: here, on its way, or failed (with a way to try again). */
export type LaterState<Module> =
  | { status: 'loaded'; module: Module }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void };

/**
 * The module of `part`, loading it at mount. A failed load is tried again when the connection
 * comes back (`online`), when the page gets focus again, and when the player presses the retry.
 */
export function useLater<Module>(part: Later<Module>): LaterState<Module> {
  const loaded = useSyncExternalStore(
    part.subscribe,
    () => part.loaded,
    () => part.loaded,
  );
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (loaded !== undefined) return;
    if (!failed) {
      let live = true;
      // A success re-renders through `subscribe`, here and in every other part showing it.
      part.load().catch(() => live && setFailed(true));
      return () => {
        live = false;
      };
    }
    return whenBack(() => setFailed(false));
  }, [part, loaded, failed]);

  if (loaded !== undefined) return { status: 'loaded', module: loaded };
  return failed ? { status: 'failed', retry: () => setFailed(false) } : { status: 'loading' };
}

/** Starts loading `part` once the browser is idle after the caller mounts (the next press needs it). */
export function usePreloadWhenIdle(part: Later<unknown>): void {
  useEffect(() => {
    if (part.loaded || typeof window === 'undefined') return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(part.preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(part.preload, 1000);
    return () => window.clearTimeout(id);
  }, [part]);
}

export interface LaterPartProps<Module> {
  /** The part's code, from `later(() => import(...))`. */
  part: Later<Module>;
  /** Renders the part once its code is here. */
  children: (module: Module) => ReactNode;
  /** Shown while the code loads. @default null */
  fallback?: ReactNode;
  /**
   * Shown instead of the retry when the load failed, for a part whose neighbour already offers
   * it (the share box under the win box). @default the part's own retry
   */
  failed?: ReactNode;
}

/**
 * A part of a view whose code loads later: the part itself once loaded (in the same pass when it
 * already is), `fallback` meanwhile, and in place of the part, never of the page around it, a
 * small "could not load, try again" when the load fails.
 */
export function LaterPart<Module>({
  part,
  children,
  fallback = null,
  failed,
}: LaterPartProps<Module>) {
  const state = useLater(part);
  if (state.status === 'loaded') return <>{children(state.module)}</>;
  if (state.status === 'failed') {
    return failed === undefined ? <PartFailed onRetry={state.retry} /> : <>{failed}</>;
  }
  return <>{fallback}</>;
}

/** What a part that could not load shows in its place. */
export function PartFailed({ onRetry }: { onRetry: () => void }) {
  const texts = useContext(LaterTextsContext);
  return (
    <ErrorView
      data-state="part-failed"
      title={texts.failed}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {texts.retry}
        </Button>
      }
    />
  );
}

/**
 * A dialog (or any part) whose code loads at its first opening and stays mounted from then on:
 * closing it keeps its state and gives focus back to the button that opened it.
 */
export function LaterOnceOpened<Module>({
  open,
  ...props
}: LaterPartProps<Module> & { open: boolean }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <LaterPart {...props} /> : null;
}
