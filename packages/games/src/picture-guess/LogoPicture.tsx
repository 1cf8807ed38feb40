import { BlurredLogo } from '@guessdle/ui';
import { useWidgetTranslation } from '../i18n/keys';
import type { PictureTexts } from './pictureTexts';
import type { PictureReveal } from './viewModel';

export interface LogoPictureProps {
  src: string;
  reveal: Extract<PictureReveal, { kind: 'logo' }>;
  /** The answer's name once won (the logo's text alternative names it). */
  answerName: string | null;
  texts: PictureTexts;
}

/** A logo (Channel-guess), less blurred with every try. */
export function LogoPicture({ src, reveal, answerName, texts }: LogoPictureProps) {
  const { t } = useWidgetTranslation();
  const alt = answerName
    ? t(texts.alt.won, { name: answerName })
    : t(reveal.blurPx > 0 ? texts.alt.hidden : texts.alt.clear);
  return <BlurredLogo src={src} alt={alt} blurPx={reveal.blurPx} />;
}
