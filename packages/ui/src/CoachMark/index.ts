export { CoachMark } from './CoachMark';
export type { CoachMarkProps } from './CoachMark';
export type { CoachMarkPlacement } from './CoachMark.styles';
