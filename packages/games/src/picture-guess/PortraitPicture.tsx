import { VisuallyHidden, ZoomPicture } from '@guessdle/ui';
import { NAME_HINT_BLANK, NAME_HINT_TRIES } from '../core';
import { useWidgetTranslation } from '../i18n/keys';
import type { PictureTexts } from './pictureTexts';
import type { PictureReveal } from './viewModel';
import * as S from './PortraitPicture.styles';

/** The hint letter by letter, blanks named, words separated: "A, blank, blank; B, blank". */
function spellHint(hint: string, blank: string): string {
  return hint
    .split(' ')
    .map((word) => [...word].map((char) => (char === NAME_HINT_BLANK ? blank : char)).join(', '))
    .join('; ');
}

export interface PortraitPictureProps {
  src: string;
  reveal: Extract<PictureReveal, { kind: 'portrait' }>;
  /** The game goes on (the hint's countdown shows until the hint does). */
  playing: boolean;
  /** Tries so far. */
  tries: number;
  /** The answer's name once won (the picture's text alternative names it). */
  answerName: string | null;
  texts: PictureTexts;
}

/**
 * A portrait (Image-guess): the zoomed-in picture and, under it, the name hint (or how many
 * tries until it shows).
 */
export function PortraitPicture({
  src,
  reveal,
  playing,
  tries,
  answerName,
  texts,
}: PortraitPictureProps) {
  const { t } = useWidgetTranslation();
  const hint = texts.hint;
  return (
    <>
      <ZoomPicture
        src={src}
        alt={answerName ? t(texts.alt.won, { name: answerName }) : t(texts.alt.hidden)}
        scale={reveal.scale}
      />
      {hint && reveal.hint !== null ? (
        <S.Hint data-testid="name-hint">
          <span>{t(hint.title)}</span>
          {/* Underscores read aloud mean nothing: screen readers hear the hint spelled out. */}
          <S.HintText aria-hidden="true">{reveal.hint}</S.HintText>
          <VisuallyHidden>{spellHint(reveal.hint, t(hint.blank))}</VisuallyHidden>
        </S.Hint>
      ) : hint && playing ? (
        <S.Note>{t(hint.locked, { count: NAME_HINT_TRIES - tries })}</S.Note>
      ) : null}
    </>
  );
}
