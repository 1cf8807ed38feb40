import { useWidgetTranslation } from '../i18n/keys';
import { VisuallyHidden, ZoomPicture } from '@guessdle/ui';
import { NAME_HINT_BLANK, NAME_HINT_TRIES } from '../core';
import {
  PictureGuessGameView,
  type PictureGuessViewProps,
} from '../picture-guess/PictureGuessGameView';
import { IMAGE_GUESS } from './imageGuessMode';
import type { ImageGuessViewModel, PerformerAnswerMode } from './viewModel';
import * as S from './ImageGuessGameView.styles';

export interface ImageGuessGameViewProps extends PictureGuessViewProps<ImageGuessViewModel> {
  /** The mode whose answer is a performer (its texts among them). @default IMAGE_GUESS */
  mode?: PerformerAnswerMode;
}

/** The hint letter by letter, blanks named, words separated: "A, blank, blank; B, blank". */
function spellHint(hint: string, blank: string): string {
  return hint
    .split(' ')
    .map((word) => [...word].map((char) => (char === NAME_HINT_BLANK ? blank : char)).join(', '))
    .join('; ');
}

/**
 * Image-guess ("Who is this?"), presentational: the picture-guess view with a zoomed picture and,
 * under it, the name hint (or how many tries until it shows).
 */
export function ImageGuessGameView({ mode = IMAGE_GUESS, ...props }: ImageGuessGameViewProps) {
  const { t } = useWidgetTranslation();
  const { model } = props;
  return (
    <PictureGuessGameView
      {...props}
      mode={mode}
      picture={model.picture}
      renderPicture={(src) => (
        <>
          <ZoomPicture
            src={src}
            alt={
              model.answer
                ? t(mode.texts.alt.won, { name: model.answer.name })
                : t(mode.texts.alt.hidden)
            }
            scale={model.scale}
          />
          {model.hint !== null ? (
            <S.Hint data-testid="name-hint">
              <span>{t(mode.texts.hint.title)}</span>
              {/* Underscores read aloud mean nothing: screen readers hear the hint spelled out. */}
              <S.HintText aria-hidden="true">{model.hint}</S.HintText>
              <VisuallyHidden>{spellHint(model.hint, t(mode.texts.hint.blank))}</VisuallyHidden>
            </S.Hint>
          ) : model.status === 'playing' ? (
            <S.Note>
              {t(mode.texts.hint.locked, { count: NAME_HINT_TRIES - model.guesses.length })}
            </S.Note>
          ) : null}
        </>
      )}
    />
  );
}
