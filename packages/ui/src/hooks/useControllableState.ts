import { useCallback, useEffect, useInsertionEffect, useRef, useState } from 'react';

export interface UseControllableStateParams<T> {
  /** The controlled value; when defined, the component follows it and never stores its own. */
  prop?: T | undefined;
  /** The starting value when uncontrolled. */
  defaultProp: T;
  /** Called with every requested change, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
  /** The component's name, for the warning when a host switches between controlled and not. */
  caller?: string;
}

type SetStateAction<T> = T | ((prev: T) => T);

function resolve<T>(next: SetStateAction<T>, prev: T): T {
  return typeof next === 'function' ? (next as (prev: T) => T)(prev) : next;
}

/**
 * One state that is controlled when `prop` is given and uncontrolled otherwise (Radix's pattern):
 * every primitive with open/expanded/copied state uses it, so hosts can drive any of them.
 *
 * Nothing is written during render: the latest `onChange` is kept by an insertion effect, and an
 * uncontrolled change is reported from an effect once React has stored it, so StrictMode's double
 * render and concurrent renders that are thrown away never report a change twice.
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
  caller = 'A component',
}: UseControllableStateParams<T>): [T, (next: SetStateAction<T>) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultProp);
  const isControlled = prop !== undefined;
  const value = isControlled ? prop : uncontrolled;

  const onChangeRef = useRef(onChange);
  useInsertionEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // Uncontrolled: report each stored change once, after React has committed it.
  const reported = useRef(uncontrolled);
  useEffect(() => {
    if (Object.is(reported.current, uncontrolled)) return;
    reported.current = uncontrolled;
    if (!isControlled) onChangeRef.current?.(uncontrolled);
  }, [uncontrolled, isControlled]);

  useWarnOnControlSwitch(isControlled, caller);

  const setValue = useCallback(
    (next: SetStateAction<T>) => {
      if (!isControlled) {
        // Updaters compose as with useState: two in one batch see each other's result.
        setUncontrolled(next);
        return;
      }
      const resolved = resolve(next, prop as T);
      if (!Object.is(resolved, prop)) onChangeRef.current?.(resolved);
    },
    [isControlled, prop],
  );

  return [value, setValue];
}

/** React's own advice for inputs, for every primitive: pick controlled or not, once. */
function useWarnOnControlSwitch(isControlled: boolean, caller: string) {
  const wasControlled = useRef(isControlled);
  useEffect(() => {
    if (process.env.NODE_ENV === 'production') return;
    if (wasControlled.current !== isControlled) {
      const from = wasControlled.current ? 'controlled' : 'uncontrolled';
      const to = isControlled ? 'controlled' : 'uncontrolled';
      console.warn(
        `${caller} is changing from ${from} to ${to}. Components should not switch from ` +
          'controlled to uncontrolled (or the other way) during their lifetime: decide between ' +
          'passing a value (controlled) and a default value (uncontrolled) once.',
      );
    }
    wasControlled.current = isControlled;
  }, [isControlled, caller]);
}
