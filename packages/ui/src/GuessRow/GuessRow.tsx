import { forwardRef, useEffect, type ReactNode } from 'react';
import { useEffectEvent } from '../compat';
import { CompareTile, hasLongWord, type FeedbackState } from '../CompareTile';
import { FlipCard } from '../FlipCard';
import { showFallbackPicture } from '../picture';
import { Cell, Picture, PictureName, Row } from './GuessRow.styles';
import type { PrimitiveProps } from '../primitive';

export interface GuessRowTile {
  /** Stable key; the label is used when omitted. */
  key?: string;
  /** Field name for screen readers, e.g. 'Rank'. */
  label: string;
  /** Outcome of the comparison. */
  state: FeedbackState;
  /** The guessed value, formatted by the host. */
  value: ReactNode;
  /** The outcome in words, translated by the host. @default English word for `state` */
  stateLabel?: string;
}

interface GuessRowOwnProps {
  /** Name of the guessed performer, shown over the picture. */
  name: string;
  /** Picture of the guessed performer. */
  photoUrl: string;
  /** Compared fields, in the column order of the header. */
  tiles: readonly GuessRowTile[];
  /** True for a guess just typed (tiles flip one after another); false for restored rows. @default true */
  animated?: boolean;
  /** Called once every tile shows its result: after the last flip, or at once when static. @default undefined */
  onRevealEnd?: () => void;
  /** Width of every column and side of every tile in px (SPEC §9: 80). @default 80 */
  columnWidth?: number;
  /** Extra class on the row, for layout by the host. @default undefined */
  className?: string;
}

/** GuessRow's own props, the attributes of its root `<div>` and a `ref` to it. */
export type GuessRowProps = PrimitiveProps<'div', GuessRowOwnProps>;

/**
 * One guess: the picture (a `rowheader`) then one flip card per compared field (`cell`s), for use
 * inside the host's `role="table"` under a `ColumnHeader`. Screen readers hear
 * "Ada Lovelace, Gender: Female, correct, …".
 */
export const GuessRow = forwardRef<HTMLDivElement, GuessRowProps>(function GuessRow(
  { name, photoUrl, tiles, animated = true, onRevealEnd, columnWidth = 80, className, ...rest },
  ref,
) {
  const reportRevealEnd = useEffectEvent(() => onRevealEnd?.());
  const empty = tiles.length === 0;
  useEffect(() => {
    if (empty) reportRevealEnd();
  }, [empty]);

  return (
    <Row
      {...rest}
      ref={ref}
      role="row"
      className={className}
      data-animated={animated ? '' : undefined}
    >
      <Cell role="rowheader" $width={columnWidth}>
        <Picture $size={columnWidth}>
          <img src={photoUrl} alt="" onError={showFallbackPicture} />
          <PictureName $dense={hasLongWord(name, columnWidth)}>{name}</PictureName>
        </Picture>
      </Cell>
      {tiles.map((tile, index) => (
        <Cell role="cell" key={tile.key ?? tile.label} $width={columnWidth}>
          <FlipCard
            flipped
            animate={animated}
            index={index}
            size={columnWidth}
            // Every card lasts as long, so the last one to start is the last one to end.
            onFlipEnd={index === tiles.length - 1 ? () => onRevealEnd?.() : undefined}
            back={
              <CompareTile
                state={tile.state}
                label={tile.label}
                value={tile.value}
                stateLabel={tile.stateLabel}
                size={columnWidth}
              />
            }
          />
        </Cell>
      ))}
    </Row>
  );
});
