import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createMockApi } from '@guessdle/api/mocks';
import { createMemoryStorage } from '@guessdle/games';
import { readSiteConfig } from './config';
import { siteMessages } from './i18n/messages';
import { SiteProvider, type Site } from './site';

/** A site with in-memory adapters, for stories and tests. */
export function makeTestSite(overrides: Partial<Site> = {}): Site {
  return {
    api: createMockApi(),
    storage: createMemoryStorage(),
    language: 'en',
    messages: siteMessages.en,
    widgetMessages: undefined,
    serverDate: { date: '2025-06-01', nextResetAt: '2025-06-02T00:00:00Z', timeZone: 'UTC' },
    config: readSiteConfig({}),
    featureFlags: [],
    track: () => undefined,
    changeLanguage: () => undefined,
    ...overrides,
  };
}

/** Renders routes in a memory router inside a SiteProvider. */
export function SiteHarness({
  site,
  routes,
  initialPath = '/',
}: {
  site: Site;
  routes: RouteObject[];
  initialPath?: string;
}): ReactNode {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  return (
    <SiteProvider site={site}>
      <RouterProvider router={router} />
    </SiteProvider>
  );
}
