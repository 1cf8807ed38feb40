export { CompareTile } from './CompareTile';
export type { CompareTileProps } from './CompareTile';
export type { FeedbackState } from './types';
export { hasLongWord } from './longWords';
export { feedbackTextureVars } from './texture';
