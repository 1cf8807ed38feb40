/**
 * What the primitives use that React 18.3 (the lowest React of the peer range) lacks, with the
 * fallback each needs there. Not exported: the primitives' own business.
 *
 * Refs need no helper: every primitive that takes a `ref` is a `forwardRef` component, which
 * React 18 and 19 both pass the ref to (React 18 never hands a function component its `ref` prop).
 */
import * as React from 'react';
import { useCallback, useInsertionEffect, useRef } from 'react';

/** React's major version, read once: 18 or 19. */
const REACT_MAJOR = Number.parseInt(React.version, 10);

type AnyFunction = (...args: never[]) => unknown;

/**
 * React's `useEffectEvent` where React has it (19.2 and later), else the usual stand-in: a stable
 * function that calls the latest callback, stored in an insertion effect so a render React throws
 * away never replaces it. Either way, call it from effects only (the react-hooks lint rule).
 * Read through the namespace: a named import of a missing export fails to bundle or link.
 */
const nativeUseEffectEvent = (React as { useEffectEvent?: <F extends AnyFunction>(fn: F) => F })
  .useEffectEvent;

function useEffectEventFallback<F extends AnyFunction>(callback: F): F {
  const latest = useRef(callback);
  useInsertionEffect(() => {
    latest.current = callback;
  });
  return useCallback(((...args) => latest.current(...args)) as F, []);
}

export const useEffectEvent: <F extends AnyFunction>(callback: F) => F =
  nativeUseEffectEvent ?? useEffectEventFallback;

/**
 * Whether a callback ref may return a cleanup function (React 19). React 18 ignores it, calls the
 * ref with null instead, and warns in development about the returned function.
 */
export const REF_CLEANUP = REACT_MAJOR >= 19;

/**
 * The `inert` attribute, on or off. React 19 knows it as a boolean; React 18 knows nothing of it,
 * drops `true` with a console warning and renders only a string, so it gets `''` (present) or
 * nothing (absent).
 */
export function inert(on: boolean): { inert?: boolean } {
  if (REACT_MAJOR >= 19) return { inert: on };
  return (on ? { inert: '' } : {}) as { inert?: boolean };
}
