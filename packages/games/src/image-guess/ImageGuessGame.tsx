import type { PerformerItem } from '@guessdle/api';
import { createPictureGuessWidget } from '../picture-guess/createPictureGuessWidget';
import type { PictureGuessViewProps } from '../picture-guess/PictureGuessGameView';
import type { DailyWidgetProps } from '../widget/widgetRuntime';
import { IMAGE_GUESS } from './imageGuessMode';
import { ImageGuessGameView } from './ImageGuessGameView';
import {
  buildImageGuessViewModel,
  type ImageGuessViewModel,
  type PerformerAnswerMode,
} from './viewModel';

export interface ImageGuessGameProps extends DailyWidgetProps {
  /** The performers the game knows and offers in the search. Read once at mount. @default the server's (`api.getPerformers()`) */
  performers?: readonly PerformerItem[];
}

/**
 * The widget of a mode whose answer is a performer shown by a zoomed-in picture (Image-guess, and
 * any picture mode registered on the `performers` dataset): the mode's settings are all it needs,
 * its texts come from the mode's section (`mode.texts`).
 */
export function createPerformerAnswerGame(
  mode: PerformerAnswerMode,
  names: { widget: string; hookName: string },
) {
  const widget = createPictureGuessWidget({
    ...names,
    mode,
    buildModel: (state, lookup, performers) =>
      buildImageGuessViewModel(state, lookup, performers, mode),
    View: (props: PictureGuessViewProps<ImageGuessViewModel>) => (
      <ImageGuessGameView {...props} mode={mode} />
    ),
  });
  function Game({ performers, ...props }: ImageGuessGameProps) {
    return <widget.Game {...props} items={performers} />;
  }
  return { Game, useStore: widget.useStore, useStoreApi: widget.useStoreApi };
}

const widget = createPerformerAnswerGame(IMAGE_GUESS, {
  widget: 'ImageGuessGame',
  hookName: 'useImageGuessStore',
});

/** Reads the image-guess store of the enclosing `<ImageGuessGame>`; throws outside one. */
export const useImageGuessStore = widget.useStore;
/** The image-guess store API of the enclosing `<ImageGuessGame>`; throws outside one. */
export const useImageGuessStoreApi = widget.useStoreApi;

/**
 * The image-guess game ("Who is this?") as a self-contained widget: one zustand store, one
 * i18next instance and one theme provider per instance.
 */
export const ImageGuessGame = widget.Game;
