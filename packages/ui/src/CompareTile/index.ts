export { CompareTile } from './CompareTile';
export type { CompareTileProps } from './CompareTile';
export type { FeedbackState } from './feedback';
export { hasLongWord } from './longWords';
export { feedbackTextureVars } from './texture';
