export { ClueTile, RankingList } from './ClueTile';
export type { ClueTileProps, ClueTileState, RankingListProps, RankingListItem } from './ClueTile';
