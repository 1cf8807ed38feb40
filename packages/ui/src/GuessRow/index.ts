export { GuessRow } from './GuessRow';
export type { GuessRowProps, GuessRowTile } from './GuessRow';
