export { GameCard } from './GameCard';
export type { GameCardProps } from './GameCard';
export { DifficultyTag } from './DifficultyTag';
export type { DifficultyTagProps } from './DifficultyTag';
export type { Difficulty } from './GameCard.styles';
export type { LinkComponent, LinkComponentProps } from './link';
