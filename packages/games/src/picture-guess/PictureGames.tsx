import { useMemo, type ComponentType } from 'react';
import type { Channel, PerformerItem } from '@guessdle/api';
import { DAILY_MODE_DEFS, PICTURE_MODES, type PictureMode } from '@guessdle/api/modes';
import { useItemLookup } from '../daily/items';
import { useStoreDayRolloverWatch } from '../daily/rolloverWatch';
import { DAILY_VIEW_FIELDS } from '../daily-view/viewModel';
import { defineWidget, type WidgetBodyProps } from '../widget/defineWidget';
import type { DailyWidgetProps } from '../widget/widgetRuntime';
import { pictureGuessMode, type PictureGuessMode, type PictureItem } from './pictureGuessMode';
import { createPictureGuessStore, type PictureGuessState } from './pictureGuessStore';
import { PictureGuessGameView } from './PictureGuessGameView';
import { buildPictureGuessViewModel } from './viewModel';

const NO_ITEMS: readonly never[] = [];

/** The store fields a picture game's body renders (its view model's, and the callbacks it hands on). */
const PICTURE_GUESS_SLICE = [
  ...DAILY_VIEW_FIELDS,
  'items',
  'pick',
  'shareCopied',
  'init',
  'refreshCount',
] as const satisfies readonly (keyof PictureGuessState)[];
type PictureGuessSlice = (typeof PICTURE_GUESS_SLICE)[number];

/** What a picture game takes: the widget contract plus the host's own items. */
export interface PictureGuessWidgetProps extends DailyWidgetProps {
  /** Read once at mount. @default the server's, from the API's dataset call */
  items?: readonly PictureItem[] | undefined;
}

/**
 * The widget of the picture mode `mode`: `defineWidget`'s shell around the picture game's store
 * and view, named after the mode's key (`studioGuess` → StudioGuessGame, useStudioGuessStore,
 * in its error messages).
 */
function definePictureGame(mode: PictureGuessMode) {
  const { key } = DAILY_MODE_DEFS[mode.mode];
  const name = key.charAt(0).toUpperCase() + key.slice(1);

  /** Reads the store, builds the view model and hands callbacks to the presentational view. */
  function Body({
    state,
    props,
    assetUrl,
    shareUrl,
  }: WidgetBodyProps<PictureGuessWidgetProps, PictureGuessState, PictureGuessSlice>) {
    // The store holds the items once loaded (the loading view shows until then).
    const items = (state.items as readonly PictureItem[] | null) ?? NO_ITEMS;
    const lookup = useItemLookup(items, mode.fields.id);
    const model = useMemo(
      () => buildPictureGuessViewModel(mode, state, lookup, items),
      [state, lookup, items],
    );
    // The server's address of the day, not the answer's own picture: it would spoil the name.
    // Only for the server's items: a host's own items keep their own pictures.
    const dailyPictureUrl =
      state.date && !props.items ? props.api.dailyPictureUrl?.(mode.mode, state.date) : undefined;
    return (
      <PictureGuessGameView
        mode={mode}
        model={model}
        assetUrl={assetUrl}
        dailyPictureUrl={dailyPictureUrl}
        shareUrl={shareUrl}
        {...(props.modeHref ? { modeHref: props.modeHref } : {})}
        onPick={state.pick}
        onCopy={state.shareCopied}
        onRetry={state.init}
        onRetryCount={state.refreshCount}
      />
    );
  }

  return defineWidget<PictureGuessWidgetProps, PictureGuessState, PictureGuessSlice>({
    name: `${name}Game`,
    hookName: `use${name}Store`,
    createStore: (deps, props) =>
      createPictureGuessStore(
        mode,
        { ...deps, ...(props.date ? { archiveDate: props.date } : {}) },
        props.items,
      ),
    useStoreEffects: useStoreDayRolloverWatch,
    slice: PICTURE_GUESS_SLICE,
    Body,
  });
}

/**
 * The widget of each picture mode of the registration (`DAILY_MODE_DEFS`), built from its entry:
 * a new picture mode needs no line here.
 */
export const PICTURE_WIDGETS = Object.fromEntries(
  PICTURE_MODES.map((mode) => [mode, definePictureGame(pictureGuessMode(mode))]),
) as Record<PictureMode, ReturnType<typeof definePictureGame>>;

/** Each picture mode's widget, by its name: what the site's pages, embeds and archive render. */
export const PICTURE_GAMES = Object.fromEntries(
  PICTURE_MODES.map((mode) => [mode, PICTURE_WIDGETS[mode].Game]),
) as Record<PictureMode, ComponentType<PictureGuessWidgetProps>>;

export interface PictureGuessGameProps extends DailyWidgetProps {
  /** Which picture mode to play. */
  mode: PictureMode;
}

/** Any picture mode's widget, by its name. */
export function PictureGuessGame({ mode, ...props }: PictureGuessGameProps) {
  const Game = PICTURE_GAMES[mode];
  return <Game {...props} />;
}

// The two picture modes hosts have known by name since the first release, with their items'
// props. Every other picture mode is `<PictureGuessGame mode="…">`.

export interface ImageGuessGameProps extends DailyWidgetProps {
  /** The performers the game knows and offers in the search. Read once at mount. @default the server's (`api.getPerformers()`) */
  performers?: readonly PerformerItem[];
}

/** Image-guess ("Who is this?"): today's performer from a picture that zooms out. */
export function ImageGuessGame({ performers, ...props }: ImageGuessGameProps) {
  const Game = PICTURE_GAMES['image-guess'];
  return <Game {...props} items={performers} />;
}

export interface ChannelGuessGameProps extends DailyWidgetProps {
  /** The channels the game knows and offers in the search. Read once at mount. @default the server's (`api.getChannels()`) */
  channels?: readonly Channel[];
}

/** Channel-guess ("What channel does this logo belong to?"): today's channel from a blurred logo. */
export function ChannelGuessGame({ channels, ...props }: ChannelGuessGameProps) {
  const Game = PICTURE_GAMES['channel-guess'];
  return <Game {...props} items={channels} />;
}
