import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameMode } from '@guessdle/api';
import type { Channel } from '@guessdle/data';
import {
  BlurredLogo,
  Button,
  Counter,
  ErrorView,
  GuessCard,
  LoadingView,
  SearchBox,
  ShareBox,
  WinBox,
  type CopyEnvironment,
  type SearchItem,
} from '@guessdle/ui';
import { searchOptions, type ShareMessageParts } from '../core';
import { channelGuessShareText, type ChannelGuessViewModel } from './viewModel';
import * as S from './ChannelGuessGameView.styles';

export interface ChannelGuessGameViewProps {
  /** Everything to show (see buildChannelGuessViewModel). */
  model: ChannelGuessViewModel;
  /** Turns a dataset path (`/assets/...`) into a loadable URL. @default (path) => path */
  assetUrl?: (path: string) => string;
  /** The address appended to the share text. @default '' */
  shareUrl?: string;
  /** Where the next-mode link goes. @default (mode) => `/${mode}` */
  modeHref?: (mode: GameMode) => string;
  /** A channel was chosen in the search. */
  onPick: (id: string) => void;
  /** The share text was copied. */
  onCopy: () => void;
  /** The error view's retry button. */
  onRetry: () => void;
  /** Clipboard and document for the share box (tests). @default the page's */
  clipboardEnvironment?: CopyEnvironment;
}

interface Option extends SearchItem {
  channel: Channel;
}

function identity(path: string): string {
  return path;
}

function defaultModeHref(mode: GameMode): string {
  return `/${mode}`;
}

/**
 * Channel-guess ("What channel does this logo belong to?"), presentational: renders a view model
 * with the ui primitives and reports the player's actions through callbacks.
 */
export function ChannelGuessGameView({
  model,
  assetUrl = identity,
  shareUrl = '',
  modeHref = defaultModeHref,
  onPick,
  onCopy,
  onRetry,
  clipboardEnvironment,
}: ChannelGuessGameViewProps) {
  const { t } = useTranslation();
  const titleId = useId();

  if (model.status === 'loading') {
    return (
      <S.Root aria-busy="true" data-state="loading">
        <LoadingView label={t('common.loading')} />
      </S.Root>
    );
  }

  if (model.status === 'error' || !model.logo) {
    const missing = model.error?.kind !== 'request-failed';
    return (
      <S.Root aria-labelledby={titleId} data-state="error" data-error={model.error?.kind}>
        <S.Title id={titleId}>{t('channelGuess.title')}</S.Title>
        <ErrorView
          title={t('common.errorTitle')}
          message={missing ? t('channelGuess.unavailable') : t('common.errorMessage')}
          action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
        />
      </S.Root>
    );
  }

  const playing = model.status === 'playing';
  return (
    <S.Root aria-labelledby={titleId} data-state={model.status}>
      <S.Title id={titleId}>{t('channelGuess.title')}</S.Title>
      <S.Help>{t('channelGuess.help')}</S.Help>
      <BlurredLogo
        src={assetUrl(model.logo)}
        alt={t('channelGuess.logoAlt')}
        blurPx={model.blurPx}
      />

      {playing ? <ChannelSearch model={model} assetUrl={assetUrl} onPick={onPick} /> : null}

      <Counter loading={model.count === null} loadingLabel={t('common.loading')}>
        {model.count === null ? null : t('common.counter', { count: model.count })}
      </Counter>

      {model.showResult && model.answer ? (
        <WinBox
          title={t('common.congratulations')}
          headingLevel={3}
          message={t('common.winMessage', {
            name: model.answer.name,
            type: t('common.itemType.channel'),
          })}
          pictureUrl={assetUrl(model.answer.photo)}
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
          text={channelGuessShareText(model, {
            game: t('channelGuess.gameName'),
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
            <li key={card.channel.id}>
              <GuessCard
                name={card.channel.name}
                photoUrl={assetUrl(card.channel.photo)}
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

function ChannelSearch({
  model,
  assetUrl,
  onPick,
}: {
  model: ChannelGuessViewModel;
  assetUrl: (path: string) => string;
  onPick: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const options = useMemo<Option[]>(
    () =>
      model.candidates.map((channel) => ({
        id: channel.id,
        name: channel.name,
        photoUrl: assetUrl(channel.photo),
        channel,
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
      label={t('channelGuess.searchLabel')}
      placeholder={t('channelGuess.searchPlaceholder')}
      noOptionsText={t('common.noOptions')}
      loadingText={t('common.loading')}
    />
  );
}
