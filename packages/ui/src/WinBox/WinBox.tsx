import { showFallbackPicture } from '../picture';
import { forwardRef, useEffect, useId, useRef, type ReactNode } from 'react';
import type { LinkComponent } from '../GameCard/link';
import { Message, NextAction, Picture, Root, Title } from './WinBox.styles';
import { useComposedRefs, type PrimitiveProps } from '../primitive';

interface WinBoxOwnProps {
  /** Heading. @default 'Congratulations!' */
  title?: string;
  /** The formatted message, e.g. 'Ada is the pornstar of the day!' (the host formats it). */
  message: ReactNode;
  /** URL of the answer's picture. @default undefined */
  pictureUrl?: string;
  /** Alternative text of the picture (usually the answer's name). @default '' */
  pictureAlt?: string;
  /** Label of the next-mode action; without it the action is hidden. @default undefined */
  nextModeLabel?: string;
  /** Where the next-mode action leads; rendered through `linkComponent`. @default undefined */
  nextModeHref?: string;
  /** Called when the next-mode action is used (a button when there is no `nextModeHref`). @default undefined */
  onNextMode?: () => void;
  /** The host's link component (router). @default 'a' */
  linkComponent?: LinkComponent;
  /** Scroll itself into view when it appears. @default true */
  scrollIntoViewOnMount?: boolean;
  /**
   * Take the focus to its heading when it appears, if the page's focus has nowhere else to be
   * (on the page itself: the search box the win just removed had it). @default false
   */
  focusOnMount?: boolean;
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Extra content under the message (for example a ShareBox). @default undefined */
  children?: ReactNode;
}

/** WinBox's own props, the attributes of its root `<section>` and a `ref` to it. */
export type WinBoxProps = PrimitiveProps<'section', WinBoxOwnProps>;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * The win announcement: a status region with a heading, the answer's picture and the next mode
 * not yet played. When it appears it scrolls into view and bounces; with reduced motion it
 * jumps there without animation.
 */
export const WinBox = forwardRef<HTMLElement, WinBoxProps>(function WinBox(
  {
    title = 'Congratulations!',
    message,
    pictureUrl,
    pictureAlt = '',
    nextModeLabel,
    nextModeHref,
    onNextMode,
    linkComponent,
    scrollIntoViewOnMount = true,
    focusOnMount = false,
    headingLevel = 2,
    children,
    ...rest
  },
  forwardedRef,
) {
  const titleId = useId();
  const own = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const ref = useComposedRefs<HTMLElement>(own, forwardedRef);

  useEffect(() => {
    const node = own.current;
    if (!scrollIntoViewOnMount || !node || typeof node.scrollIntoView !== 'function') return;
    node.scrollIntoView({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'center',
    });
  }, [scrollIntoViewOnMount]);

  useEffect(() => {
    const title = heading.current;
    if (!focusOnMount || !title) return;
    // Only focus that was lost moves: one the player put elsewhere meanwhile stays there.
    const active = title.ownerDocument.activeElement;
    if (active && active !== title.ownerDocument.body) return;
    title.focus({ preventScroll: true });
  }, [focusOnMount]);

  const hasNext = Boolean(nextModeLabel && (nextModeHref || onNextMode));
  return (
    <Root
      {...rest}
      ref={ref}
      role="status"
      aria-labelledby={titleId}
      data-animate=""
      data-state={hasNext ? 'next-mode' : 'all-done'}
    >
      <Title
        as={`h${headingLevel}`}
        id={titleId}
        ref={heading}
        // Focusable from a script only: the heading is where focus lands after a win.
        {...(focusOnMount ? { tabIndex: -1 } : {})}
      >
        {title}
      </Title>
      {pictureUrl && <Picture src={pictureUrl} alt={pictureAlt} onError={showFallbackPicture} />}
      <Message>{message}</Message>
      {children}
      {hasNext &&
        (nextModeHref ? (
          <NextAction as={linkComponent ?? 'a'} href={nextModeHref} onClick={onNextMode}>
            {nextModeLabel}
          </NextAction>
        ) : (
          <NextAction as="button" type="button" onClick={onNextMode}>
            {nextModeLabel}
          </NextAction>
        ))}
    </Root>
  );
});
