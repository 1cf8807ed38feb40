import {
  forwardRef,
  cloneElement,
  isValidElement,
  useEffect,
  useId,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useControllableState } from '../hooks';
import { TooltipAnchor, TooltipBubble, type TooltipPlacement } from './Tooltip.styles';
import { composeHandlers, type PrimitiveProps } from '../primitive';

interface TooltipOwnProps {
  /** The text (or content) of the tooltip. Keep it short and non-interactive. */
  content: ReactNode;
  /**
   * The trigger: one element that can take focus (a button, a link, or an element with
   * `tabIndex={0}`), so keyboard users can open the tooltip too. It receives `aria-describedby`.
   */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Maximum width of the bubble in px (SPEC §9). @default 200 */
  maxWidth?: number;
  /** Side of the trigger the bubble appears on. @default 'top' */
  placement?: TooltipPlacement;
  /** Controlled open state. @default undefined */
  open?: boolean;
  /** Open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called whenever the tooltip asks to open or close. @default undefined */
  onOpenChange?: (open: boolean) => void;
  /** Id of the bubble; generated when omitted. @default useId() */
  id?: string;
}

/** Tooltip's own props, the attributes of its root `<span>` and a `ref` to it. */
export type TooltipProps = PrimitiveProps<'span', TooltipOwnProps>;

/**
 * A description bubble for its trigger (WAI-ARIA tooltip pattern): opens on hover and focus,
 * closes on mouse leave, blur and Escape, stays open while the pointer is over the bubble
 * (WCAG 1.4.13). The bubble stays in the DOM while closed so `aria-describedby` always resolves.
 */
export const Tooltip = forwardRef<HTMLSpanElement, TooltipProps>(function Tooltip(
  {
    content,
    children,
    maxWidth = 200,
    placement = 'top',
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    id,
    ...rest
  },
  ref,
) {
  const generatedId = useId();
  const tooltipId = id ?? `gd-tooltip-${generatedId}`;
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'Tooltip',
  });

  useEffect(() => {
    if (!open) return;
    // Escape must work wherever focus is (the pointer may be hovering without focus).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen]);

  const existing = isValidElement(children) ? children.props['aria-describedby'] : undefined;
  const trigger = cloneElement(children, {
    'aria-describedby': existing ? `${existing} ${tooltipId}` : tooltipId,
  });

  return (
    <TooltipAnchor
      {...rest}
      ref={ref}
      onMouseEnter={composeHandlers(rest.onMouseEnter, () => setOpen(true))}
      onMouseLeave={composeHandlers(rest.onMouseLeave, () => setOpen(false))}
      onFocus={composeHandlers(rest.onFocus, () => setOpen(true))}
      onBlur={composeHandlers(rest.onBlur, (event: FocusEvent<HTMLSpanElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      })}
    >
      {trigger}
      <TooltipBubble
        id={tooltipId}
        role="tooltip"
        data-state={open ? 'open' : 'closed'}
        $maxWidth={maxWidth}
        $placement={placement}
      >
        {content}
      </TooltipBubble>
    </TooltipAnchor>
  );
});
