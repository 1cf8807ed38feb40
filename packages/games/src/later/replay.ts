import { useEffect, useRef } from 'react';

/**
 * The press that made the page reload, pressed again once it has reloaded (issue 56): after a
 * deploy, a tap on Statistics found its dialog's code gone, the page reloaded into the new build
 * (recovery.ts), and the dialog never opened: the tap was lost.
 *
 * A control that may need its code first names itself with `data-replay="{key}"` and calls
 * `useReplayedPress(key, press)`. The page notes the last such press (`watchPresses`, installed
 * with the reload recovery); just before a reload the recovery keeps it in the tab's session
 * storage if it is recent (`keepPressForReplay`): the reload is its consequence. After the
 * reload, the control with that key presses itself once.
 */

/** Session-storage key of the press to replay after the reload. */
export const REPLAY_KEY = 'guessdle:replay-press';
/** A press older than this did not cause the reload (a code load takes far less). */
export const PRESS_FRESH_MS = 30_000;

let lastPress: { key: string; at: number } | null = null;

/** Notes each press of a control with a `data-replay` key; returns a function that stops. */
export function watchPresses(doc: Document, now: () => number = Date.now): () => void {
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const key = target?.closest('[data-replay]')?.getAttribute('data-replay');
    if (key) lastPress = { key, at: now() };
  };
  doc.addEventListener('click', onClick, true);
  return () => {
    doc.removeEventListener('click', onClick, true);
    lastPress = null;
  };
}

/** Keeps the last press for after the reload, if it is recent; storage that refuses is no matter. */
export function keepPressForReplay(
  session: Pick<Storage, 'setItem'> | null,
  now: number = Date.now(),
): void {
  if (!session || !lastPress || now - lastPress.at > PRESS_FRESH_MS) return;
  try {
    session.setItem(REPLAY_KEY, lastPress.key);
  } catch {
    // A full or blocked storage: the press is lost, as it was before.
  }
}

/** Whether the reload came from a press of `key`: true once, then forgotten. */
export function takeReplayedPress(
  key: string,
  session: Pick<Storage, 'getItem' | 'removeItem'> | null = sessionOrNull(),
): boolean {
  try {
    if (!session || session.getItem(REPLAY_KEY) !== key) return false;
    session.removeItem(REPLAY_KEY);
    return true;
  } catch {
    return false;
  }
}

function sessionOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Presses the control of `key` once after it mounts, when the page reloaded for that press. */
export function useReplayedPress(key: string | undefined, press: () => void): void {
  const latest = useRef(press);
  latest.current = press;
  useEffect(() => {
    if (key && takeReplayedPress(key)) latest.current();
  }, [key]);
}
