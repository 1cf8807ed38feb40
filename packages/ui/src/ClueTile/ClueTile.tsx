import { forwardRef, useId, useState, type ReactNode } from 'react';
import { useControllableState } from '../hooks';
import {
  ClueButton,
  ClueContent,
  ClueRoot,
  ClueStatus,
  ClueTitle,
  RANKING_ROW_HEIGHT_PX,
  RankingItems,
  RankingScroller,
  RankName,
  RankNumber,
} from './ClueTile.styles';
import { composeHandlers, type PrimitiveProps } from '../primitive';

export type ClueTileState = 'locked' | 'unlocked' | 'open';

interface ClueTileOwnProps {
  /** Name of the clue, e.g. 'Ranking' or 'Debut year'. */
  title: ReactNode;
  /** True until the player has made enough tries; the tile then only shows `lockedText`. @default false */
  locked?: boolean;
  /** Countdown shown while locked, formatted by the host, e.g. 'Ranking can be displayed in 3 tries'. @default undefined */
  lockedText?: ReactNode;
  /** Shown once unlocked and closed, e.g. 'Ranking can be displayed now'. @default undefined */
  unlockedText?: ReactNode;
  /** Controlled open state. @default undefined */
  open?: boolean;
  /** Open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the player opens or closes the clue (never while locked). @default undefined */
  onOpenChange?: (open: boolean) => void;
  /** The clue itself, shown when open: a debut year, or a `RankingList`. */
  children?: ReactNode;
  /** Symbol before the title, e.g. '🔒' (decorative, hidden from screen readers). @default undefined */
  icon?: ReactNode;
  /** Extra class on the root, for layout by the host. @default undefined */
  className?: string;
}

/** ClueTile's own props, the attributes of its root `<div>` and a `ref` to it. */
export type ClueTileProps = PrimitiveProps<'div', ClueTileOwnProps>;

/**
 * An extra clue that unlocks after some tries (disclosure pattern). The button stays focusable
 * while locked (`aria-disabled`) so keyboard and screen-reader users still hear the countdown;
 * `aria-expanded` tells whether the clue is shown. State: `data-state="locked|unlocked|open"`.
 */
export const ClueTile = forwardRef<HTMLDivElement, ClueTileProps>(function ClueTile(
  {
    title,
    locked = false,
    lockedText,
    unlockedText,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    children,
    icon,
    className,
    ...rest
  },
  ref,
) {
  const contentId = useId();
  const [openValue, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'ClueTile',
  });
  const open = !locked && openValue;
  const state: ClueTileState = locked ? 'locked' : open ? 'open' : 'unlocked';
  const status = locked ? lockedText : open ? null : unlockedText;

  return (
    <ClueRoot {...rest} ref={ref} className={className} data-state={state}>
      <ClueButton
        type="button"
        data-state={state}
        aria-expanded={open}
        aria-controls={contentId}
        aria-disabled={locked || undefined}
        onClick={() => {
          if (!locked) setOpen(!open);
        }}
      >
        <ClueTitle>
          {icon ? <span aria-hidden="true">{icon}</span> : null}
          {title}
        </ClueTitle>
        {status ? <ClueStatus>{status}</ClueStatus> : null}
      </ClueButton>
      <ClueContent id={contentId} hidden={!open}>
        {open ? children : null}
      </ClueContent>
    </ClueRoot>
  );
});

export interface RankingListItem {
  /** Position in the ranking (1 is the most popular). */
  rank: number;
  /** Performer name. */
  name: string;
}

interface RankingListOwnProps {
  /** Performers in ranking order. */
  items: readonly RankingListItem[];
  /** Name of the list for screen readers, e.g. 'Ranking'. */
  label: string;
  /** Height of the scrolling box in px (SPEC §9: 200). @default 200 */
  height?: number;
}

/** RankingList's own props, the attributes of its root `<div>` and a `ref` to it. */
export type RankingListProps = PrimitiveProps<'div', RankingListOwnProps>;

/** Longer lists render only the rows in view (fixed-height rows, names cut with an ellipsis). */
export const RANKING_VIRTUAL_THRESHOLD = 200;
/** Height of one row of a long (windowed) list, in px. */
export const RANKING_ROW_HEIGHT = RANKING_ROW_HEIGHT_PX;
/** Rows rendered above and below the visible ones, so fast scrolling shows no gap. */
const OVERSCAN = 10;

/**
 * The ranking clue: a scrollable list of rank and name, focusable so the keyboard can scroll it.
 * A long list (an operator's 10,000 performers) is windowed: only the rows in view and a few
 * around them are in the DOM, each with `aria-posinset`/`aria-setsize` so assistive technology
 * still hears the position in the whole list.
 */
export const RankingList = forwardRef<HTMLDivElement, RankingListProps>(function RankingList(
  { items, label, height = 200, ...rest },
  ref,
) {
  const [scrollTop, setScrollTop] = useState(0);
  const windowed = items.length > RANKING_VIRTUAL_THRESHOLD;
  const first = windowed ? Math.max(0, Math.floor(scrollTop / RANKING_ROW_HEIGHT) - OVERSCAN) : 0;
  const last = windowed
    ? Math.min(items.length, Math.ceil((scrollTop + height) / RANKING_ROW_HEIGHT) + OVERSCAN)
    : items.length;
  return (
    // A scrollable box must take focus for keyboard scrolling (WCAG 2.1.1, axe
    // scrollable-region-focusable); the region role gives that focus stop a name.
    <RankingScroller
      {...rest}
      ref={ref}
      role="region"
      aria-label={label}
      tabIndex={0}
      $height={height}
      data-windowed={windowed || undefined}
      onScroll={
        windowed
          ? composeHandlers(rest.onScroll, (event) => setScrollTop(event.currentTarget.scrollTop))
          : rest.onScroll
      }
    >
      <RankingItems
        $windowed={windowed}
        style={windowed ? { height: items.length * RANKING_ROW_HEIGHT } : undefined}
      >
        {items.slice(first, last).map((item, offset) => (
          <li
            key={`${item.rank}-${item.name}`}
            {...(windowed
              ? {
                  'aria-posinset': first + offset + 1,
                  'aria-setsize': items.length,
                  style: { top: (first + offset) * RANKING_ROW_HEIGHT },
                }
              : {})}
          >
            <RankNumber>{item.rank}</RankNumber>
            <RankName title={windowed ? item.name : undefined}>{item.name}</RankName>
          </li>
        ))}
      </RankingItems>
    </RankingScroller>
  );
});
