import type { ModeHref } from '../widget/widgetRuntime';
import { useId } from 'react';
import { useWidgetTranslation } from '../i18n/keys';
import type { GameMode } from '@guessdle/api';
import { Button, ErrorView, GuessCard, type CopyEnvironment } from '@guessdle/ui';
import {
  DailyLoadingView,
  DailyShareBox,
  DailyWinBox,
  GuessAnnouncement,
  ItemSearch,
  PlayersCounter,
} from '../daily-view/DailyViewParts';
import type { PictureGuessMode, PictureItem } from './pictureGuessMode';
import type { PictureTexts } from './pictureTexts';
import type { PictureGuessViewModel } from './viewModel';
import { LogoPicture } from './LogoPicture';
import { PortraitPicture } from './PortraitPicture';
import * as S from './PictureGuessGameView.styles';
import { useDayTitle } from '../daily-view/archiveDay';

/** The props of a picture mode's view: its model and the player's actions. */
export interface PictureGuessViewProps<Model = PictureGuessViewModel> {
  /** Everything to show (see buildPictureGuessViewModel). */
  model: Model;
  /** Turns a dataset path (`/assets/...`) into a loadable URL. @default (path) => path */
  assetUrl?: (path: string) => string;
  /**
   * The picture of the day's URL, one that does not name the answer (`api.dailyPictureUrl`).
   * @default assetUrl of the answer's own picture
   */
  dailyPictureUrl?: string | undefined;
  /** The address appended to the share text. @default '' */
  shareUrl?: string;
  /** Where the next-mode link goes. @default (mode) => `/${mode}` */
  modeHref?: ModeHref;
  /** An item (a performer, a channel) was chosen in the search. */
  onPick: (id: string) => void;
  /** The share text was copied. */
  onCopy: () => void;
  /** The error view's retry button. */
  onRetry: () => void;
  /** The counter's 'count again' button, once its automatic retries ran out. @default undefined */
  onRetryCount?: () => void;
  /** Clipboard and document for the share box (tests). @default the page's */
  clipboardEnvironment?: CopyEnvironment;
}

export interface PictureGuessGameViewProps<Item = PictureItem> extends PictureGuessViewProps<
  PictureGuessViewModel<Item>
> {
  /** The picture mode (pictureGuessMode.ts): its texts, its items' fields, its kind of picture. */
  mode: PictureGuessMode<Item>;
}

function identity(path: string): string {
  return path;
}

function defaultModeHref(mode: GameMode): string {
  return `/${mode}`;
}

/**
 * A picture-guess mode, presentational: renders a view model with the ui primitives and reports
 * the player's actions through callbacks. Texts come from the widget's i18next instance in context, from
 * the mode's locale section and `common`.
 */
export function PictureGuessGameView<Item>({
  mode,
  model,
  assetUrl = identity,
  dailyPictureUrl,
  shareUrl = '',
  modeHref = defaultModeHref,
  onPick,
  onCopy,
  onRetry,
  onRetryCount,
  clipboardEnvironment,
}: PictureGuessGameViewProps<Item>) {
  const { t } = useWidgetTranslation();
  const titleId = useId();
  const { texts, fields } = mode;
  const title = useDayTitle(t(texts.title), model.dayGone);

  if (model.status === 'loading') return <DailyLoadingView />;

  const { picture } = model;
  if (model.status === 'error' || !picture) {
    const missing = model.error?.kind !== 'request-failed';
    return (
      <S.Root aria-labelledby={titleId} data-state="error" data-error={model.error?.kind}>
        <S.Title id={titleId}>{title}</S.Title>
        <ErrorView
          title={t('common.errorTitle')}
          message={missing ? t(texts.unavailable) : t('common.errorMessage')}
          action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
        />
      </S.Root>
    );
  }

  const { answer } = model;
  const latest = model.guesses[0];
  const latestGuessText = () =>
    latest?.typedNow
      ? t('common.guessAnnouncement', {
          name: fields.name(latest.item),
          result: t(latest.correct ? 'common.correct' : 'common.incorrect'),
        })
      : '';
  return (
    <S.Root aria-labelledby={titleId} data-state={model.status}>
      <S.Title id={titleId}>{title}</S.Title>
      <S.Help>{t(texts.help)}</S.Help>
      <Picture
        src={dailyPictureUrl ?? assetUrl(picture)}
        model={model}
        answerName={answer ? fields.name(answer) : null}
        texts={texts}
      />

      {model.status === 'playing' ? (
        <ItemSearch
          candidates={model.candidates}
          guessedIds={model.guessedIds}
          fields={fields}
          assetUrl={assetUrl}
          label={t(texts.searchLabel)}
          placeholder={t(texts.searchPlaceholder)}
          onPick={onPick}
        />
      ) : null}

      <PlayersCounter
        count={model.count}
        status={model.countStatus}
        onRetry={onRetryCount}
        dayGone={model.dayGone}
      />

      {model.showResult && answer ? (
        <DailyWinBox
          name={fields.name(answer)}
          itemType={fields.type(answer)}
          context={fields.context(answer)}
          pictureUrl={assetUrl(fields.photo(answer))}
          nextMode={model.nextMode}
          modeHref={modeHref}
          headingLevel={3}
          justWon={latest?.typedNow === true}
        />
      ) : null}
      {/* Outside the win box: its status region would read the emoji grid aloud. */}
      {model.showResult && answer ? (
        <DailyShareBox
          gamemode={mode.mode}
          game={t(texts.gameName)}
          rows={model.shareRows}
          url={shareUrl}
          onCopy={onCopy}
          clipboardEnvironment={clipboardEnvironment}
        />
      ) : null}

      <GuessAnnouncement text={latestGuessText()} />
      {model.guesses.length > 0 ? (
        <S.GuessList aria-label={t('common.guessesLabel')}>
          {model.guesses.map(({ item, correct }) => (
            <li key={fields.id(item)}>
              <GuessCard
                name={fields.name(item)}
                photoUrl={assetUrl(fields.photo(item))}
                isCorrect={correct}
                correctLabel={t('common.correct')}
                incorrectLabel={t('common.incorrect')}
              />
            </li>
          ))}
        </S.GuessList>
      ) : null}

      {model.yesterday ? (
        <S.Note>{t('common.yesterday', { name: fields.name(model.yesterday) })}</S.Note>
      ) : null}
    </S.Root>
  );
}

/** The picture of the day, drawn by its kind (the mode's registration says which). */
function Picture({
  src,
  model,
  answerName,
  texts,
}: {
  src: string;
  model: PictureGuessViewModel<unknown>;
  answerName: string | null;
  texts: PictureTexts;
}) {
  const { reveal } = model;
  return reveal.kind === 'portrait' ? (
    <PortraitPicture
      src={src}
      reveal={reveal}
      playing={model.status === 'playing'}
      tries={model.guesses.length}
      answerName={answerName}
      texts={texts}
    />
  ) : (
    <LogoPicture src={src} reveal={reveal} answerName={answerName} texts={texts} />
  );
}
