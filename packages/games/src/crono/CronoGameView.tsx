import { memo, useCallback } from 'react';
import { useWidgetTranslation } from '../i18n/keys';
import { Button, CopyField, ErrorView, LoadingView } from '@guessdle/ui';
import { isDailyCronoId } from '../core';
import type { CronoState } from './cronoStore';
import { CronoFinished, CronoLeaderboard } from './CronoFinished';
import * as S from './CronoGameView.styles';
import { Round } from './CronoRound';
import { useOnline } from '../widget/online';

/** What the view shows: the store's state, read only. */
export type CronoViewState = Pick<
  CronoState,
  | 'status'
  | 'game'
  | 'secondsLeft'
  | 'startPending'
  | 'guessPending'
  | 'submitPending'
  | 'scoreWaiting'
  | 'lastPick'
  | 'feedback'
  | 'exited'
>;

export interface CronoGameViewProps {
  state: CronoViewState;
  /** The round photo as a loadable URL (the store resolves it). */
  photoUrl: string | null;
  /** The address of this game, for the share block. */
  shareUrl: string;
  onStart: () => void;
  onPick: (optionId: string) => void;
  onSubmit: (username: string) => void;
  onCopy: () => void;
  /**
   * Whether there is a connection. @default the browser's `navigator.onLine`, followed through
   * its `online` and `offline` events
   */
  online?: boolean;
  /** Where a finished run offers a new game. @default undefined: no such link */
  playAgainHref?: string | undefined;
  /**
   * How long a run lasts, when known before the game arrives: the rules show above the loading
   * view. @default undefined: the loading view alone
   */
  roundSeconds?: number | undefined;
}

/**
 * Crono, presentational (SPEC §2 Crono screens): one screen per status, the share block on every
 * screen. Texts come from the widget's i18next instance (`crono.*`).
 */
export function CronoGameView({
  state,
  photoUrl,
  shareUrl,
  onStart,
  onPick,
  onSubmit,
  onCopy,
  online: onlineProp,
  playAgainHref,
  roundSeconds,
}: CronoGameViewProps) {
  const { t } = useWidgetTranslation();
  const { status, game } = state;

  const followed = useOnline();
  const online = onlineProp ?? followed;

  let body;
  if (!online && (state.exited || status === 'loading' || !game || status === 'not-started')) {
    // Played live against the server: with no connection there is no game to show (a round
    // under way goes on: its picks are sent again once the connection is back).
    body = <ErrorView title={t('crono.offlineTitle')} message={t('common.errorMessage')} />;
  } else if (state.exited) {
    body = <ErrorView title={t('common.errorTitle')} message={t('common.errorMessage')} />;
  } else if (status === 'loading' || !game) {
    body = (
      <>
        {/* The rules are the same for every game: read while it loads, not after. */}
        {roundSeconds ? <S.Help>{t('crono.help', { count: roundSeconds })}</S.Help> : null}
        <LoadingView label={t('common.loading')} />
      </>
    );
  } else if (status === 'not-started') {
    body = (
      <>
        {/* The daily game's id is its date (/crono/{date}); any other id is a private game. */}
        <S.Title>{t(isDailyCronoId(game.id) ? 'crono.dailyGame' : 'crono.newGame')}</S.Title>
        <S.Help>{t('crono.help', { count: game.remainingTime })}</S.Help>
        <CronoLeaderboard game={game} />
        <Button onClick={onStart} disabled={state.startPending} aria-busy={state.startPending}>
          {t('crono.start')}
        </Button>
      </>
    );
  } else if (status === 'starting') {
    body = <LoadingView label={t('crono.starting')} />;
  } else if (status === 'ongoing') {
    body = <Round state={state} photoUrl={photoUrl} onPick={onPick} offline={!online} />;
  } else {
    body = <CronoFinished state={state} onSubmit={onSubmit} playAgainHref={playAgainHref} />;
  }

  return (
    <S.Root aria-label={t('crono.title')} data-status={state.exited ? 'exited' : status}>
      {body}
      <ShareBlock shareUrl={shareUrl} onCopy={onCopy} />
    </S.Root>
  );
}

/** The game's address to share, on every screen; memoised: a pick or a tick does not render it. */
const ShareBlock = memo(function ShareBlock({
  shareUrl,
  onCopy,
}: {
  shareUrl: string;
  onCopy: () => void;
}) {
  const { t } = useWidgetTranslation();
  // Every Copy click counts, like the daily share boxes' (a refused clipboard selects the URL).
  const copied = useCallback(() => onCopy(), [onCopy]);
  return (
    <CopyField
      value={shareUrl}
      label={t('crono.shareLabel')}
      copyLabel={t('common.copy')}
      copiedText={t('crono.copied')}
      manualCopyText={t('crono.manualCopy')}
      onCopy={copied}
    />
  );
});
