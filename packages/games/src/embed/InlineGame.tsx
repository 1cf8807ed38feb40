import { useCallback, useMemo, type ComponentType, type ReactNode } from 'react';
import type { GuessdleApi } from '@guessdle/api';
import { DIFFICULTIES, type Difficulty, type GameMode } from '@guessdle/api/modes';
import { GuessdleThemeProvider, themes, type ThemeName } from '@guessdle/ui';
import { widgetTexts } from '../i18n/bundled';
import { LaterTextsContext, useLater } from '../later';
import type { KeyValueStorage } from '../storage/storage';
import type { GameEvent } from '../tracking/tracking';
import type { WidgetBaseProps } from '../widget/defineWidget';

/** What the loader passes for one inline game (its options, the server resolved). */
export interface InlineOptions {
  mode: GameMode;
  key: string;
  server: string;
  lang?: string | undefined;
  theme?: string | undefined;
  difficulty?: string | undefined;
  game?: string | undefined;
  shareUrl?: string | undefined;
}

/** Dispatches `guessdle:ready|win|error` on the host element (the loader's emitter). */
export type InlineEmit = (
  type: 'guessdle:ready' | 'guessdle:win' | 'guessdle:error',
  detail: Record<string, unknown>,
) => void;

/** What an inline game's widget takes (each mode's own props among them). */
export type GameProps = WidgetBaseProps & Record<string, unknown>;

const SUCCESS = / success$/;

/** The theme the loader's options name (dark, light, high-contrast); none: the default. */
function inlineTheme(options: InlineOptions) {
  return options.theme && options.theme in themes ? themes[options.theme as ThemeName] : undefined;
}

/**
 * Around the game, before its code is here: its theme, and the words of its retry when that code
 * could not load, in the visitor's language once that language's widget texts are here (the
 * widget needs them anyway, so they load beside its code), in English before.
 */
export function InlineShell({
  options,
  children,
}: {
  options: InlineOptions;
  children: ReactNode;
}) {
  const texts = useLater(widgetTexts(options.lang ?? navigator.language.slice(0, 2)));
  const words = useMemo(() => {
    if (texts.status !== 'loaded') return null;
    const { partFailed, retry } = (texts.module.common ?? {}) as Record<string, unknown>;
    return typeof partFailed === 'string' && typeof retry === 'string'
      ? { failed: partFailed, retry }
      : null;
  }, [texts]);
  const theme = inlineTheme(options);
  return (
    <GuessdleThemeProvider {...(theme ? { theme } : {})}>
      {words ? (
        <LaterTextsContext.Provider value={words}>{children}</LaterTextsContext.Provider>
      ) : (
        children
      )}
    </GuessdleThemeProvider>
  );
}

/** One mode's widget in the shadow root, its props from the loader's options. */
export function InlineGame({
  Widget,
  options,
  api,
  storage,
  emit,
  gameId,
}: {
  Widget: ComponentType<GameProps>;
  options: InlineOptions;
  api: GuessdleApi;
  storage: KeyValueStorage;
  emit: InlineEmit;
  gameId: string | null;
}) {
  const { mode } = options;
  const onEvent = useCallback(
    (event: GameEvent) => {
      if (SUCCESS.test(event.eventName)) emit('guessdle:win', { mode, tries: event.attrs.tries });
    },
    [emit, mode],
  );
  const theme = inlineTheme(options);
  const difficulty = DIFFICULTIES.includes(options.difficulty as Difficulty)
    ? (options.difficulty as Difficulty)
    : null;
  const main = options.server;
  const props: GameProps = {
    api,
    storage,
    language: options.lang ?? navigator.language.slice(0, 2),
    onEvent,
    shareUrl:
      options.shareUrl ??
      `${main}/${options.mode === 'crono' ? `crono/${gameId}` : `${options.mode}/archive/{date}`}`,
    // The next-mode link opens that game on the main site.
    modeHref: (next: GameMode) => `${main}/${next}`,
    ...(theme ? { theme } : {}),
    ...(options.mode === 'classic' && difficulty
      ? { difficulty, featureFlags: ['ClassicModes'] }
      : {}),
    ...(options.mode === 'crono' ? { gameId } : {}),
  };
  return <Widget {...props} />;
}
