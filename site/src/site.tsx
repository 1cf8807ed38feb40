import { createContext, useContext, type ReactNode } from 'react';
import type { GuessdleApi, Language, ServerDate } from '@guessdle/api';
import type { KeyValueStorage, TrackFn, WidgetMessages } from '@guessdle/games';
import type { SiteConfig } from './config';
import type { SiteMessages } from './i18n/messages';

/** What every page of the site shares: made once in main.tsx, injected here. */
export interface Site {
  api: GuessdleApi;
  storage: KeyValueStorage;
  language: Language;
  messages: SiteMessages;
  /** The active language's widget texts from /messages/{lang}.json (boot.ts); none if they failed. */
  widgetMessages: Partial<Record<Language, WidgetMessages>> | undefined;
  /** Today on the server, read before the first render; null when it could not be read. */
  serverDate: ServerDate | null;
  config: SiteConfig;
  featureFlags: readonly string[];
  /** SPEC §7 tracking (analytics fallback: the API's tracking call). */
  track: TrackFn;
  /** Stores the language and reloads the page (SPEC §2 language picker). */
  changeLanguage(language: Language): void;
}

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({ site, children }: { site: Site; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite must be used within a SiteProvider');
  return site;
}
