import { useCallback, useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { useParams } from 'wouter';
import { DIFFICULTIES, type Difficulty, type GameMode } from '@guessdle/api';
import {
  ChannelGuessGame,
  ClassicGame,
  CronoGame,
  ImageGuessGame,
  type GameEvent,
  type ModeHref,
} from '@guessdle/games';
import { widgetStatus } from '@guessdle/games/internal';
import { themes, type ThemeName } from '@guessdle/ui';
import { readEmbedSettings } from '../embed';
import { useSite } from '../site';
import { PageNotFoundError } from './ErrorPage';

/** What the page posts to the host page's loader; `guessdle` is the loader's instance id. */
type HostMessage =
  | { type: 'resize'; height: number }
  | { type: 'ready' }
  | { type: 'win'; tries?: number; score?: number }
  | { type: 'error'; message: string };

const SUCCESS = / success$/;

/**
 * `/embed/{mode}`: one game alone, for the iframe that `/embed.js` puts in a host page. No header
 * or footer; the page tells its host its height (whole pixels, whenever its content or an open
 * dropdown changes it), when the game is ready, won or failing. It never takes focus: the host
 * page keeps its scroll position and focus while the game loads.
 */
export function EmbedPage() {
  const { mode } = useParams<{ mode?: string }>();
  const site = useSite();
  const settings = useMemo(() => readEmbedSettings(window.location), []);
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
  const modeHref = useCallback<ModeHref>((next: GameMode) => {
    const url = new URL(`/embed/${next}${window.location.search}`, window.location.origin);
    url.searchParams.delete('difficulty');
    url.searchParams.delete('game');
    return url.pathname + url.search;
  }, []);

  if (!settings || !mode) throw new PageNotFoundError(window.location.pathname);
  const shareUrl = settings.shareUrl ?? `${window.location.origin}/${mode}`;
  const theme =
    settings.theme && settings.theme in themes ? themes[settings.theme as ThemeName] : undefined;
  const common = {
    api: site.api,
    storage: site.storage,
    language: site.language,
    i18n: site.i18n,
    ...(theme ? { theme } : {}),
    onEvent,
    shareUrl,
  };

  // One entry per mode of the contract: a new mode fails to compile until it embeds.
  const games: Record<GameMode, () => ReactNode> = {
    classic: () => {
      const difficulty = DIFFICULTIES.includes(settings.difficulty as Difficulty)
        ? (settings.difficulty as Difficulty)
        : null;
      return difficulty ? (
        <ClassicGame
          {...common}
          modeHref={modeHref}
          difficulty={difficulty}
          featureFlags={['ClassicModes']}
        />
      ) : (
        <ClassicGame {...common} modeHref={modeHref} />
      );
    },
    'image-guess': () => <ImageGuessGame {...common} modeHref={modeHref} />,
    'channel-guess': () => <ChannelGuessGame {...common} modeHref={modeHref} />,
    crono: () => {
      const gameId = settings.game ?? site.serverDate?.date;
      return gameId ? (
        <CronoGame
          {...common}
          // The challenge link is the game on the main site (its own address is this frame's).
          shareUrl={settings.shareUrl ?? `${window.location.origin}/crono/${gameId}`}
          gameId={gameId}
          onExit={(reason) => post({ type: 'error', message: `crono: ${reason}` })}
        />
      ) : null;
    },
  };
  if (!Object.hasOwn(games, mode)) throw new PageNotFoundError(window.location.pathname);
  const game = games[mode as GameMode]();
  return <div ref={root}>{game}</div>;
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
