import { forwardRef, useId } from 'react';
import { feedbackSymbols } from '../CompareTile/feedback';
import type { FeedbackState } from '../CompareTile/types';
import { LegendItem, LegendItems, LegendRoot, LegendTitle, Swatch } from './Legend.styles';
import type { PrimitiveProps } from '../primitive';

export type LegendLabels = Record<FeedbackState, string>;

const defaultLabels: LegendLabels = {
  correct: 'Correct',
  partial: 'Partial',
  incorrect: 'Incorrect',
  higher: 'Higher',
  lower: 'Lower',
};

const order: readonly FeedbackState[] = ['correct', 'partial', 'incorrect', 'higher', 'lower'];

interface LegendOwnProps {
  /** Title over the samples. @default 'Legend' */
  title?: string;
  /** Words under each sample, translated by the host; missing keys keep the English default. @default { correct: 'Correct', partial: 'Partial', incorrect: 'Incorrect', higher: 'Higher', lower: 'Lower' } */
  labels?: Partial<LegendLabels>;
  /** Extra class on the root, for layout by the host. @default undefined */
  className?: string;
}

/** Legend's own props, the attributes of its root `<div>` and a `ref` to it. */
export type LegendProps = PrimitiveProps<'div', LegendOwnProps>;

/**
 * Explains the tile colours: one sample per outcome, drawn exactly like a CompareTile (same
 * colours, symbols and patterns in every theme), each named in words.
 */
export const Legend = forwardRef<HTMLDivElement, LegendProps>(function Legend(
  { title = 'Legend', labels, className, ...rest },
  ref,
) {
  const titleId = useId();
  const words = { ...defaultLabels, ...labels };
  return (
    <LegendRoot {...rest} ref={ref} className={className}>
      <LegendTitle id={titleId}>{title}</LegendTitle>
      <LegendItems aria-labelledby={titleId}>
        {order.map((state) => (
          <LegendItem key={state} data-state={state}>
            <Swatch aria-hidden="true" $state={state}>
              {feedbackSymbols[state]}
            </Swatch>
            {words[state]}
          </LegendItem>
        ))}
      </LegendItems>
    </LegendRoot>
  );
});
