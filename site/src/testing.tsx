import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createMockApi } from '@guessdle/api/mocks';
import { createMemoryStorage } from '@guessdle/games';
import { readSiteConfig } from './config';
import { siteMessages } from './i18n/all';
import { createSiteI18n, SITE_NS } from './i18n/instance';
import { SiteProvider, type Site } from './site';

/** A site with in-memory adapters, for stories and tests. */
export function makeTestSite(overrides: Partial<Site> = {}): Site {
  return {
    api: createMockApi(),
    storage: createMemoryStorage(),
    language: 'en',
    i18n: createSiteI18n('en', siteMessages.en),
    serverDate: { date: '2025-06-01', nextResetAt: '2025-06-02T00:00:00Z', timeZone: 'UTC' },
    config: readSiteConfig({}),
    featureFlags: [],
    track: () => undefined,
    changeLanguage: () => undefined,
    ...overrides,
  };
}

/** Renders `children` inside a SiteProvider and a memory location at `initialPath` (query included). */
export function SiteHarness({
  site,
  children,
  initialPath = '/',
}: {
  site: Site;
  children: ReactNode;
  initialPath?: string;
}): ReactNode {
  const { hook, searchHook } = memoryLocation({ path: initialPath });
  return (
    <I18nextProvider i18n={site.i18n} defaultNS={SITE_NS}>
      <SiteProvider site={site}>
        <Router hook={hook} searchHook={searchHook}>
          {children}
        </Router>
      </SiteProvider>
    </I18nextProvider>
  );
}
