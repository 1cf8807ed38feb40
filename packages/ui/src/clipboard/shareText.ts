/**
 * How a Web Share attempt ended:
 * - `'shared'`: the system share sheet took the text;
 * - `'cancelled'`: the player closed the sheet (`AbortError`), not an error;
 * - `'failed'`: the browser refused (no user activation, policy, in-app browser quirks): the
 *   caller falls back to copying.
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'failed';

/** What `shareText` touches, injectable so stories and tests can play each outcome. */
export interface ShareEnvironment {
  /** `navigator.share`, if any. @default navigator.share */
  share?: ((data: ShareData) => Promise<void>) | undefined;
  /** `navigator.canShare`, if any (older Safari has share without it). @default navigator.canShare */
  canShare?: ((data?: ShareData) => boolean) | undefined;
}

function defaultEnvironment(): ShareEnvironment {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return {};
  return {
    share: (data) => navigator.share(data),
    ...(typeof navigator.canShare === 'function'
      ? { canShare: (data?: ShareData) => navigator.canShare(data) }
      : {}),
  };
}

/**
 * Whether the Web Share API can share `text` here: phones (iOS Safari, Android Chrome, most
 * in-app browsers) and some desktops. Where it cannot, the caller offers the copy chain only.
 */
export function canShareText(text: string, environment = defaultEnvironment()): boolean {
  if (typeof environment.share !== 'function') return false;
  try {
    return environment.canShare ? environment.canShare({ text }) : true;
  } catch {
    return false;
  }
}

/** Opens the system share sheet with `text`. Never throws. */
export async function shareText(
  text: string,
  environment = defaultEnvironment(),
): Promise<ShareOutcome> {
  if (!canShareText(text, environment) || !environment.share) return 'failed';
  try {
    await environment.share({ text });
    return 'shared';
  } catch (error) {
    // A DOMException; not an `Error` instance in every engine, so read its name.
    const name =
      typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : '';
    return name === 'AbortError' ? 'cancelled' : 'failed';
  }
}
