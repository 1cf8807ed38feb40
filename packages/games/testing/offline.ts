/**
 * A story's `beforeEach` for a browser that says it is offline: `navigator.onLine` reads false
 * while the story shows (the requests' failures come from the story's msw handlers), and reads the
 * browser's own value again after it. The views read `navigator.onLine` to tell "offline" from "the
 * server failed"; a story cannot take the test browser itself offline.
 */
export function offlineWhileShown(): () => void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  return () => void Reflect.deleteProperty(navigator, 'onLine');
}
