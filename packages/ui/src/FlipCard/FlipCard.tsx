import { forwardRef, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useControllableState } from '../hooks';
import { inert, useEffectEvent } from '../compat';
import { FlipFace, FlipInner, FlipRoot, type FlipMotion } from './FlipCard.styles';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { composeHandlers, type PrimitiveProps } from '../primitive';

export type FlipCardFace = 'front' | 'back';

interface FlipCardOwnProps {
  /** The face shown before the reveal (a blank card in a guess row). @default null */
  front?: ReactNode;
  /** The face shown once flipped (the result). */
  back: ReactNode;
  /** Controlled: show the back face. @default undefined */
  flipped?: boolean;
  /** Uncontrolled starting face. Mounting with the back face and `animate` plays the reveal. @default false */
  defaultFlipped?: boolean;
  /** Called with every requested change of face. @default undefined */
  onFlippedChange?: (flipped: boolean) => void;
  /** Position in a row: the reveal waits `index × theme.motion.flipStaggerMs` (400 ms). @default 0 */
  index?: number;
  /** Explicit delay before the flip in ms; wins over `index`. @default undefined */
  delayMs?: number;
  /** False shows the target face at once with no animation (rows restored from storage). @default true */
  animate?: boolean;
  /**
   * Called once the card settles on a face after a flip: when the animation ends, or at once
   * when not animated (`animate` false or `prefers-reduced-motion`). @default undefined
   */
  onFlipEnd?: (face: FlipCardFace) => void;
  /** Side of the square card in px (SPEC §9: 80). @default 80 */
  size?: number;
  /** Render the card as a button that flips on click (for standalone cards). @default false */
  flipOnClick?: boolean;
  /** Extra class on the root, for layout by the host. @default undefined */
  className?: string;
}

/** FlipCard's own props, the attributes of its root `<div>` and a `ref` to it. */
export type FlipCardProps = PrimitiveProps<'div', FlipCardOwnProps>;

/**
 * A square card with two faces that turns over in 3D. The target face is exposed as
 * `data-state="front|back"` (set as soon as the flip is requested) and `data-animating` while
 * it turns; the face out of view is hidden from assistive technology and made inert.
 */
export const FlipCard = forwardRef<HTMLDivElement, FlipCardProps>(function FlipCard(
  {
    front = null,
    back,
    flipped: flippedProp,
    defaultFlipped = false,
    onFlippedChange,
    index = 0,
    delayMs,
    animate = true,
    onFlipEnd,
    size = 80,
    flipOnClick = false,
    className,
    ...rest
  },
  ref,
) {
  const [flipped, setFlipped] = useControllableState({
    prop: flippedProp,
    defaultProp: defaultFlipped,
    onChange: onFlippedChange,
    caller: 'FlipCard',
  });
  const reducedMotion = usePrefersReducedMotion();
  const animated = animate && !reducedMotion;

  // A card mounted on its back with animation plays the reveal from the front (new guess rows).
  const [motion, setMotion] = useState<FlipMotion>(flipped && animated ? 'to-back' : 'idle');
  const [prevFlipped, setPrevFlipped] = useState(flipped);
  if (flipped !== prevFlipped) {
    setPrevFlipped(flipped);
    setMotion(animated ? (flipped ? 'to-back' : 'to-front') : 'idle');
  }
  if (!animated && motion !== 'idle') setMotion('idle');

  const face: FlipCardFace = flipped ? 'back' : 'front';
  const reportFlipEnd = useEffectEvent((settled: FlipCardFace) => onFlipEnd?.(settled));
  // The face last reported through onFlipEnd; a card at rest on its front has nothing to report.
  const settledRef = useRef<FlipCardFace>('front');

  useEffect(() => {
    if (animated || settledRef.current === face) return;
    settledRef.current = face;
    reportFlipEnd(face);
  }, [animated, face]);

  // A native listener rather than React's onAnimationEnd: React picks a vendor-prefixed event
  // name where `AnimationEvent` is missing (jsdom, some in-app browsers) and would never hear it.
  const innerRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = innerRef.current;
    if (!element) return;
    const onAnimationEnd = (event: Event) => {
      // Animations of the faces' content bubble up here too: only the card's own turn counts.
      if (event.target !== element) return;
      setMotion('idle');
      if (settledRef.current === face) return;
      settledRef.current = face;
      reportFlipEnd(face);
    };
    element.addEventListener('animationend', onAnimationEnd);
    return () => element.removeEventListener('animationend', onAnimationEnd);
  }, [face]);

  const inner = (
    <FlipInner
      data-state={face}
      data-animating={motion !== 'idle' ? '' : undefined}
      $motion={motion}
      $delayMs={delayMs}
      $index={index}
      ref={innerRef}
    >
      <FlipFace
        $side="front"
        data-side="front"
        aria-hidden={flipped || undefined}
        {...inert(flipped)}
      >
        {front}
      </FlipFace>
      <FlipFace
        $side="back"
        data-side="back"
        aria-hidden={!flipped || undefined}
        {...inert(!flipped)}
      >
        {back}
      </FlipFace>
    </FlipInner>
  );

  if (flipOnClick) {
    return (
      <FlipRoot
        // The root is a button here: the attributes and ref typed for a div fit it as well.
        {...({ ...rest, ref } as object)}
        as="button"
        type="button"
        className={className}
        data-state={face}
        $size={size}
        $interactive
        onClick={composeHandlers<MouseEvent<HTMLElement>>(rest.onClick as never, () =>
          setFlipped((prev) => !prev),
        )}
      >
        {inner}
      </FlipRoot>
    );
  }
  return (
    <FlipRoot
      {...rest}
      ref={ref}
      className={className}
      data-state={face}
      $size={size}
      $interactive={false}
    >
      {inner}
    </FlipRoot>
  );
});
