import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import { useSiteTranslation } from '../i18n/keys';
import { useLocation, useParams, useSearch } from 'wouter';
import { PICTURE_MODES, type GameMode, type PictureMode } from '@guessdle/api';
import type { GameEvent, ModeHref } from '@guessdle/games';
import { LaterPart, widgetStatus } from '@guessdle/games/internal';
import { LoadingView, themes, type ThemeName } from '@guessdle/ui';
import type { EmbeddedGame, EmbeddedGameProps, EmbeddedWidgetProps } from './embed/props';
import { code, type Code } from '../code';
import { readEmbedSettings } from '../embed';
import { useSite } from '../site';
import { PageNotFoundError } from './ErrorPage';
import type * as ClassicEmbedModule from './embed/ClassicEmbed';
import type * as CronoEmbedModule from './embed/CronoEmbed';
import type * as PictureGuessEmbedModule from './embed/PictureGuessEmbed';
import { pathTo } from '../paths';

/** What the page posts to the host page's loader; `guessdle` is the loader's instance id. */
type HostMessage =
  | { type: 'resize'; height: number }
  | { type: 'ready' }
  | { type: 'win'; tries?: number; score?: number }
  | { type: 'error'; message: string };

const SUCCESS = / success$/;

/**
 * Each mode's widget is a chunk of its own: a frame loads only its game (the server hints the
 * mode's chunk beside the page's: pageMap.tsx). One entry per mode of the contract: a new mode
 * fails to compile until it embeds. Each file is named once, by its path from `src/` (the glob's
 * `base`: code.ts).
 */
const pictureGuessEmbed = import.meta.glob<typeof PictureGuessEmbedModule>(
  './pages/embed/PictureGuessEmbed.tsx',
  { base: '../' },
);
export const EMBEDDED_GAMES: Record<GameMode, Code<EmbeddedGame>> = {
  classic: code(
    import.meta.glob<typeof ClassicEmbedModule>('./pages/embed/ClassicEmbed.tsx', {
      base: '../',
    }),
    (module): EmbeddedGame => module.default,
  ),
  // Every picture mode of the registration: one chunk, the mode's widget from PICTURE_GAMES.
  ...(Object.fromEntries(
    PICTURE_MODES.map((mode) => [
      mode,
      code(pictureGuessEmbed, ({ default: PictureGuessEmbed }): EmbeddedGame => {
        const Game = (props: EmbeddedGameProps) => <PictureGuessEmbed {...props} mode={mode} />;
        return Game;
      }),
    ]),
  ) as Record<PictureMode, Code<EmbeddedGame>>),
  crono: code(
    import.meta.glob<typeof CronoEmbedModule>('./pages/embed/CronoEmbed.tsx', {
      base: '../',
    }),
    (module): EmbeddedGame => module.default,
  ),
};

/** The embedded game of `mode`; undefined when it names none. */
export function embeddedGame(mode: string | undefined): Code<EmbeddedGame> | undefined {
  return mode !== undefined && Object.hasOwn(EMBEDDED_GAMES, mode)
    ? EMBEDDED_GAMES[mode as GameMode]
    : undefined;
}

/**
 * `/embed/{mode}`: one game alone, for the iframe that `/embed.js` puts in a host page. No header
 * or footer; the page tells its host its height (whole pixels, whenever its content or an open
 * dropdown changes it), when the game is ready, won or failing. It never takes focus: the host
 * page keeps its scroll position and focus while the game loads.
 */
export function EmbedPage() {
  const { mode } = useParams<{ mode?: string }>();
  const site = useSite();
  const { t } = useSiteTranslation();
  // The router's location (the browser's address on the site; a story's own in Storybook).
  const [pathname] = useLocation();
  const search = useSearch();
  const settings = useMemo(
    () => readEmbedSettings({ pathname, search: search ? `?${search}` : '' }),
    [pathname, search],
  );
  const root = useRef<HTMLDivElement>(null);

  const post = useCallback(
    (message: HostMessage) => {
      if (!settings || window.parent === window) return;
      window.parent.postMessage(
        { guessdle: settings.instance, ...message },
        settings.hostOrigin ?? '*',
      );
    },
    [settings],
  );

  useHostReporting(root, post);

  const onEvent = useCallback(
    (event: GameEvent) => {
      if (SUCCESS.test(event.eventName)) {
        const tries = event.attrs.tries;
        post({ type: 'win', ...(typeof tries === 'number' ? { tries } : {}) });
      }
      // The site's tracking still receives every event.
      site.track(event.eventName, event.attrs);
    },
    [post, site],
  );

  // Links inside the frame stay embedded: the next mode opens in the same frame.
  const modeHref = useCallback<ModeHref>(
    (next: GameMode) => {
      const url = new URL(`${pathTo('embed', { mode: next })}?${search}`, window.location.origin);
      url.searchParams.delete('difficulty');
      url.searchParams.delete('game');
      return url.pathname + url.search;
    },
    [search],
  );

  const game = embeddedGame(mode);
  if (!settings || !mode || !game) throw new PageNotFoundError(pathname);
  const theme =
    settings.theme && settings.theme in themes ? themes[settings.theme as ThemeName] : undefined;
  const common: EmbeddedWidgetProps = {
    api: site.api,
    storage: site.storage,
    language: site.language,
    i18n: site.i18n,
    ...(theme ? { theme } : {}),
    onEvent,
    // The day's own page (`{date}`: the puzzle's day), whose link preview shows that day.
    shareUrl:
      settings.shareUrl ?? window.location.origin + pathTo('archiveDay', { mode, date: '{date}' }),
  };
  return (
    <div ref={root}>
      {/* Until the mode's code is here the root holds no widget, which the host hears as loading. */}
      <LaterPart part={game.part} fallback={<LoadingView label={t('loading')} />}>
        {(Game) => (
          <Game
            common={common}
            settings={settings}
            modeHref={modeHref}
            serverDate={site.serverDate?.date ?? null}
            onExit={(reason) => post({ type: 'error', message: `crono: ${reason}` })}
          />
        )}
      </LaterPart>
    </div>
  );
}

/**
 * Reports the content's height to the host whenever it changes (size of the game, or an open
 * dropdown reaching below it), and the game's readiness and failures, read from the widget's
 * loading view and error alert.
 */
function useHostReporting(
  root: RefObject<HTMLDivElement | null>,
  post: (message: HostMessage) => void,
) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let lastHeight = -1;
    let ready = false;
    let failing = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      timer = undefined;
      let bottom = element.getBoundingClientRect().bottom;
      for (const popup of element.querySelectorAll('[role="listbox"], [role="tooltip"]')) {
        bottom = Math.max(bottom, popup.getBoundingClientRect().bottom);
      }
      const height = Math.ceil(bottom + window.scrollY);
      if (height !== lastHeight) {
        lastHeight = height;
        post({ type: 'resize', height });
      }
      const { loading, alert } = widgetStatus(element);
      if (alert !== null && !failing) post({ type: 'error', message: alert });
      failing = alert !== null;
      if (!ready && !loading && alert === null) {
        ready = true;
        post({ type: 'ready' });
      }
    };
    // A timer, not an animation frame: browsers pause rendering (animation frames, resize
    // observers) in a cross-origin frame that is out of view, and the host still needs to hear
    // that the game is ready and how tall it is.
    const schedule = () => {
      timer ??= setTimeout(measure, 0);
    };
    const resizes = new ResizeObserver(schedule);
    resizes.observe(element);
    const changes = new MutationObserver(schedule);
    changes.observe(element, { subtree: true, childList: true, attributes: true });
    schedule();
    return () => {
      resizes.disconnect();
      changes.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [root, post]);
}
