import type { ComponentType } from 'react';
import type { DailyWidgetProps, ModeHref } from '@guessdle/games';
import type { EmbedSettings } from '../../embed';

/** What every embedded widget gets from the frame's page (EmbedPage.tsx). */
export type EmbeddedWidgetProps = Omit<DailyWidgetProps, 'modeHref'>;

/** One mode's game in the frame: a chunk of its own, loaded by EmbedPage. */
export interface EmbeddedGameProps {
  common: EmbeddedWidgetProps;
  settings: EmbedSettings;
  /** Where the win box's next-mode link goes: the next mode in this same frame. */
  modeHref: ModeHref;
  /** Today's date on the server, the daily Crono game's id; null until known. */
  serverDate: string | null;
  /** A Crono failure the spec calls fatal: the frame tells its host. */
  onExit: (reason: string) => void;
}

export type EmbeddedGame = ComponentType<EmbeddedGameProps>;
