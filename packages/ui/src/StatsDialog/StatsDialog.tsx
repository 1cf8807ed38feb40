import {
  useEffect,
  useId,
  useRef,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type Ref,
} from 'react';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import * as S from './StatsDialog.styles';

/** One figure of the summary line: "12 / Played". */
export interface StatsSummaryItem {
  /** What the figure counts. */
  label: string;
  /** The figure, already formatted. */
  value: string;
}

export interface StatsDialogProps extends Omit<
  ComponentPropsWithoutRef<'dialog'>,
  'open' | 'title' | 'children' | 'onClose'
> {
  /** Whether the dialog is shown (modal). @default false */
  open?: boolean;
  /** Asked for by the close button and Escape; the host sets `open` to false. */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  /** The close button's label. */
  closeLabel: string;
  /** Figures above the chart (played, win %, streaks). @default [] */
  summary?: readonly StatsSummaryItem[];
  /** The chart's caption: "Guess distribution". */
  distributionTitle: string;
  /** Wins per number of guesses; index 0 is one guess. @default [] */
  distribution?: readonly number[];
  /** The index of today's bar, marked by an outline and `todayLabel`; null for none. @default null */
  todayIndex?: number | null;
  /** The word beside today's bar: "today". */
  todayLabel: string;
  /** The table's column headings, read by screen readers: "Guesses", "Wins". */
  guessesHeader: string;
  winsHeader: string;
  /** Shown instead of the chart when no day was won. @default undefined (the empty chart) */
  emptyText?: string;
  /** More content under the chart (countdown, actions). @default undefined */
  children?: ReactNode;
  /** Forwarded to the `<dialog>`. @default undefined */
  ref?: Ref<HTMLDialogElement>;
}

/**
 * A player's statistics in a modal `<dialog>`: the browser keeps focus inside and makes the page
 * behind inert; focus goes back to the element that had it when the dialog opened. The
 * distribution is a real table (caption, row and column headers) drawn as bars, so a screen
 * reader reads it cell by cell; today's bar carries a word as well as an outline.
 */
export function StatsDialog({
  open = false,
  onClose,
  title,
  closeLabel,
  summary = [],
  distributionTitle,
  distribution = [],
  todayIndex = null,
  todayLabel,
  guessesHeader,
  winsHeader,
  emptyText,
  children,
  ref,
  ...rest
}: StatsDialogProps) {
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = dialog.ownerDocument.activeElement as HTMLElement | null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // showModal() focuses the first control; a browser without it gets the same.
    if (!dialog.contains(dialog.ownerDocument.activeElement))
      dialog.querySelector('button')?.focus();
    // Escape fires `cancel`: the host decides (it closes by setting `open` to false).
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open]);

  const setRef = (node: HTMLDialogElement | null) => {
    dialogRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const largest = Math.max(1, ...distribution);
  const hasWins = distribution.some((count) => count > 0);
  return (
    <S.Dialog
      {...rest}
      ref={setRef}
      aria-labelledby={titleId}
      data-state={open ? 'open' : 'closed'}
      onKeyDown={(event) => {
        rest.onKeyDown?.(event);
        // Escape closes through the host, also where the browser has no modal dialog; the
        // browser's own `cancel` (for example a phone's back gesture) does too (above).
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      {open ? (
        <>
          <S.Header>
            <S.Title id={titleId}>{title}</S.Title>
            <Button variant="secondary" onClick={onClose}>
              {closeLabel}
            </Button>
          </S.Header>
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
          {!hasWins && emptyText ? (
            <S.Empty>{emptyText}</S.Empty>
          ) : (
            <S.Table>
              <S.Caption>{distributionTitle}</S.Caption>
              <thead>
                <tr>
                  <th scope="col">
                    <VisuallyHidden>{guessesHeader}</VisuallyHidden>
                  </th>
                  <th scope="col">
                    <VisuallyHidden>{winsHeader}</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {distribution.map((count, index) => {
                  const today = index === todayIndex;
                  return (
                    <tr key={index} data-today={today ? '' : undefined}>
                      <S.RowHeader scope="row">{index + 1}</S.RowHeader>
                      <S.BarCell>
                        <S.Bar
                          $percent={Math.round((count / largest) * 100)}
                          data-today={today ? '' : undefined}
                        >
                          {count}
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
          )}
          {children ? <S.Footer>{children}</S.Footer> : null}
        </>
      ) : null}
    </S.Dialog>
  );
}
