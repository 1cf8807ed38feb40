import { useWidgetTranslation } from '../i18n/keys';
import { BlurredLogo } from '@guessdle/ui';
import {
  PictureGuessGameView,
  type PictureGuessViewProps,
} from '../picture-guess/PictureGuessGameView';
import { CHANNEL_GUESS } from './channelGuessMode';
import type { ChannelAnswerMode, ChannelGuessViewModel } from './viewModel';

export interface ChannelGuessGameViewProps extends PictureGuessViewProps<ChannelGuessViewModel> {
  /** The mode whose answer is a channel (its texts among them). @default CHANNEL_GUESS */
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
  const { t } = useWidgetTranslation();
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
              ? t(mode.texts.alt.won, { name: model.answer.name })
              : model.blurPx > 0
                ? t(mode.texts.alt.hidden)
                : t(mode.texts.alt.clear)
          }
          blurPx={model.blurPx}
        />
      )}
    />
  );
}
