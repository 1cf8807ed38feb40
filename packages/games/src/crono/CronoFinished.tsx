import { useId, useState, type FormEvent } from 'react';
import { useWidgetTranslation } from '../i18n/keys';
import type { CronoGame } from '@guessdle/api';
import { Button, Leaderboard, Tooltip, VisuallyHidden } from '@guessdle/ui';
import { isDailyCronoId } from '../core';
import type { CronoState } from './cronoTypes';
import * as S from './CronoGameView.styles';

/** The run's leaderboard, before a run starts and after it ends. */
export function CronoLeaderboard({ game }: { game: CronoGame }) {
  const { t } = useWidgetTranslation();
  return (
    <Leaderboard
      entries={game.leaderboard}
      title={t('crono.leaderboardTitle')}
      usernameHeader={t('crono.username')}
      scoreHeader={t('crono.score')}
      anonymousText={t('crono.anonymous')}
      emptyText={t('crono.noScores')}
      totalUsers={game.userCount}
      // A private game counts its own players, not today's.
      totalUsersText={t(isDailyCronoId(game.id) ? 'crono.totalUsers' : 'crono.playersInGame', {
        count: game.userCount,
      })}
    />
  );
}

/**
 * The end of a run (SPEC §2): the score, the form to put it on the board, the way to play again
 * (a run is played once per game: a new game), the board.
 */
export function CronoFinished({
  state,
  onSubmit,
  playAgainHref,
}: {
  state: Pick<CronoState, 'game' | 'submitPending' | 'scoreWaiting'>;
  onSubmit: (username: string) => void;
  /** Where a new game starts; without it, no link (a host that offers none). */
  playAgainHref?: string | undefined;
}) {
  const { t } = useWidgetTranslation();
  const game = state.game;
  const [username, setUsername] = useState('');
  const inputId = useId();
  const hintId = useId();
  if (!game) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(username);
  };
  return (
    <>
      {/* A status region around the heading: the end of the run is announced when it comes. */}
      <div role="status">
        <S.Title>{t('crono.finished', { count: game.score })}</S.Title>
      </div>
      {state.scoreWaiting ? (
        <S.Submitted role="status">{t('crono.scoreWaiting')}</S.Submitted>
      ) : game.canSubmitScore ? (
        <S.Form onSubmit={submit} aria-label={t('crono.submitFormLabel')}>
          <S.Field>
            <S.LabelRow>
              <label htmlFor={inputId}>{t('crono.usernameLabel')}</label>
              <Tooltip content={t('crono.usernameTooltip')}>
                <S.InfoButton type="button" aria-label={t('crono.usernameHelp')}>
                  ?
                </S.InfoButton>
              </Tooltip>
            </S.LabelRow>
            <VisuallyHidden id={hintId}>{t('crono.usernameTooltip')}</VisuallyHidden>
            <input
              id={inputId}
              aria-describedby={hintId}
              value={username}
              maxLength={200}
              autoComplete="nickname"
              placeholder={t('crono.anonymous')}
              onChange={(event) => setUsername(event.target.value)}
            />
          </S.Field>
          <Button type="submit" disabled={state.submitPending} aria-busy={state.submitPending}>
            {t('crono.submit')}
          </Button>
        </S.Form>
      ) : game.userScore !== null ? (
        <S.Submitted>{t('crono.submitted', { count: game.userScore })}</S.Submitted>
      ) : null}
      {playAgainHref ? (
        <S.PlayAgain href={playAgainHref}>{t('crono.playAgain')}</S.PlayAgain>
      ) : null}
      <CronoLeaderboard game={game} />
    </>
  );
}
