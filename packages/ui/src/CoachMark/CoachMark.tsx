import { forwardRef, useId, type KeyboardEvent, type ReactNode } from 'react';
import { useControllableState } from '../hooks';
import { Anchor, Bubble, Close, Text, type CoachMarkPlacement } from './CoachMark.styles';
import { composeHandlers, type PrimitiveProps } from '../primitive';

interface CoachMarkOwnProps {
  /** The hint, e.g. 'Try the new difficulty modes!'. */
  text: ReactNode;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /** The target the hint points at (for example a GameCard's arrow button). */
  children: ReactNode;
  /** Controlled open state (the host reads its stored flag). @default undefined */
  open?: boolean;
  /** Open state when uncontrolled. @default true */
  defaultOpen?: boolean;
  /** Called with false when the hint is dismissed; the host stores 'false'. @default undefined */
  onOpenChange?: (open: boolean) => void;
  /** Where the bubble appears: floating above or below the target, or 'inline' on a line of its own in the flow (see CoachMarkPlacement). @default 'bottom' */
  placement?: CoachMarkPlacement;
  /** Minimum width of the bubble in px (SPEC §9). @default 200 */
  minWidth?: number;
}

/** CoachMark's own props, the attributes of its root `<span>` and a `ref` to it. */
export type CoachMarkProps = PrimitiveProps<'span', CoachMarkOwnProps>;

/**
 * A one-time hint attached to a target: a non-modal dialog (it does not take focus) with the
 * text and a labelled close button. Escape closes it while focus is on the target or the bubble.
 * The host decides whether it was already seen; closing only reports `onOpenChange(false)`.
 */
export const CoachMark = forwardRef<HTMLSpanElement, CoachMarkProps>(function CoachMark(
  {
    text,
    closeLabel = 'Close',
    children,
    open: openProp,
    defaultOpen = true,
    onOpenChange,
    placement = 'bottom',
    minWidth = 200,
    ...rest
  },
  ref,
) {
  const textId = useId();
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'CoachMark',
  });

  function handleKeyDown(event: KeyboardEvent) {
    if (open && event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
    }
  }

  return (
    // Escape bubbles up from the target or the close button; the wrapper itself is not interactive.
    <Anchor
      {...rest}
      ref={ref}
      onKeyDown={composeHandlers(rest.onKeyDown, handleKeyDown)}
      data-state={open ? 'open' : 'closed'}
      $placement={placement}
    >
      {children}
      {open && (
        <Bubble
          role="dialog"
          aria-modal="false"
          aria-labelledby={textId}
          data-state="open"
          $placement={placement}
          $minWidth={minWidth}
        >
          <Text id={textId}>{text}</Text>
          <Close type="button" aria-label={closeLabel} onClick={() => setOpen(false)}>
            <span aria-hidden="true">×</span>
          </Close>
        </Bubble>
      )}
    </Anchor>
  );
});
