import { useEffect, useState } from 'react';
import type { GuessdleApi, ServerDate } from '@guessdle/api';
import { useSiteTranslation } from '../i18n/keys';
import styled from 'styled-components';
import { parseCompletion, statusKey } from '@guessdle/games/core';
import type { KeyValueStorage } from '@guessdle/games';
import { createServerClock } from '@guessdle/games/internal';

/** Longest single wait (long timers overflow or drift in sleep); then the check runs again. */
const MAX_WAIT_MS = 60 * 60 * 1000;
/** After the reset instant, so the server has moved on too; and between failed asks. */
const GRACE_MS = 1000;
const RETRY_MS = 30 * 1000;

/**
 * The server's date, moving on when the server's day ends: the reset instant is measured on the
 * server's clock (the device's, moved by the whole days it is off), so a device whose date is
 * wrong keeps the day the games show, and the date is asked again at the reset, on focus and when
 * the page shows again.
 */
export function useServerToday(api: GuessdleApi, initial: ServerDate | null): string | null {
  // The page's answer until the server gives a newer one.
  const [newer, setAnswer] = useState<ServerDate | null>(null);
  const answer = newer ?? initial;
  useEffect(() => {
    if (!answer) return;
    const clock = createServerClock();
    clock.sync(answer);
    let live = true;
    let handle: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      api.getServerDate().then(
        (next) => {
          if (!live) return;
          if (next.date !== answer.date || next.nextResetAt !== answer.nextResetAt) setAnswer(next);
          else arm(RETRY_MS);
        },
        () => live && arm(RETRY_MS),
      );
    };
    const check = () => {
      const left = Date.parse(answer.nextResetAt) - clock.now();
      if (Number.isNaN(left)) return;
      if (left <= 0) ask();
      else arm(Math.min(left + GRACE_MS, MAX_WAIT_MS));
    };
    function arm(ms: number) {
      clearTimeout(handle);
      handle = setTimeout(check, ms);
    }
    const onShow = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', onShow);
    return () => {
      live = false;
      clearTimeout(handle);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [api, answer]);
  return answer?.date ?? null;
}

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
