export { BlurredLogo } from './BlurredLogo';
export type { BlurredLogoProps } from './BlurredLogo';
