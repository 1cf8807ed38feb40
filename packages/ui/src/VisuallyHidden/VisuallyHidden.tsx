import type { HTMLAttributes, Ref } from 'react';
import { StyledVisuallyHidden } from './VisuallyHidden.styles';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Forwarded to the underlying `<span>`. @default undefined */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * Text for screen readers only. Used wherever meaning is shown by colour, symbol or pattern, so
 * assistive technology hears it in words.
 */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <StyledVisuallyHidden {...props} />;
}
