import { forwardRef } from 'react';
import { LoadingRoot, Spinner } from './LoadingView.styles';
import type { PrimitiveProps } from '../primitive';

interface LoadingViewOwnProps {
  /** Text under the spinner, also announced to screen readers. @default 'Loading...' */
  label?: string;
  /** Diameter of the spinner in px. @default 48 */
  size?: number;
  /** Extra class on the root, for layout by the host. @default undefined */
  className?: string;
}

/** LoadingView's own props, the attributes of its root `<div>` and a `ref` to it. */
export type LoadingViewProps = PrimitiveProps<'div', LoadingViewOwnProps>;

/** Spinner and 'Loading...' while a game's data loads; a polite status for screen readers. */
export const LoadingView = forwardRef<HTMLDivElement, LoadingViewProps>(function LoadingView(
  { label = 'Loading...', size = 48, className, ...rest },
  ref,
) {
  return (
    <LoadingRoot
      {...rest}
      ref={ref}
      className={className}
      role="status"
      aria-live="polite"
      data-loading-view=""
    >
      <Spinner aria-hidden="true" $size={size} />
      <span>{label}</span>
    </LoadingRoot>
  );
});
