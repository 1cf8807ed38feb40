/**
 * Inline rendering for the embed loader (`data-render="inline"`): one game in a shadow root of the
 * host page, with its own React (this bundle's, never the host's), its styles written only into
 * that shadow root (a constructed style sheet, so a host's strict CSP needs no nonce for them),
 * themed by the host through `--gd-*` custom properties, and nothing global. The server serves
 * this module at `/embed-inline.js` (site/vite.inline.config.ts); each mode is a chunk of its own,
 * loaded when a game of that mode mounts.
 */
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttpApi } from '@guessdle/api';
import { PICTURE_MODES, type GameMode, type PictureMode } from '@guessdle/api/modes';
import { StyleSheetManager } from 'styled-components';
import { InsideHostPage } from '../widget/hostPage';
import { createLocalStorage, type KeyValueStorage } from '../storage/storage';
import { later, LaterPart, type Later } from '../later';
import { refusal } from './access';
import {
  InlineGame,
  InlineShell,
  type GameProps,
  type InlineEmit,
  type InlineOptions,
} from './InlineGame';
import { widgetStatus } from './status';

export type { InlineEmit, InlineOptions };

export interface InlineHandle {
  update(options: InlineOptions): void;
  destroy(): void;
}

/**
 * Each mode's widget, a part loaded later (`later/`) when a game of that mode mounts: a page with
 * one Classic game loads no Crono code, and a failed load shows the retry in the game's place.
 */
const WIDGETS: Record<GameMode, Later<ComponentType<GameProps>>> = {
  classic: later(() => import('../classic/ClassicGame').then((m) => m.ClassicGame as never)),
  // Every picture mode of the registration: one chunk, the mode's widget from PICTURE_GAMES.
  ...(Object.fromEntries(
    PICTURE_MODES.map((mode) => [
      mode,
      later(() =>
        import('../picture-guess/PictureGames').then((m) => m.PICTURE_GAMES[mode] as never),
      ),
    ]),
  ) as Record<PictureMode, Later<ComponentType<GameProps>>>),
  crono: later(() => import('../crono/CronoGame').then((m) => m.CronoGame as never)),
};

/**
 * The shadow root's own rules: the game box starts from the initial value of every property, so
 * nothing the host page sets on the host element (fonts, line height, alignment, colours) leaks
 * in; `!important` here wins over the host page's rules for the host element. Custom properties
 * are not reset: `--gd-*` set by the host still theme the game.
 */
const HOST_RULES = `:host { all: initial !important; display: block !important; contain: layout; }
:host([hidden]) { display: none !important; }
[data-guessdle-inline] { display: block; }`;

/**
 * Where styled-components writes this game's rules (`StyleSheetManager target`): an element that is
 * never attached to a document, so its `<style>` elements are inert and nothing is added to the
 * host's DOM; its text is copied into a constructed style sheet the shadow root adopts. Constructed
 * sheets are not inline `<style>` elements: a host's `style-src` with nonces does not block them,
 * and they style the shadow root only. The rules are written as text (`disableCSSOMInjection`): a
 * detached `<style>` has no CSSOM sheet to insert into.
 */
function adoptedSheetTarget(root: ShadowRoot): { target: HTMLElement; disconnect(): void } {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(HOST_RULES);
  const rules = new CSSStyleSheet();
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet, rules];
  const target = document.createElement('div');
  // Called once per batch of changes, before the frame is painted: the rules are parsed once.
  const copy = new MutationObserver(() => rules.replaceSync(target.textContent));
  copy.observe(target, { subtree: true, childList: true, characterData: true });
  return { target, disconnect: () => copy.disconnect() };
}

/** Progress under `guessdle:` in the host page's storage (memory where storage is blocked). */
function prefixedStorage(storage: KeyValueStorage): KeyValueStorage {
  const prefix = 'guessdle:';
  return {
    getItem: (key) => storage.getItem(prefix + key),
    setItem: (key, value) => storage.setItem(prefix + key, value),
    removeItem: (key) => storage.removeItem(prefix + key),
  };
}

/**
 * Renders one game into `root` (a shadow root the loader attached) and returns its controls.
 * `update` re-renders with new options (a new mode loads that mode's chunk).
 */
export function mountInline(
  root: ShadowRoot,
  initial: InlineOptions,
  emit: InlineEmit,
): InlineHandle {
  const container = document.createElement('div');
  container.setAttribute('data-guessdle-inline', '');
  root.replaceChildren(container);
  const styles = adoptedSheetTarget(root);
  const reactRoot = createRoot(container);
  const storage = prefixedStorage(createLocalStorage());
  let destroyed = false;
  let generation = 0;

  // Ready once the game shows (no loading view, no alert); an error each time an alert appears.
  let ready = false;
  let failing = false;
  const watch = new MutationObserver(() => {
    const { loading, alert } = widgetStatus(container);
    if (alert !== null && !failing) emit('guessdle:error', { mode: current.mode, message: alert });
    failing = alert !== null;
    if (!ready && !loading && alert === null) {
      ready = true;
      emit('guessdle:ready', { mode: current.mode });
    }
  });
  watch.observe(container, { subtree: true, childList: true, attributes: true });
  let current = initial;

  const render = async (options: InlineOptions) => {
    const mine = ++generation;
    current = options;
    const api = createHttpApi({ baseUrl: options.server, apiKey: options.key });
    try {
      WIDGETS[options.mode].preload();
      const refused = await refusal(options.server, options.key);
      if (destroyed || mine !== generation) return;
      if (refused) {
        console.error(`Guessdle: ${refused}`);
        reactRoot.render(null);
        emit('guessdle:error', { mode: options.mode, message: refused });
        return;
      }
      // The daily Crono game is the server's date; a private game names its id.
      const gameId =
        options.mode === 'crono' ? (options.game ?? (await api.getServerDate()).date) : null;
      if (destroyed || mine !== generation) return;
      reactRoot.render(
        <StrictMode>
          <StyleSheetManager target={styles.target} disableCSSOMInjection>
            {/* Drawn inside the host's page: its links open a new tab, its keys stay its own. */}
            <InsideHostPage>
              <InlineShell options={options}>
                <LaterPart part={WIDGETS[options.mode]}>
                  {(Widget) => (
                    <InlineGame
                      // Widgets read their server, key and game once: another one is another game.
                      key={[
                        options.mode,
                        options.server,
                        options.key,
                        options.difficulty,
                        gameId,
                      ].join(' ')}
                      Widget={Widget}
                      options={options}
                      api={api}
                      storage={storage}
                      emit={emit}
                      gameId={gameId}
                    />
                  )}
                </LaterPart>
              </InlineShell>
            </InsideHostPage>
          </StyleSheetManager>
        </StrictMode>,
      );
    } catch (error) {
      if (destroyed || mine !== generation) return;
      emit('guessdle:error', { mode: options.mode, message: String(error) });
    }
  };
  void render(initial);

  return {
    update(options) {
      void render(options);
    },
    destroy() {
      destroyed = true;
      watch.disconnect();
      reactRoot.unmount();
      styles.disconnect();
      root.replaceChildren();
    },
  };
}
