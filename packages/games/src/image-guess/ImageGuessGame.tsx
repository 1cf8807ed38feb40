import type { PerformerItem } from '@guessdle/data';
import { createPictureGuessWidget } from '../picture-guess/createPictureGuessWidget';
import type { DailyWidgetProps } from '../shared/widgetRuntime';
import { IMAGE_GUESS } from './imageGuessMode';
import { ImageGuessGameView } from './ImageGuessGameView';
import { buildImageGuessViewModel } from './viewModel';

export interface ImageGuessGameProps extends DailyWidgetProps {
  /** The performers the game knows and offers in the search. Read once at mount. @default the server's (`api.getPerformers()`) */
  performers?: readonly PerformerItem[];
}

const widget = createPictureGuessWidget({
  widget: 'ImageGuessGame',
  hookName: 'useImageGuessStore',
  mode: IMAGE_GUESS,
  buildModel: buildImageGuessViewModel,
  View: ImageGuessGameView,
});

/** Reads the image-guess store of the enclosing `<ImageGuessGame>`; throws outside one. */
export const useImageGuessStore = widget.useStore;
/** The image-guess store API of the enclosing `<ImageGuessGame>`; throws outside one. */
export const useImageGuessStoreApi = widget.useStoreApi;

/**
 * The image-guess game ("Who is this?") as a self-contained widget: one zustand store, one
 * i18next instance and one theme provider per instance.
 */
export function ImageGuessGame({ performers, ...props }: ImageGuessGameProps) {
  return <widget.Game {...props} items={performers} />;
}
