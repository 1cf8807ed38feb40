import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import type { GameMode } from '@guessdle/api';
import type { Performer } from '@guessdle/data';
import {
  Button,
  CompareTile,
  FlipCard,
  SearchBox,
  ShareBox,
  Tooltip,
  type CopyEnvironment,
  type SearchItem,
} from '@guessdle/ui';
import { searchOptions, type FieldComparison, type ShareMessageParts } from '../core';
import type { ClassicClue } from './classicStore';
import { classicShareText, tileState, type ClassicViewModel, type TileState } from './viewModel';
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
  modeHref?: (mode: GameMode) => string;
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
  /** Clipboard and document for the share box (tests). @default the page's */
  clipboardEnvironment?: CopyEnvironment;
}

const COLUMNS = [
  'model',
  'gender',
  'type',
  'birthPlace',
  'ethnicity',
  'hairColor',
  'rank',
] as const;
/** The last card of a row: its flip ends the row's reveal. */
const LAST_CARD = COLUMNS.length - 1;

interface Option extends SearchItem {
  performer: Performer;
}

function identity(path: string): string {
  return path;
}

/**
 * Classic, presentational: renders a view model with the ui primitives and reports the player's
 * actions through callbacks. Texts come from the i18next instance in context.
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
  clipboardEnvironment,
}: ClassicGameViewProps) {
  const { t } = useTranslation();
  const titleId = useId();

  if (model.status === 'loading') {
    return (
      <S.Root aria-busy="true" data-state="loading">
        <p role="status">{t('common.loading')}</p>
      </S.Root>
    );
  }
  if (model.status === 'error') {
    return (
      <S.Root aria-labelledby={titleId} data-state="error">
        <S.Title id={titleId}>{t('common.errorTitle')}</S.Title>
        <S.Hint role="alert">{t('common.errorMessage')}</S.Hint>
        <Button onClick={onRetry}>{t('common.retry')}</Button>
      </S.Root>
    );
  }

  return (
    <S.Root aria-labelledby={titleId} data-state={model.status}>
      <S.Title id={titleId}>{t('classic.title')}</S.Title>
      {model.difficulty ? (
        <S.Badge $tone={model.difficulty}>
          {t(`classic.difficulty.${model.difficulty}`)} ·{' '}
          {t(`classic.difficulty.${model.difficulty}Description`)}
        </S.Badge>
      ) : null}
      <S.Hint>{t('classic.hint')}</S.Hint>
      <S.Note>{disclaimer ?? t('classic.disclaimer')}</S.Note>

      <ClueTiles model={model} onToggleClue={onToggleClue} />

      {model.status === 'playing' ? (
        <GuessSearch model={model} assetUrl={assetUrl} onPick={onPick} />
      ) : null}

      {model.count !== null ? (
        <S.Counter>{t('common.counter', { count: model.count })}</S.Counter>
      ) : null}

      {model.guesses.length > 0 ? (
        <GuessTable model={model} assetUrl={assetUrl} onRevealDone={onRevealDone} />
      ) : null}

      {model.showResult && model.answer ? (
        <Result
          model={model}
          answer={model.answer}
          assetUrl={assetUrl}
          shareUrl={shareUrl}
          modeHref={modeHref}
          onCopy={onCopy}
          clipboardEnvironment={clipboardEnvironment}
        />
      ) : null}

      {model.yesterday ? (
        <S.Hint>{t('common.yesterday', { name: model.yesterday.name })}</S.Hint>
      ) : null}

      <Legend />
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
  const { t } = useTranslation();
  const debutId = useId();
  const rankingId = useId();
  const { debut, ranking } = model.clues;
  return (
    <S.Clues>
      <S.Clue>
        <Button
          variant="secondary"
          disabled={!debut.unlocked}
          aria-expanded={debut.unlocked ? debut.open : undefined}
          aria-controls={debut.open ? debutId : undefined}
          onClick={() => onToggleClue('debut')}
          data-state={debut.unlocked ? (debut.open ? 'open' : 'closed') : 'locked'}
        >
          {t('classic.clues.debutTitle')}
        </Button>
        <S.Note>
          {debut.unlocked
            ? t('classic.clues.debutUnlocked')
            : t('classic.clues.debutLocked', { count: debut.triesLeft })}
        </S.Note>
        {debut.unlocked && debut.open ? (
          <S.ClueValue id={debutId}>
            {debut.year === null
              ? t('classic.clues.debutUnknown')
              : t('classic.clues.debutValue', { year: debut.year })}
          </S.ClueValue>
        ) : null}
      </S.Clue>
      <S.Clue>
        <Button
          variant="secondary"
          disabled={!ranking.unlocked}
          aria-expanded={ranking.unlocked ? ranking.open : undefined}
          aria-controls={ranking.open ? rankingId : undefined}
          onClick={() => onToggleClue('ranking')}
          data-state={ranking.unlocked ? (ranking.open ? 'open' : 'closed') : 'locked'}
        >
          {t('classic.clues.rankingTitle')}
        </Button>
        <S.Note>
          {ranking.unlocked
            ? t('classic.clues.rankingUnlocked')
            : t('classic.clues.rankingLocked', { count: ranking.triesLeft })}
        </S.Note>
        {ranking.unlocked && ranking.open ? (
          // A scrollable region must be reachable by keyboard.
          <S.RankingList
            id={rankingId}
            aria-label={t('classic.clues.rankingListLabel')}
            tabIndex={0}
          >
            {ranking.list.map((entry) => (
              <li key={`${entry.rank}-${entry.name}`}>
                {t('classic.clues.rankingEntry', { rank: entry.rank, name: entry.name })}
              </li>
            ))}
          </S.RankingList>
        ) : null}
      </S.Clue>
    </S.Clues>
  );
}

function GuessSearch({
  model,
  assetUrl,
  onPick,
}: {
  model: ClassicViewModel;
  assetUrl: (path: string) => string;
  onPick: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const options = useMemo<Option[]>(
    () =>
      model.candidates.map((performer) => ({
        id: performer.profileUrl,
        name: performer.name,
        photoUrl: assetUrl(performer.profilePictureUrl),
        performer,
      })),
    [model.candidates, assetUrl],
  );
  const exclude = useMemo(() => new Set(model.guessedIds), [model.guessedIds]);
  const items = useMemo(
    () => searchOptions(options, query, { exclude }),
    [options, query, exclude],
  );
  return (
    <SearchBox<Option>
      items={items}
      inputValue={query}
      onInputChange={setQuery}
      onSelect={(item) => onPick(item.id)}
      label={t('classic.searchLabel')}
      placeholder={t('classic.searchPlaceholder')}
      noOptionsText={t('common.noOptions')}
      loadingText={t('common.loading')}
    />
  );
}

function formatValue(
  t: (key: string, options?: Record<string, unknown>) => string,
  comparison: FieldComparison,
): string {
  const value = comparison.currentGuessValue;
  if (value === null || value === undefined) return '—';
  const field = comparison.fieldName;
  const translate = (v: string) =>
    field === 'birthPlace' ? v : t(`classic.values.${field}.${v}`, { defaultValue: v });
  if (Array.isArray(value)) return value.map((v) => translate(String(v))).join(', ');
  if (typeof value === 'number') return String(value);
  return translate(String(value));
}

function GuessTable({
  model,
  assetUrl,
  onRevealDone,
}: {
  model: ClassicViewModel;
  assetUrl: (path: string) => string;
  onRevealDone: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const stateLabels: Record<TileState, string> = {
    correct: t('classic.legend.correct'),
    partial: t('classic.legend.partial'),
    incorrect: t('classic.legend.incorrect'),
    higher: t('classic.legend.higher'),
    lower: t('classic.legend.lower'),
  };
  const winning = model.guesses[0]?.correct ? model.guesses[0] : null;
  const waiting = model.status === 'won' && !model.showResult;

  // Safety net: a reveal that never reports its end (hidden tab, no CSS) still finishes.
  const revealRef = useRef(onRevealDone);
  useEffect(() => {
    revealRef.current = onRevealDone;
  }, [onRevealDone]);
  const { flipStaggerMs, flipDurationMs } = theme.motion;
  useEffect(() => {
    if (!waiting) return;
    const total = LAST_CARD * flipStaggerMs + flipDurationMs + 1000;
    const handle = setTimeout(() => revealRef.current(), total);
    return () => clearTimeout(handle);
  }, [waiting, flipStaggerMs, flipDurationMs]);

  return (
    <S.TableScroll>
      <S.Table aria-label={t('common.guessesLabel')}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <S.HeaderCell key={column} scope="col">
                <Tooltip content={t(`classic.columns.${column}Tooltip`)}>
                  <S.HeaderButton type="button">{t(`classic.columns.${column}`)}</S.HeaderButton>
                </Tooltip>
              </S.HeaderCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.guesses.map((row) => (
            <tr
              key={row.performer.profileUrl}
              data-state={row.animate ? 'typed' : 'restored'}
              data-correct={row.correct ? '' : undefined}
            >
              <S.Cell>
                <FlipCard
                  defaultFlipped
                  animate={row.animate}
                  index={0}
                  front={<S.BlankFace />}
                  back={
                    <S.ModelFace>
                      <img
                        src={assetUrl(row.performer.profilePictureUrl)}
                        alt={row.performer.name}
                        width={80}
                        height={80}
                      />
                    </S.ModelFace>
                  }
                />
              </S.Cell>
              {row.comparisons.map((comparison, index) => {
                const state = tileState(comparison);
                const column = COLUMNS[index + 1] ?? 'rank';
                return (
                  <S.Cell key={comparison.fieldName}>
                    <FlipCard
                      defaultFlipped
                      animate={row.animate}
                      index={index + 1}
                      front={<S.BlankFace />}
                      back={
                        <CompareTile
                          state={state}
                          value={formatValue(t, comparison)}
                          label={t(`classic.columns.${column}`)}
                          stateLabel={stateLabels[state]}
                        />
                      }
                      onFlipEnd={
                        row === winning && index + 1 === LAST_CARD
                          ? () => onRevealDone()
                          : undefined
                      }
                    />
                  </S.Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </S.Table>
    </S.TableScroll>
  );
}

function Result({
  model,
  answer,
  assetUrl,
  shareUrl,
  modeHref,
  onCopy,
  clipboardEnvironment,
}: {
  model: ClassicViewModel;
  answer: Performer;
  assetUrl: (path: string) => string;
  shareUrl: string;
  modeHref: (mode: GameMode) => string;
  onCopy: () => void;
  clipboardEnvironment: CopyEnvironment | undefined;
}) {
  const { t } = useTranslation();
  const winId = useId();
  const resultId = useId();
  const format = (parts: ShareMessageParts) =>
    t('common.shareMessage', {
      game: parts.game,
      gamemode: parts.gamemode,
      count: parts.guessCount,
    });
  const text = classicShareText(model, { game: t('classic.gameName'), url: shareUrl, format });
  const winRef = useRef<HTMLElement>(null);
  useEffect(() => {
    winRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, []);
  return (
    <>
      <S.Panel ref={winRef} aria-labelledby={winId} data-testid="win-box">
        <h3 id={winId}>{t('common.congratulations')}</h3>
        <p>
          {t('common.winMessage', { name: answer.name, type: t(`common.itemType.${answer.type}`) })}
        </p>
        {model.nextMode ? (
          <p>
            {t('common.nextModeTitle')}:{' '}
            <S.Link href={modeHref(model.nextMode)}>
              {t('common.nextModeAction', { mode: t(`common.modes.${model.nextMode}`) })}
            </S.Link>
          </p>
        ) : (
          <p>{t('common.allModesDone')}</p>
        )}
      </S.Panel>
      <S.Panel aria-labelledby={resultId}>
        <h3 id={resultId}>{t('classic.result.title')}</h3>
        <S.ResultPicture
          src={assetUrl(answer.profilePictureUrl)}
          alt={answer.name}
          width={120}
          height={120}
        />
        <p>
          <strong>{answer.name}</strong> · {t(`classic.values.type.${answer.type}`)}
        </p>
        {model.date ? <S.Note>{t('classic.result.date', { date: model.date })}</S.Note> : null}
      </S.Panel>
      <ShareBox
        title={t('common.shareTitle', { count: model.shareRows.length })}
        text={text}
        copyLabel={t('common.copy')}
        copiedText={t('common.copied')}
        headingLevel={3}
        onCopy={() => onCopy()}
        {...(clipboardEnvironment ? { clipboardEnvironment } : {})}
      />
    </>
  );
}

const LEGEND: TileState[] = ['correct', 'partial', 'incorrect', 'higher', 'lower'];

function Legend() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <S.Panel aria-labelledby={id}>
      <h3 id={id}>{t('classic.legend.title')}</h3>
      <S.LegendList>
        {LEGEND.map((state) => (
          <li key={state}>
            <CompareTile state={state} value={t(`classic.legend.${state}`)} size={80} />
          </li>
        ))}
      </S.LegendList>
    </S.Panel>
  );
}
