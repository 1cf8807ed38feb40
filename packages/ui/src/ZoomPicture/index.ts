export { ZoomPicture } from './ZoomPicture';
export type { ZoomPictureProps } from './ZoomPicture';
