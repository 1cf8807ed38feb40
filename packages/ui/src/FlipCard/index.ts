export { FlipCard } from './FlipCard';
export type { FlipCardProps, FlipCardFace } from './FlipCard';
