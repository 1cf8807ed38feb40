import { forwardRef, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Tooltip } from '../Tooltip';
import { HeaderCell, HeaderLabel, HeaderRow } from './ColumnHeader.styles';
import type { PrimitiveProps } from '../primitive';

export interface ColumnHeaderColumn {
  /** Stable key; the label is used when omitted. */
  key?: string;
  /** Visible column name, e.g. 'Hair color'. */
  label: string;
  /** What the column compares, shown in a tooltip on hover and focus. */
  tooltip: ReactNode;
}

interface ColumnHeaderOwnProps {
  /** Columns in display order (Model, Gender, Type, Birthplace, Ethnicity, Hair color, Rank). */
  columns: readonly ColumnHeaderColumn[];
  /** Width of every column in px (SPEC §9: 80); match the guess rows. @default 80 */
  columnWidth?: number;
  /** Extra class on the row, for layout by the host. @default undefined */
  className?: string;
}

/** ColumnHeader's own props, the attributes of its root `<div>` and a `ref` to it. */
export type ColumnHeaderProps = PrimitiveProps<'div', ColumnHeaderOwnProps>;

/** The keys that move between the column names, to the index they lead to. */
function nextIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return Math.min(count - 1, index + 1);
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The header row over the guesses: `role="row"` of `columnheader` cells, for use inside the
 * host's `role="table"`. The row is one Tab stop, not one per column (seven stops between the
 * search box and the page's next control): the arrow keys, Home and End move between the names,
 * each opening its tooltip, and the name last visited is where Tab comes back (roving tabindex).
 * Screen readers also hear each tooltip as its name's description.
 */
export const ColumnHeader = forwardRef<HTMLDivElement, ColumnHeaderProps>(function ColumnHeader(
  { columns, columnWidth = 80, className, ...rest },
  ref,
) {
  const [active, setActive] = useState(0);
  const labels = useRef<Array<HTMLElement | null>>([]);
  const current = Math.min(active, Math.max(0, columns.length - 1));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = labels.current.indexOf(event.target as HTMLElement);
    if (index === -1) return;
    const next = nextIndex(event.key, index, columns.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    labels.current[next]?.focus();
  };
  return (
    <HeaderRow {...rest} ref={ref} role="row" className={className} onKeyDown={onKeyDown}>
      {columns.map((column, index) => (
        <HeaderCell role="columnheader" key={column.key ?? column.label} $width={columnWidth}>
          <Tooltip content={column.tooltip}>
            <HeaderLabel
              ref={(node: HTMLElement | null) => {
                labels.current[index] = node;
              }}
              tabIndex={index === current ? 0 : -1}
              onFocus={() => setActive(index)}
            >
              {column.label}
            </HeaderLabel>
          </Tooltip>
        </HeaderCell>
      ))}
    </HeaderRow>
  );
});
