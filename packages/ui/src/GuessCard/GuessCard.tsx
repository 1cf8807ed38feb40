import { forwardRef } from 'react';
import { showFallbackPicture } from '../picture';
import { VisuallyHidden } from '../VisuallyHidden';
import { CardName, CardPhoto, CardRoot, CardSymbol } from './GuessCard.styles';
import type { PrimitiveProps } from '../primitive';

interface GuessCardOwnProps {
  /** Name of the guessed performer or channel. */
  name: string;
  /** Picture of the performer, or the channel logo. */
  photoUrl: string;
  /** Whether this guess is the answer. */
  isCorrect: boolean;
  /** Word read by screen readers for a right guess, translated by the host. @default 'correct' */
  correctLabel?: string;
  /** Word read by screen readers for a wrong guess, translated by the host. @default 'incorrect' */
  incorrectLabel?: string;
  /** Extra class on the root, for layout by the host. @default undefined */
  className?: string;
}

/** GuessCard's own props, the attributes of its root `<div>` and a `ref` to it. */
export type GuessCardProps = PrimitiveProps<'div', GuessCardOwnProps>;

/**
 * One past guess in the image- and channel-guess lists: picture, name, and a positive or
 * negative background. A ✓ / ✕ symbol (and words for screen readers) carry the result too.
 */
export const GuessCard = forwardRef<HTMLDivElement, GuessCardProps>(function GuessCard(
  {
    name,
    photoUrl,
    isCorrect,
    correctLabel = 'correct',
    incorrectLabel = 'incorrect',
    className,
    ...rest
  },
  ref,
) {
  return (
    <CardRoot
      {...rest}
      ref={ref}
      className={className}
      data-state={isCorrect ? 'correct' : 'incorrect'}
      $correct={isCorrect}
    >
      <CardPhoto src={photoUrl} alt="" onError={showFallbackPicture} />
      <CardName>{name}</CardName>
      <CardSymbol aria-hidden="true">{isCorrect ? '✓' : '✕'}</CardSymbol>
      <VisuallyHidden>{`, ${isCorrect ? correctLabel : incorrectLabel}`}</VisuallyHidden>
    </CardRoot>
  );
});
