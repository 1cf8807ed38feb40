import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameMode } from '@guessdle/api';
import type { Performer } from '@guessdle/data';
import {
  Button,
  Counter,
  ErrorView,
  GuessCard,
  LoadingView,
  SearchBox,
  ShareBox,
  VisuallyHidden,
  WinBox,
  ZoomPicture,
  type CopyEnvironment,
  type SearchItem,
} from '@guessdle/ui';
import { NAME_HINT_BLANK, NAME_HINT_TRIES, searchOptions, type ShareMessageParts } from '../core';
import { imageGuessShareText, type ImageGuessViewModel } from './viewModel';
import * as S from './ImageGuessGameView.styles';

export interface ImageGuessGameViewProps {
  /** Everything to show (see buildImageGuessViewModel). */
  model: ImageGuessViewModel;
  /** Turns a dataset path (`/assets/...`) into a loadable URL. @default (path) => path */
  assetUrl?: (path: string) => string;
  /** The address appended to the share text. @default '' */
  shareUrl?: string;
  /** Where the next-mode link goes. @default (mode) => `/${mode}` */
  modeHref?: (mode: GameMode) => string;
  /** A performer was chosen in the search. */
  onPick: (id: string) => void;
  /** The share text was copied. */
  onCopy: () => void;
  /** The error view's retry button. */
  onRetry: () => void;
  /** Clipboard and document for the share box (tests). @default the page's */
  clipboardEnvironment?: CopyEnvironment;
}

interface Option extends SearchItem {
  performer: Performer;
}

function identity(path: string): string {
  return path;
}

/** The hint letter by letter, blanks named, words separated: "A, blank, blank; B, blank". */
function spellHint(hint: string, blank: string): string {
  return hint
    .split(' ')
    .map((word) => [...word].map((char) => (char === NAME_HINT_BLANK ? blank : char)).join(', '))
    .join('; ');
}

function defaultModeHref(mode: GameMode): string {
  return `/${mode}`;
}

/**
 * Image-guess ("Who is this?"), presentational: renders a view model with the ui primitives and
 * reports the player's actions through callbacks. Texts come from the i18next instance in context.
 */
export function ImageGuessGameView({
  model,
  assetUrl = identity,
  shareUrl = '',
  modeHref = defaultModeHref,
  onPick,
  onCopy,
  onRetry,
  clipboardEnvironment,
}: ImageGuessGameViewProps) {
  const { t } = useTranslation();
  const titleId = useId();

  if (model.status === 'loading') {
    return (
      <S.Root aria-busy="true" data-state="loading">
        <LoadingView label={t('common.loading')} />
      </S.Root>
    );
  }

  const retry = <Button onClick={onRetry}>{t('common.retry')}</Button>;
  if (model.status === 'error' || !model.picture) {
    const missing = model.error?.kind !== 'request-failed';
    return (
      <S.Root aria-labelledby={titleId} data-state="error" data-error={model.error?.kind}>
        <S.Title id={titleId}>{t('imageGuess.title')}</S.Title>
        <ErrorView
          title={t('common.errorTitle')}
          message={missing ? t('imageGuess.unavailable') : t('common.errorMessage')}
          action={retry}
        />
      </S.Root>
    );
  }

  const tries = model.guesses.length;
  const playing = model.status === 'playing';
  return (
    <S.Root aria-labelledby={titleId} data-state={model.status}>
      <S.Title id={titleId}>{t('imageGuess.title')}</S.Title>
      <S.Help>{t('imageGuess.help')}</S.Help>
      <ZoomPicture
        src={assetUrl(model.picture)}
        alt={t('imageGuess.pictureAlt')}
        scale={model.scale}
      />

      {model.hint !== null ? (
        <S.Hint data-testid="name-hint">
          <span>{t('imageGuess.hintTitle')}</span>
          {/* Underscores read aloud mean nothing: screen readers hear the hint spelled out. */}
          <S.HintText aria-hidden="true">{model.hint}</S.HintText>
          <VisuallyHidden>{spellHint(model.hint, t('imageGuess.hintBlank'))}</VisuallyHidden>
        </S.Hint>
      ) : playing ? (
        <S.Note>{t('imageGuess.hintLocked', { count: NAME_HINT_TRIES - tries })}</S.Note>
      ) : null}

      {playing ? <PerformerSearch model={model} assetUrl={assetUrl} onPick={onPick} /> : null}

      <Counter loading={model.count === null} loadingLabel={t('common.loading')}>
        {model.count === null ? null : t('common.counter', { count: model.count })}
      </Counter>

      {model.showResult && model.answer ? (
        <WinBox
          title={t('common.congratulations')}
          headingLevel={3}
          message={t('common.winMessage', {
            name: model.answer.name,
            type: t(`common.itemType.${model.answer.type}`),
          })}
          pictureUrl={assetUrl(model.answer.profilePictureUrl)}
          pictureAlt={model.answer.name}
          {...(model.nextMode
            ? {
                nextModeLabel: t('common.nextModeAction', {
                  mode: t(`common.modes.${model.nextMode}`),
                }),
                nextModeHref: modeHref(model.nextMode),
              }
            : {})}
        />
      ) : null}
      {/* Outside the win box: its status region would read the emoji grid aloud. */}
      {model.showResult && model.answer ? (
        <ShareBox
          title={t('common.shareTitle', { count: model.shareRows.length })}
          text={imageGuessShareText(model, {
            game: t('imageGuess.gameName'),
            url: shareUrl,
            format: (parts: ShareMessageParts) =>
              t('common.shareMessage', {
                game: parts.game,
                gamemode: parts.gamemode,
                count: parts.guessCount,
              }),
          })}
          copyLabel={t('common.copy')}
          copiedText={t('common.copied')}
          headingLevel={3}
          onCopy={() => onCopy()}
          {...(clipboardEnvironment ? { clipboardEnvironment } : {})}
        />
      ) : null}

      {model.guesses.length > 0 ? (
        <S.GuessList aria-label={t('common.guessesLabel')}>
          {model.guesses.map((card) => (
            <li key={card.performer.profileUrl}>
              <GuessCard
                name={card.performer.name}
                photoUrl={assetUrl(card.performer.profilePictureUrl)}
                isCorrect={card.correct}
                correctLabel={t('common.correct')}
                incorrectLabel={t('common.incorrect')}
              />
            </li>
          ))}
        </S.GuessList>
      ) : null}

      {model.yesterday ? (
        <S.Note>{t('common.yesterday', { name: model.yesterday.name })}</S.Note>
      ) : null}
    </S.Root>
  );
}

function PerformerSearch({
  model,
  assetUrl,
  onPick,
}: {
  model: ImageGuessViewModel;
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
      label={t('imageGuess.searchLabel')}
      placeholder={t('imageGuess.searchPlaceholder')}
      noOptionsText={t('common.noOptions')}
      loadingText={t('common.loading')}
    />
  );
}
