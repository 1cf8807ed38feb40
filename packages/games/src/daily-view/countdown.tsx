import { useEffect, useState } from 'react';
import { useWidgetTranslation } from '../i18n/keys';
import { Button } from '@guessdle/ui';
import { msUntil } from '../core';

/** `ms` as `H:MM:SS` (hours unpadded: the next puzzle is at most a day away). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/**
 * Milliseconds until the server's next reset, ticking every second; null when unknown. The
 * instant is the server's (`nextResetAt`), measured on the widget's injected clock, so a device
 * whose clock is off counts to the server's reset, not its own midnight.
 */
export function useCountdown(nextResetAt: string | null, now: () => number): number | null {
  // The time left is read from the clock at each render; the interval only asks for one.
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!nextResetAt) return;
    const handle = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(handle);
  }, [nextResetAt]);
  return nextResetAt ? msUntil(nextResetAt, now()) : null;
}

/** "Next puzzle in 4:12:09", then, at zero, the new puzzle on offer. */
export function NextPuzzle({
  left,
  onPlayNew,
}: {
  left: number | null;
  onPlayNew?: (() => void) | undefined;
}) {
  const { t } = useWidgetTranslation();
  if (left === null) return null;
  if (left > 0) {
    return (
      <p data-testid="next-puzzle">
        {t('common.stats.nextPuzzle')} <time>{formatCountdown(left)}</time>
      </p>
    );
  }
  return (
    <>
      <p role="status">{t('common.stats.newPuzzleReady')}</p>
      {onPlayNew ? <Button onClick={onPlayNew}>{t('common.stats.playNew')}</Button> : null}
    </>
  );
}
