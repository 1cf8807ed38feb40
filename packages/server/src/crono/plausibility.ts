/**
 * What a person can do in Crono, and so what the server believes. These bounds live beside the
 * rules (rules.ts stays the shared pure module) and are applied by the service and the limiter.
 */

/**
 * The reaction floor: no person sees a photo, recognises a face among four names and clicks in
 * under 250 ms (simple visual reaction times sit around 200–250 ms before any recognition or
 * choice). A pick that reaches the server sooner than this after its round began still moves
 * the run on, but never scores.
 */
export const CRONO_REACTION_FLOOR_MS = 250;

/**
 * A run at an inhuman pace stays off the leaderboard: one with more than this many picks under
 * the reaction floor (a slip or two, a double click, are forgiven) may still submit, and sees its
 * own score, but is not listed.
 */
export const CRONO_LISTED_FAST_PICKS_MAX = 3;

/**
 * Runs one client address may put on one game's leaderboard. A user id plays one run, but a
 * client can ask for any number of user ids: the first three runs an address submits at a
 * person's pace are listed, later ones are kept (the player still sees their own score) but not
 * listed. Three, not one, because a household or a classroom often shares an address, and
 * `TRUST_PROXY` tells the server the real address behind a proxy. A daily game lasts one day, so
 * this is also the bound per address and day; a private game keeps it for its whole life.
 */
export const CRONO_LISTED_RUNS_PER_ADDRESS = 3;

/** Whether a pick at `at` came sooner after its round began than a person can react. */
export function tooFast(roundBegan: number, at: number): boolean {
  return at - roundBegan < CRONO_REACTION_FLOOR_MS;
}
