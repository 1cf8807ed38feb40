import { createContext, useContext, type ReactNode } from 'react';
import type { GuessdleApi, Language, ServerDate } from '@guessdle/api';
import type { i18n as I18n } from 'i18next';
import type { KeyValueStorage, TrackFn } from '@guessdle/games';
import type { SiteConfig } from './config';

/** What every page of the site shares: made once in main.tsx, injected here. */
export interface Site {
  api: GuessdleApi;
  storage: KeyValueStorage;
  language: Language;
  /**
   * The page's i18next instance (i18n/instance.ts): the shell's texts, and the widget texts of
   * /messages/{lang}.json (boot.ts) that the widgets read through their `i18n` prop.
   */
  i18n: I18n;
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
