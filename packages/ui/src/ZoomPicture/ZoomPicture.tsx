import { forwardRef } from 'react';
import { catchEarlyPictureFailure, showFallbackPicture } from '../picture';
import { ZoomFrame, ZoomImage } from './ZoomPicture.styles';
import type { PrimitiveProps } from '../primitive';

interface ZoomPictureOwnProps {
  /** The picture to guess. */
  src: string;
  /** Alternative text, e.g. 'Who is this?' (never the answer's name). */
  alt: string;
  /** Zoom into the centre: 7 at the first try, down to 1 (the whole picture). Values under 1 count as 1. @default 1 */
  scale?: number;
  /**
   * Side of the square in px. SPEC §9's "52 units square" read in the 8 px spacing unit:
   * 52 × 8 = 416 px. The box never grows wider than its container, so phones get the
   * largest square that fits. @default 416
   */
  size?: number;
  /** Extra class on the root, for layout by the host. @default undefined */
  className?: string;
}

/** ZoomPicture's own props, the attributes of its root `<div>` and a `ref` to it. */
export type ZoomPictureProps = PrimitiveProps<'div', ZoomPictureOwnProps>;

/**
 * The image-guess picture: a square window that shows the centre of the picture enlarged
 * `scale` times, and zooms out smoothly as the tries go by. `data-scale` exposes the zoom.
 */
export const ZoomPicture = forwardRef<HTMLDivElement, ZoomPictureProps>(function ZoomPicture(
  { src, alt, scale = 1, size = 416, className, ...rest },
  ref,
) {
  const zoom = Math.max(1, scale);
  return (
    <ZoomFrame {...rest} ref={ref} className={className} $size={size} data-scale={zoom}>
      <ZoomImage
        ref={catchEarlyPictureFailure}
        src={src}
        onError={showFallbackPicture}
        alt={alt}
        style={{ transform: `scale(${zoom})` }}
      />
    </ZoomFrame>
  );
});
