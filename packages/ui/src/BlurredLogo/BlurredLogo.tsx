import { forwardRef } from 'react';
import { catchEarlyPictureFailure, showFallbackPicture } from '../picture';
import { LogoFrame, LogoImage } from './BlurredLogo.styles';
import type { PrimitiveProps } from '../primitive';

interface BlurredLogoOwnProps {
  /** The channel logo to guess. */
  src: string;
  /** Alternative text, e.g. 'Channel logo to guess' (never the channel's name). */
  alt: string;
  /** Blur radius in px: 10 at the first try, 0 once solved. Negative values count as 0. @default 0 */
  blurPx?: number;
  /** Extra class on the root, for layout by the host. @default undefined */
  className?: string;
}

/** BlurredLogo's own props, the attributes of its root `<div>` and a `ref` to it. */
export type BlurredLogoProps = PrimitiveProps<'div', BlurredLogoOwnProps>;

/**
 * The channel-guess logo in a 13rem square (SPEC §9), blurred by `blurPx` and sharpening
 * smoothly as the tries go by. `data-blur` exposes the current radius.
 */
export const BlurredLogo = forwardRef<HTMLDivElement, BlurredLogoProps>(function BlurredLogo(
  { src, alt, blurPx = 0, className, ...rest },
  ref,
) {
  const blur = Math.max(0, blurPx);
  return (
    <LogoFrame {...rest} ref={ref} className={className} data-blur={blur}>
      <LogoImage
        ref={catchEarlyPictureFailure}
        src={src}
        onError={showFallbackPicture}
        alt={alt}
        style={{ filter: blur > 0 ? `blur(${blur}px)` : 'none' }}
      />
    </LogoFrame>
  );
});
