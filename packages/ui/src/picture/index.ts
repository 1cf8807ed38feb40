export { FALLBACK_PICTURE, showFallbackPicture } from './fallback';
