import { buildShareText, type ShareMessageParts } from '../core';

// Apart from the view models: only a won game's share box needs it, and that box loads on demand.

/** What a share text needs besides the grid: the game's name, the page address, the message line. */
export interface ShareTextSettings {
  game: string;
  url: string;
  format?: (parts: ShareMessageParts) => string;
}

/** The clipboard text of a won daily game (SPEC §7): one grid row per guess, oldest first. */
export function dailyShareText(
  gamemode: string,
  shareRows: readonly string[],
  settings: ShareTextSettings,
): string {
  return buildShareText({
    game: settings.game,
    gamemode,
    guessCount: shareRows.length,
    rows: shareRows,
    url: settings.url,
    ...(settings.format ? { format: settings.format } : {}),
  });
}
