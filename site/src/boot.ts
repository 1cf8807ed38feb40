import type { GuessdleApi, Language, ServerDate } from '@guessdle/api';
import type { WidgetMessages } from '@guessdle/games';

/** What the site loads before its first render (SPEC §1: nothing shows until it has arrived). */
export interface BootData {
  /** The active language's texts from /messages/{lang}.json, for the widgets; none if it failed. */
  widgetMessages: Partial<Record<Language, WidgetMessages>> | undefined;
  /** Today's date on the server; null when it could not be read (the pages then show their fallback). */
  serverDate: ServerDate | null;
}

/**
 * Loads the translations and the server date side by side. Neither failure stops the site:
 * a non-OK translation response loads nothing and shows no error (SPEC §7), and a missing server
 * date is the games' own error view to show.
 */
export async function loadBootData(
  api: Pick<GuessdleApi, 'getMessages' | 'getServerDate'>,
  language: Language,
): Promise<BootData> {
  const [messages, serverDate] = await Promise.all([
    api.getMessages(language).catch(() => undefined),
    api.getServerDate().catch(() => null),
  ]);
  return {
    widgetMessages: messages ? { [language]: messages } : undefined,
    serverDate,
  };
}
