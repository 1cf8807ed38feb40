/*
 * What every way of embedding a game shares: the options a host writes, the check that they can
 * show a game, and how the host hears about it (console and DOM events). Apart from loader.ts so
 * the frame (frame.ts) can use them without importing the loader back.
 */

import { GAME_MODES, type GameMode } from '@guessdle/api/modes';

export type EmbedMode = GameMode;

export interface EmbedOptions {
  mode: EmbedMode;
  /** The API key the server issued for this site (its allowed origins decide where it frames). */
  key: string;
  /** en, es, fr, pl, it or pt; the visitor's browser language when omitted. */
  lang?: string;
  /** dark, light or high-contrast. @default 'dark' */
  theme?: string;
  /** Classic only: easy, medium or hard. */
  difficulty?: string;
  /** Crono only: a game id; today's daily game when omitted. */
  game?: string;
  /**
   * The address the share text links to; `{date}` in it becomes the puzzle's day.
   * @default the main site's page of that day (`/{mode}/archive/{date}`)
   */
  shareUrl?: string;
  /** The Guessdle server. @default the origin this script was loaded from */
  server?: string;
  /** 'iframe', or 'inline' for the game in a shadow root of the element. @default 'iframe' */
  render?: string;
}

export interface EmbedHandle {
  update(options: Partial<EmbedOptions>): void;
  destroy(): void;
}

const MODES: readonly string[] = GAME_MODES;

export function warn(message: string): void {
  console.error(`Guessdle: ${message}`);
}

/** Why these options cannot show a game (said in the console), or null when they can. */
export function problemWith(options: Partial<EmbedOptions>): string | null {
  if (!options.key) {
    return 'no API key: add the key the Guessdle server issued for this site (data-key="…").';
  }
  if (!options.mode || !MODES.includes(options.mode)) {
    return `unknown mode "${options.mode}": use ${MODES.join(', ')}.`;
  }
  return null;
}

/** Dispatches the host's `guessdle:*` DOM events on the element, seen through shadow roots. */
export function emitter(element: Element) {
  return (type: string, detail: unknown) =>
    element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
