export { Leaderboard } from './Leaderboard';
export type { LeaderboardProps } from './Leaderboard';
export { useLeaderboard } from './useLeaderboard';
export type { LeaderboardEntry, LeaderboardRow, UseLeaderboardParams } from './useLeaderboard';
