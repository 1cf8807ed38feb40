export { GuessCard } from './GuessCard';
export type { GuessCardProps } from './GuessCard';
