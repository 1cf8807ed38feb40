import { useWidgetTranslation } from '../i18n/keys';
import { useStore, type StoreApi } from 'zustand';
import { betterThanPercent, PERCENTILE_MIN_FINISHERS } from '../core/everyone';
import type { DailyExtrasState } from './viewModel';
import { styled } from 'styled-components';

/** The win extras' line about everyone: a row of its own above the countdown. */
const Line = styled.p`
  flex-basis: 100%;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/**
 * "Better than N% of today's players" (core/everyone.ts defines N: the share of today's finishers
 * who needed strictly more tries), once PERCENTILE_MIN_FINISHERS finished; below that, a line
 * saying the comparison comes later. Nothing until the server's distribution is known.
 */
export function EveryoneLine({ store }: { store: StoreApi<DailyExtrasState> }) {
  const { t } = useWidgetTranslation();
  const everyone = useStore(store, (s) => s.everyone);
  const tries = useStore(store, (s) => s.guesses.length);
  if (everyone === null) return null;
  const percent = betterThanPercent(everyone, tries);
  return (
    <Line data-testid="everyone">
      {percent === null
        ? t('common.everyone.notYet', { min: PERCENTILE_MIN_FINISHERS })
        : t('common.everyone.betterThan', { percent })}
    </Line>
  );
}
