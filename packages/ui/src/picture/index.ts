export { catchEarlyPictureFailure, FALLBACK_PICTURE, showFallbackPicture } from './fallback';
export { useImagesWhenVisible } from './whenVisible';
