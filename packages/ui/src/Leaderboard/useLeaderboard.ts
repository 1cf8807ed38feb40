/** One leaderboard line as the server sends it (already sorted). */
export interface LeaderboardEntry {
  /** The chosen name; blank or null means an anonymous player. */
  username: string | null;
  score: number;
}

export interface LeaderboardRow {
  /** 1-based position in the list. */
  position: number;
  /** The name to show: the username, or the anonymous text for blank names. */
  displayName: string;
  isAnonymous: boolean;
  score: number;
  isCurrentUser: boolean;
}

export interface UseLeaderboardParams {
  entries: readonly LeaderboardEntry[];
  /** Text for blank or null usernames. */
  anonymousText: string;
  /** Index of the current player's entry, if any. */
  currentUserIndex?: number | undefined;
}

/** The leaderboard's view model: names resolved and the current player marked. No sorting (the server sorts). */
export function useLeaderboard({
  entries,
  anonymousText,
  currentUserIndex,
}: UseLeaderboardParams): LeaderboardRow[] {
  return entries.map((entry, index) => {
    const name = entry.username?.trim() ?? '';
    return {
      position: index + 1,
      displayName: name || anonymousText,
      isAnonymous: !name,
      score: entry.score,
      isCurrentUser: index === currentUserIndex,
    };
  });
}
