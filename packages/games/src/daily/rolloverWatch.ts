import { useCallback, useEffect } from 'react';
import type { StoreApi } from 'zustand';

/**
 * Re-checks the day when the page becomes visible again, regains focus or comes back online:
 * background tabs throttle or freeze timers, so the reset timer alone can fire late.
 */
export function useDayRolloverWatch(checkDay: () => unknown): void {
  useEffect(() => {
    if (typeof window === 'undefined' || typeof document === 'undefined') return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void checkDay();
    };
    const onFocus = () => void checkDay();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onFocus);
    window.addEventListener('online', onFocus);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('online', onFocus);
    };
  }, [checkDay]);
}

/** useDayRolloverWatch over a widget store: asks the store's `checkDay()`. */
export function useStoreDayRolloverWatch(store: StoreApi<{ checkDay(): unknown }>): void {
  const checkDay = useCallback(() => store.getState().checkDay(), [store]);
  useDayRolloverWatch(checkDay);
}
