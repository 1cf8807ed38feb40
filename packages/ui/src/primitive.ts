import {
  useCallback,
  type ComponentPropsWithRef,
  type JSX,
  type Ref,
  type RefCallback,
  type RefObject,
} from 'react';

/**
 * The props of a primitive, like a Radix part: its own props, then every attribute of its root
 * element (`id`, `data-*`, `aria-*`, handlers, `style`…) and a `ref` to that element. The
 * primitive's own props win on a name clash (`title` is a ClueTile's heading, not a tooltip), and
 * the attributes it must set itself for its role and state win over the caller's.
 */
export type PrimitiveProps<Root extends keyof JSX.IntrinsicElements, Own> = Own &
  Omit<ComponentPropsWithRef<Root>, keyof Own>;

/**
 * One ref callback that sets every given ref (objects and callbacks): for a primitive that
 * needs its own ref on the root and forwards the caller's too. Stable while the refs are.
 */
export function useComposedRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  // The refs themselves are the dependencies: a new ref object or callback makes a new callback.
  return useCallback((node: T | null) => setRefs(refs, node), refs);
}

function setRefs<T>(refs: Array<Ref<T> | undefined>, node: T | null): void {
  for (const ref of refs) {
    if (typeof ref === 'function') ref(node);
    else if (ref) (ref as RefObject<T | null>).current = node;
  }
}

/**
 * The caller's handler first, then the primitive's own unless the caller called
 * `event.preventDefault()`: a host can add behaviour to a primitive's root, or stop it.
 */
export function composeHandlers<E extends { defaultPrevented: boolean }>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}
