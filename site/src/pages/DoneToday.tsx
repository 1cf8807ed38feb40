import { useEffect, useState } from 'react';
import { useSiteTranslation } from '../i18n/keys';
import styled from 'styled-components';
import { parseCompletion, statusKey } from '@guessdle/games/core';
import type { KeyValueStorage } from '@guessdle/games';

/** The mode keys (`gameModeKey`: `classic`, `classic-easy`, `crono` …) finished on `date`. */
export function finishedModes(
  storage: KeyValueStorage,
  date: string,
  modeKeys: readonly string[],
): ReadonlySet<string> {
  return new Set(
    modeKeys.filter((key) => parseCompletion(storage.getItem(statusKey(key, date))) !== null),
  );
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Which of `modeKeys` have today's completion record (`{mode}-{date}-status`). The server knows
 * no visitor's storage: the first render (the server's page, then hydration) shows none, the
 * stored records follow once hydrated, and a game finished in another tab shows up at once.
 */
export function useFinishedToday(
  storage: KeyValueStorage,
  date: string | null,
  modeKeys: readonly string[],
): ReadonlySet<string> {
  const [finished, setFinished] = useState<ReadonlySet<string>>(NONE);
  const keys = modeKeys.join(' ');
  useEffect(() => {
    if (!date) return;
    const list = keys.split(' ');
    const read = () => setFinished(finishedModes(storage, date, list));
    read();
    const suffix = `-${date}-status`;
    return storage.subscribe?.((change) => {
      if (change.key === null || change.key.endsWith(suffix)) read();
    });
  }, [storage, date, keys]);
  return finished;
}

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing / 2}px;
  width: fit-content;
  padding: 0 ${({ theme }) => theme.spacing}px;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** "✓ Done today": the symbol for the eye, the words for everyone (and screen readers). */
export function DoneTodayMark() {
  const { t } = useSiteTranslation();
  return (
    <Mark data-done-today="">
      <span aria-hidden="true">✓</span>
      {t('doneToday')}
    </Mark>
  );
}
