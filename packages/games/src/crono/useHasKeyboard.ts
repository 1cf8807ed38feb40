import { useEffect, useState } from 'react';

/** A mouse, trackpad or pen: such a device usually has a keyboard too; a touch-only phone not. */
const FINE_POINTER = '(any-pointer: fine), (hover: hover)';

function finePointer(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(FINE_POINTER).matches
    : false;
}

/**
 * Whether the player seems to have a keyboard: a fine pointer, or any key pressed since. A tip
 * about keys is noise on a touch-only phone, and a tablet with a keyboard shows it at its first key.
 */
export function useHasKeyboard(): boolean {
  const [keyboard, setKeyboard] = useState(finePointer);
  useEffect(() => {
    if (keyboard || typeof document === 'undefined') return;
    const onKey = () => setKeyboard(true);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [keyboard]);
  return keyboard;
}
