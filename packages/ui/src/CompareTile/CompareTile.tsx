import { forwardRef, useRef, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { TileRoot, TileSymbol, TileValue } from './CompareTile.styles';
import { hasLongWord } from './longWords';
import { useFitLevel } from './fitText';
import { defaultStateLabels, feedbackSymbols } from './feedback';
import type { FeedbackState } from './types';
import type { PrimitiveProps } from '../primitive';

interface CompareTileOwnProps {
  /** Outcome of the comparison; also exposed as `data-state`. */
  state: FeedbackState;
  /** The guessed value, already formatted by the host (e.g. '12', 'Blonde, Red'). */
  value: ReactNode;
  /** Field name for screen readers, e.g. 'Rank' → "Rank: 12, higher". @default undefined */
  label?: string;
  /** The outcome in words, translated by the host. @default English word for `state` */
  stateLabel?: string;
  /** Side of the square tile in px (SPEC §9: 80). @default 80 */
  size?: number;
  /** Extra class on the root, for layout by the host. @default undefined */
  className?: string;
}

/** CompareTile's own props, the attributes of its root `<div>` and a `ref` to it. */
export type CompareTileProps = PrimitiveProps<'div', CompareTileOwnProps>;

/**
 * One compared field of a guess. Colour, a symbol (in every theme), texture (when
 * `theme.patterns`) and, in forced-colours mode, a border style carry the outcome, and screen readers hear it in words:
 * "Rank: 12, higher".
 */
export const CompareTile = forwardRef<HTMLDivElement, CompareTileProps>(function CompareTile(
  { state, value, label, stateLabel = defaultStateLabels[state], size = 80, className, ...rest },
  ref,
) {
  const valueRef = useRef<HTMLSpanElement>(null);
  const fit = useFitLevel(valueRef, hasLongWord(value, size) ? 1 : 0, value);
  return (
    <TileRoot
      {...rest}
      ref={ref}
      className={className}
      data-state={state}
      data-fit={fit}
      $state={state}
      $size={size}
      $fit={fit}
    >
      {/* One phrase for screen readers: the visible parts are boxes of their own, and a reader
          joined them with stray spaces ("Gender: Male , Correct"). */}
      <VisuallyHidden>
        {label ? `${label}: ` : null}
        {value}
        {`, ${stateLabel}`}
      </VisuallyHidden>
      <TileSymbol aria-hidden="true" data-symbol>
        {feedbackSymbols[state]}
      </TileSymbol>
      <TileValue ref={valueRef} aria-hidden="true">
        {value}
      </TileValue>
    </TileRoot>
  );
});
