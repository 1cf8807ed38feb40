import { memo, useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { useWidgetTranslation } from '../i18n/keys';
import { Button, CopyField, ErrorView, LoadingView, Timer, VisuallyHidden } from '@guessdle/ui';
import { isDailyCronoId, optionIndexForKey } from '../core';
import type { CronoState } from './cronoStore';
import { CronoFinished, CronoLeaderboard } from './CronoFinished';
import * as S from './CronoGameView.styles';
import { useHasKeyboard } from './useHasKeyboard';

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
  /** Whether there is a connection. @default the browser's `navigator.onLine`, followed */
  online?: boolean;
  /** Where a finished run offers a new game. @default undefined: no such link */
  playAgainHref?: string | undefined;
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
}: CronoGameViewProps) {
  const { t } = useWidgetTranslation();
  const { status, game } = state;

  // Read at each render: the store renders again as its calls fail or come back.
  const online = onlineProp ?? (typeof navigator === 'undefined' || navigator.onLine);

  let body;
  if (!online && (state.exited || status === 'loading' || !game || status === 'not-started')) {
    // Played live against the server: with no connection there is no game to show (a round
    // under way goes on: its picks are sent again once the connection is back).
    body = <ErrorView title={t('crono.offlineTitle')} message={t('common.errorMessage')} />;
  } else if (state.exited) {
    body = <ErrorView title={t('common.errorTitle')} message={t('common.errorMessage')} />;
  } else if (status === 'loading' || !game) {
    body = <LoadingView label={t('common.loading')} />;
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
    body = <Round state={state} photoUrl={photoUrl} onPick={onPick} />;
  } else {
    body = <CronoFinished state={state} onSubmit={onSubmit} playAgainHref={playAgainHref} />;
  }

  return (
    <S.Root aria-label={t('crono.title')} data-status={state.exited ? 'exited' : status}>
      {body}
      <CopyField
        value={shareUrl}
        label={t('crono.shareLabel')}
        copyLabel={t('common.copy')}
        copiedText={t('crono.copied')}
        manualCopyText={t('crono.manualCopy')}
        // Every Copy click counts, like the daily share boxes' (a refused clipboard selects the URL).
        onCopy={() => onCopy()}
      />
    </S.Root>
  );
}

function Round({
  state,
  photoUrl,
  onPick,
}: {
  state: CronoViewState;
  photoUrl: string | null;
  onPick: (optionId: string) => void;
}) {
  const { t } = useWidgetTranslation();
  const questionId = useId();
  const options = useMemo(() => state.game?.options ?? [], [state.game]);
  const busy = state.guessPending;
  const hasKeyboard = useHasKeyboard();

  // Keys 1-4 pick an option, unless the player is typing somewhere or holds a modifier.
  useEffect(() => {
    if (typeof document === 'undefined') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const index = optionIndexForKey(event.key, options.length);
      const option = index === null ? undefined : options[index];
      if (!option) return;
      event.preventDefault();
      onPick(option.id);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [options, onPick]);

  // Each round gets new buttons (keyed by the round): no focus ring, hover or pressed look of
  // the previous pick stays on the button in the same place. A keyboard player whose focused
  // button went with its round keeps their place on the group (Tab reaches the first option).
  const roundId = state.game?.currentModel?.id ?? '';
  const groupRef = useRef<HTMLDivElement>(null);
  const focusInGroup = useRef(false);
  useLayoutEffect(() => {
    const group = groupRef.current;
    if (!group || !focusInGroup.current || typeof document === 'undefined') return;
    const active = document.activeElement;
    if (!active || active === document.body) group.focus({ preventScroll: true });
  }, [roundId]);

  const feedback = state.feedback?.roundId === roundId ? state.feedback : null;
  const last = state.lastPick;
  return (
    <>
      <RoundTimer secondsLeft={state.secondsLeft} score={state.game?.score ?? 0} />
      <S.Question id={questionId}>{t('crono.question')}</S.Question>
      <S.PhotoFrame>
        {/* One <img> for the whole run: the store swaps its src only once the next photo has
            decoded, so the old photo stays up until the new one paints (no blank frame). */}
        {photoUrl && <img src={photoUrl} alt={t('crono.photoAlt')} draggable={false} />}
      </S.PhotoFrame>
      <S.Options
        ref={groupRef}
        role="group"
        aria-labelledby={questionId}
        aria-busy={busy}
        tabIndex={-1}
        onFocus={() => {
          focusInGroup.current = true;
        }}
        onBlur={(event) => {
          // Focus that went to nowhere (its button removed, the window left) keeps the place.
          const next = event.relatedTarget;
          if (next && !event.currentTarget.contains(next)) focusInGroup.current = false;
        }}
      >
        {options.map((option, index) => (
          <OptionButton
            key={`${roundId}:${index}`}
            id={option.id}
            name={option.name}
            index={index}
            verdict={feedback?.optionId === option.id ? feedback.verdict : undefined}
            busy={busy}
            onPick={onPick}
          />
        ))}
      </S.Options>
      {hasKeyboard ? <S.Help>{t('crono.keysHint')}</S.Help> : null}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {last
          ? t(last.correct ? 'crono.correctAnnouncement' : 'crono.wrongAnnouncement', {
              score: last.score,
            })
          : ''}
      </VisuallyHidden>
    </>
  );
}

/**
 * The run's clock and score. Memoised, like each option: a verdict re-renders only the picked
 * button, and a clock tick only the clock (on a slow phone every render counts between a tap and
 * its verdict).
 */
const RoundTimer = memo(function RoundTimer({
  secondsLeft,
  score,
}: {
  secondsLeft: number;
  score: number;
}) {
  const { t } = useWidgetTranslation();
  return (
    <Timer
      secondsLeft={secondsLeft}
      score={score}
      timeLeftLabel={t('crono.timeLeft')}
      scoreLabel={t('crono.score')}
      lowTimeAnnouncement={t('crono.lowTime', { count: 10 })}
    />
  );
});

type Verdict = NonNullable<CronoViewState['feedback']>['verdict'];

const OptionButton = memo(function OptionButton({
  id,
  name,
  index,
  verdict,
  busy,
  onPick,
}: {
  id: string;
  name: string;
  index: number;
  verdict: Verdict | undefined;
  busy: boolean;
  onPick: (optionId: string) => void;
}) {
  const { t } = useWidgetTranslation();
  const judged = verdict === 'correct' || verdict === 'wrong';
  return (
    <Button
      variant="secondary"
      data-verdict={verdict}
      aria-disabled={busy || undefined}
      aria-keyshortcuts={String(index + 1)}
      onClick={() => onPick(id)}
    >
      <S.Keycap aria-hidden="true">
        {verdict === 'correct' ? '✓' : verdict === 'wrong' ? '✗' : index + 1}
      </S.Keycap>
      <S.OptionText>
        <span>{name}</span>
        {judged ? (
          <S.Verdict>
            {t(verdict === 'correct' ? 'crono.verdictCorrect' : 'crono.verdictWrong')}
          </S.Verdict>
        ) : null}
      </S.OptionText>
    </Button>
  );
});
