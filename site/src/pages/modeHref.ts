import { useCallback } from 'react';
import type { DailyMode } from '@guessdle/api';
import type { ModeHref } from '@guessdle/games';
import { useSite } from '../site';

/**
 * The win boxes' next-mode link. Crono's is today's daily game, /crono/{server date}; until the
 * date is known the win box offers no Crono link rather than a wrong one.
 */
export function useModeHref(): ModeHref {
  const date = useSite().serverDate?.date ?? null;
  return useCallback<ModeHref>(
    (mode) => (mode === 'crono' ? (date ? `/crono/${date}` : null) : `/${mode}`),
    [date],
  );
}

/**
 * The share text's address of a mode's game: the day's own page (the widget fills in `{date}`),
 * whose link preview shows that day's card, however late the link is opened.
 */
export function dayShareUrl(mode: DailyMode): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}/${mode}/archive/{date}`;
}
