import { useTranslation } from 'react-i18next';
import { BlurredLogo } from '@guessdle/ui';
import {
  PictureGuessGameView,
  type PictureGuessViewProps,
} from '../picture-guess/PictureGuessGameView';
import { CHANNEL_GUESS } from './channelGuessMode';
import type { ChannelAnswerMode, ChannelGuessViewModel } from './viewModel';

export interface ChannelGuessGameViewProps extends PictureGuessViewProps<ChannelGuessViewModel> {
  /** The mode whose answer is a channel (its texts' section). @default CHANNEL_GUESS */
  mode?: ChannelAnswerMode;
}

/**
 * Channel-guess ("What channel does this logo belong to?"), presentational: the picture-guess
 * view with the channel's logo, less blurred with every try.
 */
export function ChannelGuessGameView({
  mode = CHANNEL_GUESS,
  ...props
}: ChannelGuessGameViewProps) {
  const { t } = useTranslation();
  const { model } = props;
  return (
    <PictureGuessGameView
      {...props}
      mode={mode}
      picture={model.logo}
      renderPicture={(src) => (
        <BlurredLogo
          src={src}
          alt={
            model.answer
              ? t(`${mode.texts}.logoAltWon`, { name: model.answer.name })
              : model.blurPx > 0
                ? t(`${mode.texts}.logoAlt`)
                : t(`${mode.texts}.logoAltClear`)
          }
          blurPx={model.blurPx}
        />
      )}
    />
  );
}
