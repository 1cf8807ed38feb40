import { useCallback, useRef, useState } from 'react';

export interface UseControllableStateParams<T> {
  /** The controlled value; when defined, the component follows it and never stores its own. */
  prop?: T | undefined;
  /** The starting value when uncontrolled. */
  defaultProp: T;
  /** Called with every requested change, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
}

/**
 * One state that is controlled when `prop` is given and uncontrolled otherwise (Radix's pattern):
 * every primitive with open/expanded/copied state uses it, so hosts can drive any of them.
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: UseControllableStateParams<T>): [T, (next: T | ((prev: T) => T)) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultProp);
  const isControlled = prop !== undefined;
  const value = isControlled ? prop : uncontrolled;
  const valueRef = useRef(value);
  valueRef.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const setValue = useCallback(
    (next: T | ((prev: T) => T)) => {
      const resolved =
        typeof next === 'function' ? (next as (prev: T) => T)(valueRef.current) : next;
      if (Object.is(resolved, valueRef.current)) return;
      // Two updaters in one batch must compose, as with useState, before the re-render.
      if (!isControlled) {
        valueRef.current = resolved;
        setUncontrolled(resolved);
      }
      onChangeRef.current?.(resolved);
    },
    [isControlled],
  );

  return [value, setValue];
}
