import { forwardRef, type ReactNode } from 'react';
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

/**
 * The header row over the guesses: `role="row"` of `columnheader` cells, for use inside the
 * host's `role="table"`. Each name takes focus so keyboard users can open its tooltip.
 */
export const ColumnHeader = forwardRef<HTMLDivElement, ColumnHeaderProps>(function ColumnHeader(
  { columns, columnWidth = 80, className, ...rest },
  ref,
) {
  return (
    <HeaderRow {...rest} ref={ref} role="row" className={className}>
      {columns.map((column) => (
        <HeaderCell role="columnheader" key={column.key ?? column.label} $width={columnWidth}>
          <Tooltip content={column.tooltip}>
            <HeaderLabel tabIndex={0}>{column.label}</HeaderLabel>
          </Tooltip>
        </HeaderCell>
      ))}
    </HeaderRow>
  );
});
