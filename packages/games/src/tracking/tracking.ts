import { DAILY_MODES, type DailyMode, type GuessdleApi } from '@guessdle/api';
import { DEVICE_ID_KEY, SESSION_ID_KEY, getOrCreateId } from '../storage/identity';
import type { KeyValueStorage } from '../storage/storage';

/** An attribute value of a tracking event. */
export type EventAttrValue = string | number | boolean | null;

/** A SPEC §7 tracking event as the widget emits it. */
export interface GameEvent {
  /** One of {@link GAME_EVENTS}' values, e.g. 'clue click' or 'classic success'. */
  eventName: string;
  attrs: Record<string, EventAttrValue>;
}

/** Receives every tracking event of a widget; replaces the API fallback when given. */
export type GameEventHandler = (event: GameEvent) => void;

/**
 * The event names the daily widgets emit. SPEC §7 names the image and channel events and
 * 'copy clicked' / 'clue click'; for Classic, which the spec leaves unnamed, the same pattern is
 * used ('classic guessed' / 'classic failed' / 'classic success').
 */
export const GAME_EVENTS: {
  guessed: Record<DailyMode, string>;
  failed: Record<DailyMode, string>;
  success: Record<DailyMode, string>;
  copyClicked: 'copy clicked';
  clueClick: 'clue click';
} = {
  guessed: eventsOf('guessed'),
  failed: eventsOf('failed'),
  success: eventsOf('success'),
  copyClicked: 'copy clicked',
  clueClick: 'clue click',
};

/**
 * One event per daily mode of the registration, named after the mode less its `-guess`:
 * 'image guessed', 'channel failed', 'classic success'.
 */
function eventsOf(what: 'guessed' | 'failed' | 'success'): Record<DailyMode, string> {
  return Object.fromEntries(
    DAILY_MODES.map((mode) => [mode, `${mode.replace(/-guess$/, '')} ${what}`]),
  ) as Record<DailyMode, string>;
}

export type TrackFn = (eventName: string, attrs?: Record<string, EventAttrValue>) => void;

/** A store's tracking when its host asks for none: the actions call `track` unconditionally. */
export const noTracking: TrackFn = () => undefined;

export interface TrackerOptions {
  /** The host's handler; when absent events go to `api.track`. */
  onEvent?: GameEventHandler;
  api: GuessdleApi;
  /** Keeps the device id. */
  storage: KeyValueStorage;
  /** Keeps the session id (per tab); defaults to `storage`. */
  sessionStorage?: KeyValueStorage;
}

/**
 * A `track(eventName, attrs)` function. With `onEvent` the host receives each event; without it,
 * the API's tracking call is the fallback (with `device_id` from storage and `session_id` from
 * session storage, created lazily). Tracking never breaks the game: handler errors and failed
 * calls are swallowed.
 */
export function createTracker({ onEvent, api, storage, sessionStorage }: TrackerOptions): TrackFn {
  let extra: { device_id: string; session_id: string } | null = null;
  return (eventName, attrs = {}) => {
    try {
      if (onEvent) {
        onEvent({ eventName, attrs });
        return;
      }
      extra ??= {
        device_id: getOrCreateId(storage, DEVICE_ID_KEY),
        session_id: getOrCreateId(sessionStorage ?? storage, SESSION_ID_KEY),
      };
      void api.track({ eventName, attrs, extra }).catch(() => undefined);
    } catch {
      // A throwing host handler or API adapter must not stop a guess.
    }
  };
}
