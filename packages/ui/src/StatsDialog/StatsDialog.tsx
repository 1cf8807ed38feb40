import { forwardRef, type ReactNode } from 'react';
import { Dialog, type DialogProps } from '../Dialog';
import { VisuallyHidden } from '../VisuallyHidden';
import * as S from './StatsDialog.styles';

/** One figure of the summary line: "12 / Played". */
export interface StatsSummaryItem {
  /** What the figure counts. */
  label: string;
  /** The figure, already formatted. */
  value: string;
}

/** One bar of a chart other than the player's own: "10+" / 12 players. */
export interface StatsBar {
  /** The row's heading (the number of guesses, e.g. "3" or "10+"). */
  label: string;
  count: number;
  /** Marked like today's bar of the player's chart. @default false */
  today?: boolean;
}

/** A second chart beside the player's: everyone's guesses today. */
export interface StatsEveryoneChart {
  /** The chart's caption: "Today's players". */
  caption: string;
  bars: readonly StatsBar[];
  /** The count column's heading, read by screen readers: "Players". */
  countHeader: string;
  /** Shown instead of the bars while no bar has a count (or they are loading). */
  emptyText: string;
}

export interface StatsDialogProps extends Omit<DialogProps, 'size' | 'children'> {
  /** Figures above the chart (played, win %, streaks). @default [] */
  summary?: readonly StatsSummaryItem[];
  /** The chart's caption: "Guess distribution". */
  distributionTitle: string;
  /** Wins per number of guesses; index 0 is one guess. @default [] */
  distribution?: readonly number[];
  /**
   * The player's chart as bars with their own labels (for example a last "10+" row, to match
   * everyone's); wins over `distribution` and `todayIndex`. @default undefined
   */
  distributionBars?: readonly StatsBar[];
  /** The index of today's bar, marked by an outline and `todayLabel`; null for none. @default null */
  todayIndex?: number | null;
  /** The word beside today's bar: "today". */
  todayLabel: string;
  /** The table's column headings, read by screen readers: "Guesses", "Wins". */
  guessesHeader: string;
  winsHeader: string;
  /** Shown instead of the chart when no day was won. @default undefined (the empty chart) */
  emptyText?: string;
  /** Everyone's chart, beside the player's (stacked on a narrow screen). @default undefined */
  everyone?: StatsEveryoneChart;
  /** More content under the chart (countdown, actions). @default undefined */
  children?: ReactNode;
}

/**
 * A player's statistics in a modal `Dialog` (focus kept inside, returned to the opener). The
 * distribution is a real table (caption, row and column headers) drawn as bars, so a screen
 * reader reads it cell by cell; today's bar carries a word as well as an outline.
 */
export const StatsDialog = forwardRef<HTMLDialogElement, StatsDialogProps>(function StatsDialog(
  {
    summary = [],
    distributionTitle,
    distribution = [],
    distributionBars,
    todayIndex = null,
    todayLabel,
    guessesHeader,
    winsHeader,
    emptyText,
    everyone,
    children,
    ...dialogProps
  },
  ref,
) {
  const ownBars =
    distributionBars ??
    distribution.map((count, index) => ({
      label: String(index + 1),
      count,
      today: index === todayIndex,
    }));
  const hasWins = ownBars.some((bar) => bar.count > 0);
  const own =
    !hasWins && emptyText ? (
      <S.Empty>{emptyText}</S.Empty>
    ) : (
      <BarTable
        caption={distributionTitle}
        labelHeader={guessesHeader}
        countHeader={winsHeader}
        todayLabel={todayLabel}
        bars={ownBars}
      />
    );
  return (
    <Dialog {...dialogProps} ref={ref} size={everyone === undefined ? 'md' : 'lg'}>
      {summary.length > 0 ? (
        <S.Summary>
          {summary.map((item) => (
            <S.SummaryItem key={item.label}>
              <S.SummaryValue>{item.value}</S.SummaryValue>
              <S.SummaryLabel>{item.label}</S.SummaryLabel>
            </S.SummaryItem>
          ))}
        </S.Summary>
      ) : null}
      {everyone ? (
        <S.Charts>
          <div>{own}</div>
          <div>
            {everyone.bars.some((bar) => bar.count > 0) ? (
              <BarTable
                caption={everyone.caption}
                labelHeader={guessesHeader}
                countHeader={everyone.countHeader}
                todayLabel={todayLabel}
                bars={everyone.bars}
              />
            ) : (
              <>
                <S.Caption as="p">{everyone.caption}</S.Caption>
                <S.Empty>{everyone.emptyText}</S.Empty>
              </>
            )}
          </div>
        </S.Charts>
      ) : (
        own
      )}
      {children ? <S.Footer>{children}</S.Footer> : null}
    </Dialog>
  );
});

/**
 * One chart as a real table (caption, row and column headers) drawn as bars, so a screen reader
 * reads it cell by cell; the marked bar carries a word as well as an outline.
 */
function BarTable({
  caption,
  labelHeader,
  countHeader,
  todayLabel,
  bars,
}: {
  caption: string;
  labelHeader: string;
  countHeader: string;
  todayLabel: string;
  bars: readonly StatsBar[];
}) {
  const largest = Math.max(1, ...bars.map((bar) => bar.count));
  return (
    <S.Table>
      <S.Caption>{caption}</S.Caption>
      <thead>
        <tr>
          <th scope="col">
            <VisuallyHidden>{labelHeader}</VisuallyHidden>
          </th>
          <th scope="col">
            <VisuallyHidden>{countHeader}</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => {
          const today = bar.today === true;
          return (
            <tr key={bar.label} data-today={today ? '' : undefined}>
              <S.RowHeader scope="row">{bar.label}</S.RowHeader>
              <S.BarCell>
                <S.Bar
                  $percent={Math.round((bar.count / largest) * 100)}
                  data-today={today ? '' : undefined}
                  data-empty={bar.count === 0 ? '' : undefined}
                >
                  {bar.count}
                </S.Bar>
                {today ? (
                  <S.TodayMark>
                    <span aria-hidden="true">← </span>
                    {todayLabel}
                  </S.TodayMark>
                ) : null}
              </S.BarCell>
            </tr>
          );
        })}
      </tbody>
    </S.Table>
  );
}
