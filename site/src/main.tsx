import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { HYDRATING_EVENT, type GuessdleApi } from '@guessdle/api';
import {
  createLocalStorage,
  installFeatureFlagConsole,
  readFeatureFlags,
  toLanguage,
} from '@guessdle/games';
import { LANGUAGE_KEY } from '@guessdle/games/core';
import { reloadOnMissingChunk } from '@guessdle/games/internal';
import { heldBootData, loadBootData } from './boot';
import { deferredHttpApi, deferredTracker } from './deferredApi';
import { readSiteConfig } from './config';
import { hostScopedStorage, readEmbedSettings } from './embed';
import { awaitFetched, firstScreenAnswers, readFirstScreen } from './firstScreen';
import { hydratePage } from './hydrate';
import { createSiteI18n } from './i18n/instance';
import { loadSiteMessages } from './i18n/load';
import { preloadPage } from './pageMap';
import { registerServiceWorker } from './serviceWorker';
import type { Site } from './site';
import { SiteApp } from './App';
import { applyThemeChoice, followThemeChoice, readThemeChoice } from './shell/siteTheme';

// An /embed/{mode} page (the iframe of /embed.js): its own language, theme and storage per host.
const embed = readEmbedSettings(window.location);

/**
 * Reads the page's settings and first screen, then renders. An async function rather than
 * top-level await: with top-level await in the entry, Rolldown gives every module the entry shares
 * with a lazy page a chunk of its own (nine requests of 1-7 kB before the first paint).
 */
async function start(): Promise<void> {
  await yieldToBrowser();
  // A page's or a part's chunk that is gone while the server answers: this tab was opened before
  // a deploy. The page reloads once into the new build (what the player did is in storage).
  reloadOnMissingChunk();
  const config = readSiteConfig();
  const storage = embed
    ? hostScopedStorage(createLocalStorage(), embed.hostOrigin)
    : createLocalStorage();
  // SPEC §6: `guessdle.flags.add('ClassicModes')` in the developer console, then reload.
  if (!embed) {
    installFeatureFlagConsole(window as unknown as { guessdle?: Record<string, unknown> }, storage);
  }
  // The server's answers for the first screen, written into the page: no round trip before it.
  const firstScreen = readFirstScreen(document);
  // The page's answers stand in for those requests, and the widgets read them at once
  // (`api.atHand`) to render the game at their first render.
  const held = firstScreen
    ? firstScreenAnswers(firstScreen, { origin: window.location.origin })
    : undefined;
  // The mock API (SPEC §7 mock switch) is loaded only when switched on: it stays out of the bundle.
  // The HTTP client's code loads when first needed (deferredApi.ts): before the first render on
  // every page but home, whose first screen calls nothing.
  const client = config.mocks
    ? undefined
    : deferredHttpApi({
        baseUrl: config.apiBaseUrl,
        apiKey: config.apiKey,
        ...(held ? { atHand: held } : {}),
      });
  const api: GuessdleApi = client ?? (await import('@guessdle/api/mocks')).createMockApi();
  const language = toLanguage(
    embed?.lang ?? storage.getItem(LANGUAGE_KEY) ?? navigator.language.slice(0, 2),
  );
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  document.documentElement.lang = language;
  // The visitor's theme, on <html> (outside React's tree): the page repaints through CSS custom
  // properties and hydration meets the very tree the server rendered.
  if (!embed) {
    applyThemeChoice(document.documentElement, readThemeChoice(storage));
    // Another tab's choice: this page follows it (the header's picker reads the storage itself).
    followThemeChoice(storage, document.documentElement);
  }
  // SPEC §1: nothing shows until the translations and the server date have loaded (from the page
  // itself when the server wrote them in). The page's own code loads meanwhile (the server hints
  // it with modulepreload), so the first render is the page, not a loading view; so does the
  // game's dataset, which the page's loader requested beside the code.
  const [boot, siteTexts] = await Promise.all([
    loadBootData(
      api,
      language,
      client && held ? heldBootData(held, config.apiBaseUrl, language) : {},
    ),
    loadSiteMessages(language),
    // A client that fails to load is tried again by the page's first call.
    client && window.location.pathname !== '/' ? client.ready().catch(() => undefined) : undefined,
    preloadPage(window.location.pathname),
    firstScreen && !config.mocks ? awaitFetched(firstScreen) : undefined,
  ]);

  const site: Site = {
    api,
    storage,
    language,
    i18n: createSiteI18n(language, siteTexts, boot.widgetMessages?.[language]),
    serverDate: boot.serverDate,
    config,
    featureFlags: readFeatureFlags(storage),
    track: deferredTracker({ api, storage }),
    changeLanguage(next) {
      storage.setItem(LANGUAGE_KEY, next);
      window.location.reload();
    },
  };

  const app = <SiteApp site={site} inFrame={embed !== null} />;
  if (root.hasChildNodes()) {
    // The server painted the first screen (entry-server.tsx): the same tree over the same answers
    // takes it over, keeping its elements (the search box keeps what was typed meanwhile).
    hydratePage(root, app);
    // The page's loader held the button presses made before now (firstPaint.ts): React
    // listens from here on, and hydrates a pressed part first.
    document.dispatchEvent(new Event(HYDRATING_EVENT));
  } else {
    // In a transition, as hydration: React renders the first screen in slices of a few
    // milliseconds instead of one long task (the daily Crono page's was 23 ms of CPU, 90 ms and
    // more on a phone four times slower).
    const created = createRoot(root);
    startTransition(() => created.render(app));
    // A page the server does not paint (the archive, /crono/new) has no first-paint loader to
    // register the worker (firstPaint.ts): a visitor who lands on one gets it from here (on
    // Crono, once they have left it: serviceWorker.ts).
    registerServiceWorker(window);
  }
}

/**
 * Ends the task that evaluated the code: the browser can paint or answer input before the page
 * starts, and two shorter tasks replace one long one.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

void start();
