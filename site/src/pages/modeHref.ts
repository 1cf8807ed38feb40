import { useCallback } from 'react';
import type { ModeHref } from '@guessdle/games';
import { useSite } from '../site';
import { dailyPath, pathTo } from '../paths';

/**
 * The win boxes' next-mode link. Crono's is today's daily game, /crono/{server date}; until the
 * date is known the win box offers no Crono link rather than a wrong one.
 */
export function useModeHref(): ModeHref {
  const date = useSite().serverDate?.date ?? null;
  return useCallback<ModeHref>(
    (mode) =>
      mode === 'crono' ? (date ? pathTo('cronoGame', { id: date }) : null) : dailyPath(mode),
    [date],
  );
}
