import { useTranslation } from 'react-i18next';
import { BlurredLogo } from '@guessdle/ui';
import {
  PictureGuessGameView,
  type PictureGuessViewProps,
} from '../picture-guess/PictureGuessGameView';
import { CHANNEL_GUESS } from './channelGuessMode';
import type { ChannelGuessViewModel } from './viewModel';

export type ChannelGuessGameViewProps = PictureGuessViewProps<ChannelGuessViewModel>;

/**
 * Channel-guess ("What channel does this logo belong to?"), presentational: the picture-guess
 * view with the channel's logo, less blurred with every try.
 */
export function ChannelGuessGameView(props: ChannelGuessGameViewProps) {
  const { t } = useTranslation();
  const { model } = props;
  return (
    <PictureGuessGameView
      {...props}
      mode={CHANNEL_GUESS}
      picture={model.logo}
      renderPicture={(src) => (
        <BlurredLogo
          src={src}
          alt={
            model.answer
              ? t('channelGuess.logoAltWon', { name: model.answer.name })
              : model.blurPx > 0
                ? t('channelGuess.logoAlt')
                : t('channelGuess.logoAltClear')
          }
          blurPx={model.blurPx}
        />
      )}
    />
  );
}
