/**
 * How a copy ended:
 * - `'clipboard-api'`: `navigator.clipboard.writeText` resolved;
 * - `'exec-command'`: the legacy `document.execCommand('copy')` on a hidden textarea worked
 *   (plain HTTP pages and in-app browsers, where the Clipboard API is missing or refused);
 * - `'manual'`: nothing worked; the caller should show the text selected so the user copies it.
 */
export type CopyStatus = 'clipboard-api' | 'exec-command' | 'manual';

/** What `copyText` touches, injectable so each stage can be tested failing. */
export interface CopyEnvironment {
  /** The async Clipboard API, if any. @default navigator.clipboard */
  clipboard?: Pick<Clipboard, 'writeText'> | undefined;
  /** The document used for the textarea fallback. @default document */
  document?: Document | undefined;
}

function defaultEnvironment(): CopyEnvironment {
  return {
    clipboard: typeof navigator !== 'undefined' ? navigator.clipboard : undefined,
    document: typeof document !== 'undefined' ? document : undefined,
  };
}

async function tryClipboardApi(
  text: string,
  clipboard: CopyEnvironment['clipboard'],
): Promise<boolean> {
  if (!clipboard || typeof clipboard.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    // Refused (no permission, insecure context, in-app browser): fall through to the next stage.
    return false;
  }
}

function tryExecCommand(text: string, doc: Document | undefined): boolean {
  if (!doc?.body || typeof doc.execCommand !== 'function') return false;
  const previousFocus = doc.activeElement as HTMLElement | null;
  const textarea = doc.createElement('textarea');
  textarea.value = text;
  // readOnly keeps the iOS keyboard closed; off-screen and fixed so the page does not scroll.
  textarea.readOnly = true;
  textarea.setAttribute('aria-hidden', 'true');
  textarea.style.position = 'fixed';
  textarea.style.top = '0';
  textarea.style.left = '-9999px';
  textarea.style.opacity = '0';
  doc.body.appendChild(textarea);
  try {
    textarea.focus();
    textarea.select();
    // iOS Safari ignores select() on read-only fields.
    textarea.setSelectionRange(0, text.length);
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    previousFocus?.focus?.();
  }
}

/**
 * Copies `text` with the best mechanism the browser allows: the Clipboard API, then a hidden
 * textarea with `execCommand('copy')`. Never throws; resolves to what worked, or `'manual'`.
 */
export async function copyText(
  text: string,
  environment: CopyEnvironment = defaultEnvironment(),
): Promise<CopyStatus> {
  if (await tryClipboardApi(text, environment.clipboard)) return 'clipboard-api';
  if (tryExecCommand(text, environment.document)) return 'exec-command';
  return 'manual';
}
