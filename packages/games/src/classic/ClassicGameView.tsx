import type { ModeHref } from '../widget/widgetRuntime';
import { useEffect, useRef, type ReactNode } from 'react';
import { useWidgetTranslation } from '../i18n/keys';
import { useTheme } from 'styled-components';
import {
  Button,
  ClueTile,
  ErrorView,
  Legend,
  RankingList,
  type CopyEnvironment,
} from '@guessdle/ui';
import { CLASSIC_FIELDS } from '../core';
import { DailyLoadingView, ItemSearch, PlayersCounter } from '../daily-view/DailyViewParts';
import { later, LaterPart, usePreloadWhenIdle } from '../later';
import { performerFields } from '../daily/items';
import { DIFFICULTY_TEXTS } from '../i18n/texts';
import { useDayTitle } from '../daily-view/archiveDay';
import type { ClassicClue } from './classicStore';
import type { ClassicResultProps, GuessTableProps } from './ClassicPlayed';
import type { ClassicViewModel } from './viewModel';
import * as S from './ClassicGameView.styles';

export interface ClassicGameViewProps {
  /** Everything to show (see buildClassicViewModel). */
  model: ClassicViewModel;
  /** Turns a dataset path (`/assets/...`) into a loadable URL. @default (path) => path */
  assetUrl?: (path: string) => string;
  /** The data-source note. @default the translated 'classic.disclaimer' */
  disclaimer?: ReactNode;
  /** The address appended to the share text. @default '' */
  shareUrl?: string;
  /** Where the next-mode link goes. @default (mode) => `/${mode}` */
  modeHref?: ModeHref;
  /** A performer was chosen in the search. */
  onPick: (id: string) => void;
  /** The winning row finished its reveal animation. */
  onRevealDone: () => void;
  /** A clue tile was toggled. */
  onToggleClue: (clue: ClassicClue) => void;
  /** The share text was copied. */
  onCopy: () => void;
  /** The error view's retry button. */
  onRetry: () => void;
  /** The counter's 'count again' button, once its automatic retries ran out. @default undefined */
  onRetryCount?: () => void;
  /** Clipboard and document for the share box (tests). @default the page's */
  clipboardEnvironment?: CopyEnvironment;
}

// The guess table and the result load on their own (a first visit shows neither): fetched while
// the page is idle, there before the first guess; a game restored with guesses asks at once.
const played = later(() => import('./ClassicPlayed'));

/** Loads the guess table's and the result's code (stories load it before they render). */
export const loadClassicPlayed = played.load;

function LazyGuessTable(props: GuessTableProps) {
  return <LaterPart part={played}>{(part) => <part.GuessTable {...props} />}</LaterPart>;
}

function LazyResult(props: ClassicResultProps) {
  return (
    <LaterPart part={played} failed={null}>
      {(part) => <part.ClassicResult {...props} />}
    </LaterPart>
  );
}

/**
 * Safety net: a winning row whose reveal never reports its end (hidden tab, no CSS, the table's
 * code not loaded) still shows the result once the reveal's time has passed.
 */
function useRevealSafetyNet(waiting: boolean, onRevealDone: () => void): void {
  const theme = useTheme();
  const revealRef = useRef(onRevealDone);
  useEffect(() => {
    revealRef.current = onRevealDone;
  }, [onRevealDone]);
  const { flipStaggerMs, flipDurationMs } = theme.motion;
  useEffect(() => {
    if (!waiting) return;
    const total = CLASSIC_FIELDS.length * flipStaggerMs + flipDurationMs + 1000;
    const handle = setTimeout(() => revealRef.current(), total);
    return () => clearTimeout(handle);
  }, [waiting, flipStaggerMs, flipDurationMs]);
}

function identity(path: string): string {
  return path;
}

/**
 * Classic, presentational: renders a view model with the ui primitives and reports the player's
 * actions through callbacks. Texts come from the widget's i18next instance in context.
 */
export function ClassicGameView({
  model,
  assetUrl = identity,
  disclaimer,
  shareUrl = '',
  modeHref = (mode) => `/${mode}`,
  onPick,
  onRevealDone,
  onToggleClue,
  onCopy,
  onRetry,
  onRetryCount,
  clipboardEnvironment,
}: ClassicGameViewProps) {
  const { t } = useWidgetTranslation();
  const title = useDayTitle(t('classic.title'), model.dayGone);
  usePreloadWhenIdle(played);
  useRevealSafetyNet(model.status === 'won' && !model.showResult, onRevealDone);

  if (model.status === 'loading') return <DailyLoadingView />;
  if (model.status === 'error') {
    return (
      <S.Root data-state="error">
        <ErrorView
          title={t('common.errorTitle')}
          message={t('common.errorMessage')}
          action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
        />
      </S.Root>
    );
  }

  return (
    <S.Root aria-label={title} data-state={model.status}>
      <S.Title>{title}</S.Title>
      {model.difficulty ? (
        <S.Badge $tone={model.difficulty}>
          {t(DIFFICULTY_TEXTS[model.difficulty].label)} ·{' '}
          {t(DIFFICULTY_TEXTS[model.difficulty].description)}
        </S.Badge>
      ) : null}
      {/* How to start means nothing once the game is over. */}
      {model.status === 'playing' ? <S.Help>{t('classic.hint')}</S.Help> : null}
      <S.Note>{disclaimer ?? t('classic.disclaimer')}</S.Note>

      <ClueTiles model={model} onToggleClue={onToggleClue} />

      {model.status === 'playing' ? (
        <ItemSearch
          candidates={model.candidates}
          guessedIds={model.guessedIds}
          fields={performerFields}
          assetUrl={assetUrl}
          label={t('classic.searchLabel')}
          placeholder={t('classic.searchPlaceholder')}
          onPick={onPick}
        />
      ) : null}

      <PlayersCounter
        count={model.count}
        status={model.countStatus}
        onRetry={onRetryCount}
        dayGone={model.dayGone}
      />

      {model.showResult && model.answer ? (
        <LazyResult
          model={model}
          answer={model.answer}
          assetUrl={assetUrl}
          shareUrl={shareUrl}
          modeHref={modeHref}
          onCopy={onCopy}
          clipboardEnvironment={clipboardEnvironment}
        />
      ) : null}

      {model.guesses.length > 0 ? (
        <LazyGuessTable model={model} assetUrl={assetUrl} onRevealDone={onRevealDone} />
      ) : null}

      {model.yesterday ? (
        <S.Help>{t('common.yesterday', { name: model.yesterday.name })}</S.Help>
      ) : null}

      <Legend
        title={t('classic.legend.title')}
        labels={{
          correct: t('classic.legend.correct'),
          partial: t('classic.legend.partial'),
          incorrect: t('classic.legend.incorrect'),
          higher: t('classic.legend.higher'),
          lower: t('classic.legend.lower'),
        }}
      />
    </S.Root>
  );
}

function ClueTiles({
  model,
  onToggleClue,
}: {
  model: ClassicViewModel;
  onToggleClue: (clue: ClassicClue) => void;
}) {
  const { t } = useWidgetTranslation();
  const { debut, ranking } = model.clues;
  // Once won, "can be displayed now" is no news: the tiles only offer to show their clue.
  const won = model.status === 'won';
  return (
    <S.Clues>
      <ClueTile
        title={t('classic.clues.debutTitle')}
        locked={!debut.unlocked}
        lockedText={t('classic.clues.debutLocked', { count: debut.triesLeft })}
        unlockedText={won ? t('classic.clues.show') : t('classic.clues.debutUnlocked')}
        open={debut.open}
        onOpenChange={() => onToggleClue('debut')}
      >
        <S.ClueValue>
          {debut.year === null
            ? t('classic.clues.debutUnknown')
            : t('classic.clues.debutValue', { year: debut.year })}
        </S.ClueValue>
      </ClueTile>
      <ClueTile
        title={t('classic.clues.rankingTitle')}
        locked={!ranking.unlocked}
        lockedText={t('classic.clues.rankingLocked', { count: ranking.triesLeft })}
        unlockedText={won ? t('classic.clues.show') : t('classic.clues.rankingUnlocked')}
        open={ranking.open}
        onOpenChange={() => onToggleClue('ranking')}
      >
        <RankingList items={ranking.list} label={t('classic.clues.rankingListLabel')} />
      </ClueTile>
    </S.Clues>
  );
}
