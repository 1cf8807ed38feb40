import { forwardRef, type HTMLAttributes, type Ref } from 'react';
import { StyledVisuallyHidden } from './VisuallyHidden.styles';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Forwarded to the underlying `<span>`. @default undefined */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * Text for screen readers only. Used wherever meaning is shown by colour, symbol or pattern, so
 * assistive technology hears it in words.
 */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(
  function VisuallyHidden(props, ref) {
    return <StyledVisuallyHidden {...props} ref={ref} />;
  },
);
