import {
  resolveUrl,
  ROUTES,
  type GuessdleApi,
  type Language,
  type ServerDate,
} from '@guessdle/api';
import type { WidgetMessages } from '@guessdle/games';

/** What the site loads before its first render (SPEC §1: nothing shows until it has arrived). */
export interface BootData {
  /** The active language's texts from /messages/{lang}.json, for the widgets; none if it failed. */
  widgetMessages: Partial<Record<Language, WidgetMessages>> | undefined;
  /** Today's date on the server; null when it could not be read (the pages then show their fallback). */
  serverDate: ServerDate | null;
}

/** The boot answers the page already carries (the server's first screen): not asked again. */
export interface HeldBootData {
  messages?: WidgetMessages | undefined;
  serverDate?: ServerDate | undefined;
}

/** The boot answers among the page's first-screen answers (`held`, by URL) for `language`. */
export function heldBootData(
  held: (url: string) => unknown,
  baseUrl: string,
  language: Language,
): HeldBootData {
  return {
    messages: held(resolveUrl(baseUrl, ROUTES.messages.path.replace(':language', language))) as
      WidgetMessages | undefined,
    serverDate: held(resolveUrl(baseUrl, ROUTES.serverDate.path)) as ServerDate | undefined,
  };
}

/**
 * Loads the translations and the server date side by side, unless the page holds them already
 * (`held`). Neither failure stops the site: a non-OK translation response loads nothing and shows
 * no error (SPEC §7), and a missing server date is the games' own error view to show.
 */
export async function loadBootData(
  api: Pick<GuessdleApi, 'getMessages' | 'getServerDate'>,
  language: Language,
  held: HeldBootData = {},
): Promise<BootData> {
  const [messages, serverDate] = await Promise.all([
    held.messages ?? api.getMessages(language).catch(() => undefined),
    held.serverDate ?? api.getServerDate().catch(() => null),
  ]);
  return {
    widgetMessages: messages ? { [language]: messages } : undefined,
    serverDate,
  };
}
