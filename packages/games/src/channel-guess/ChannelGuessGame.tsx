import { useCallback, useMemo, useState } from 'react';
import type { GameMode } from '@guessdle/api';
import { channels as shippedChannels, type Channel } from '@guessdle/data';
import { createWidgetStoreContext, useDayRolloverWatch } from '../shared/context';
import {
  WidgetProviders,
  defaultShareUrl,
  useWidgetRuntime,
  type DailyWidgetProps,
} from '../shared/widgetRuntime';
import { createChannelGuessStore, type ChannelGuessState } from './channelGuessStore';
import { ChannelGuessGameView } from './ChannelGuessGameView';
import { buildChannelGuessViewModel } from './viewModel';

const WIDGET = 'ChannelGuessGame';

export interface ChannelGuessGameProps extends DailyWidgetProps {
  /** The channels the game knows and offers in the search. Read once at mount. @default the shipped dataset */
  channels?: readonly Channel[];
}

const context = createWidgetStoreContext<ChannelGuessState>(WIDGET, 'useChannelGuessStore');

/** Reads the channel-guess store of the enclosing `<ChannelGuessGame>`; throws outside one. */
export const useChannelGuessStore = context.useWidgetStore;
/** The channel-guess store API of the enclosing `<ChannelGuessGame>`; throws outside one. */
export const useChannelGuessStoreApi = context.useWidgetStoreApi;

/**
 * The channel-guess game ("What channel does this logo belong to?") as a self-contained widget: one zustand store, one
 * i18next instance and one theme provider per instance.
 */
export function ChannelGuessGame(props: ChannelGuessGameProps) {
  const [channels] = useState(() => props.channels ?? shippedChannels);
  const runtime = useWidgetRuntime(WIDGET, props, (deps) =>
    createChannelGuessStore({ ...deps, channels }),
  );
  const lookup = useMemo(() => {
    const byId = new Map(channels.map((c) => [c.id, c]));
    return (id: string) => byId.get(id);
  }, [channels]);
  const { api } = props;
  const assetUrl = useCallback((path: string) => api.assetUrl(path), [api]);
  return (
    <WidgetProviders i18n={runtime.i18n} theme={props.theme}>
      <context.WidgetStoreProvider store={runtime.store}>
        <ChannelGuessGameConnected
          lookup={lookup}
          channels={channels}
          assetUrl={assetUrl}
          shareUrl={props.shareUrl ?? defaultShareUrl()}
          modeHref={props.modeHref}
        />
      </context.WidgetStoreProvider>
    </WidgetProviders>
  );
}

interface ConnectedProps {
  lookup: (id: string) => Channel | undefined;
  channels: readonly Channel[];
  assetUrl: (path: string) => string;
  shareUrl: string;
  modeHref: ((mode: GameMode) => string) | undefined;
}

/** Reads the store, builds the view model, and hands callbacks to the presentational view. */
function ChannelGuessGameConnected({
  lookup,
  channels,
  assetUrl,
  shareUrl,
  modeHref,
}: ConnectedProps) {
  const storeApi = useChannelGuessStoreApi();
  const state = useChannelGuessStore((s) => s);
  const model = useMemo(
    () => buildChannelGuessViewModel(state, lookup, channels),
    [state, lookup, channels],
  );
  const checkDay = useCallback(() => storeApi.getState().checkDay(), [storeApi]);
  useDayRolloverWatch(checkDay);
  return (
    <ChannelGuessGameView
      model={model}
      assetUrl={assetUrl}
      shareUrl={shareUrl}
      {...(modeHref ? { modeHref } : {})}
      onPick={state.pick}
      onCopy={state.shareCopied}
      onRetry={state.init}
    />
  );
}
