import { forwardRef, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { CounterRoot, Skeleton } from './Counter.styles';
import type { PrimitiveProps } from '../primitive';

interface CounterOwnProps {
  /** The line, formatted by the host, e.g. '12 people already found out!'. @default undefined */
  children?: ReactNode;
  /** True while the count is unknown (null): a placeholder bar is shown instead. @default false */
  loading?: boolean;
  /** Words read by screen readers while loading. @default 'Loading...' */
  loadingLabel?: string;
  /** Extra class on the root, for layout by the host. @default undefined */
  className?: string;
}

/** Counter's own props, the attributes of its root `<p>` and a `ref` to it. */
export type CounterProps = PrimitiveProps<'p', CounterOwnProps>;

/**
 * How many players already found the answer. A polite live region, so the count refetched after
 * a win is announced without stealing focus.
 */
export const Counter = forwardRef<HTMLParagraphElement, CounterProps>(function Counter(
  { children, loading = false, loadingLabel = 'Loading...', className, ...rest },
  ref,
) {
  return (
    <CounterRoot
      {...rest}
      ref={ref}
      className={className}
      role="status"
      aria-live="polite"
      aria-busy={loading}
      data-state={loading ? 'loading' : 'ready'}
    >
      {loading ? (
        <>
          <Skeleton aria-hidden="true" />
          <VisuallyHidden>{loadingLabel}</VisuallyHidden>
        </>
      ) : (
        children
      )}
    </CounterRoot>
  );
});
