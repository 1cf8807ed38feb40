import '../zod';
import { z } from 'zod';
import { CRONO_GAME_ID_PATTERN, CRONO_GUESS_ERRORS } from '../routes';
import { itemIdSchema } from './common';

// Crono's calls (contract.ts): a run against the clock, its rounds and its leaderboard.

export const CRONO_STATUSES = ['not-started', 'starting', 'ongoing', 'finished'] as const;
export type CronoStatus = (typeof CRONO_STATUSES)[number];

/** Round length in seconds (SPEC §9). */
export const CRONO_ROUND_SECONDS = 60;
/** Leaderboard size (not shown in the spec: decided here). */
export const CRONO_LEADERBOARD_SIZE = 10;
/** Longest username kept on a submitted score. */
export const CRONO_USERNAME_MAX = 24;
/** Points for a correct answer; a wrong one scores nothing and costs nothing (decided here). */
export const CRONO_POINTS_PER_CORRECT = 1;
/** Seconds a run stays `starting` before its first round (decided here; the client polls). */
export const CRONO_START_COUNTDOWN_SECONDS = 3;

export const cronoGameIdSchema = z
  .string()
  .regex(CRONO_GAME_ID_PATTERN, 'a date (daily game) or a private game id');
export const cronoUserIdSchema = z.uuid();

export const leaderboardEntrySchema = z
  .object({ username: z.string().nullable(), score: z.number().int().nonnegative() })
  .strict();
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const cronoOptionSchema = z.object({ id: itemIdSchema, name: z.string() }).strict();
export type CronoOption = z.infer<typeof cronoOptionSchema>;

export const cronoGameSchema = z
  .object({
    id: cronoGameIdSchema,
    userId: cronoUserIdSchema,
    status: z.enum(CRONO_STATUSES),
    leaderboard: z.array(leaderboardEntrySchema).max(CRONO_LEADERBOARD_SIZE),
    /** Users who played this game. */
    userCount: z.number().int().nonnegative(),
    /** Seconds left in the run (while starting: seconds until it starts). */
    remainingTime: z.number().nonnegative(),
    score: z.number().int().nonnegative(),
    /**
     * The current round. `id` is an opaque round token, never the performer's id, and
     * `photoUrl` is served per round by the server, so the answer is not in the payload.
     */
    currentModel: z.object({ id: z.string(), photoUrl: z.string() }).strict().nullable(),
    options: z.array(cronoOptionSchema),
    canSubmitScore: z.boolean(),
    /** The submitted score, null until submitted. */
    userScore: z.number().int().nonnegative().nullable(),
  })
  .strict();
export type CronoGame = z.infer<typeof cronoGameSchema>;

export const cronoParamsSchema = z.object({ id: cronoGameIdSchema }).strict();
export const cronoGetQuerySchema = z.object({ userId: cronoUserIdSchema }).strict();
export const cronoUserBodySchema = z.object({ userId: cronoUserIdSchema }).strict();

export const cronoCreateResponseSchema = z
  .object({ id: cronoGameIdSchema, assignedUserId: cronoUserIdSchema })
  .strict();
export type CronoCreated = z.infer<typeof cronoCreateResponseSchema>;

export const cronoCreateIdResponseSchema = z.object({ userId: cronoUserIdSchema }).strict();

export const cronoGuessBodySchema = z
  .object({
    userId: cronoUserIdSchema,
    /** The option the player picked. */
    modelId: itemIdSchema,
    /** Additive: the round being answered (`currentModel.id`), so a replayed guess is refused. */
    roundId: z.string().min(1).max(100),
  })
  .strict();
export type CronoGuessBody = z.infer<typeof cronoGuessBodySchema>;

export { CRONO_GUESS_ERRORS, type CronoGuessError } from '../routes';

export const cronoGuessResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('success'), correct: z.boolean(), game: cronoGameSchema }).strict(),
  z
    .object({ status: z.literal('error'), error: z.enum(CRONO_GUESS_ERRORS), message: z.string() })
    .strict(),
]);
export type CronoGuessResult = z.infer<typeof cronoGuessResponseSchema>;

export const cronoSubmitBodySchema = z
  .object({
    userId: cronoUserIdSchema,
    /**
     * Any length the body limit allows: never refused for its length. The server keeps it
     * normalised (white space runs made one space, control and invisible characters removed,
     * trimmed) and cut to CRONO_USERNAME_MAX code points; nothing left means anonymous (null).
     */
    username: z.string().nullable(),
  })
  .strict();
export type CronoSubmitBody = z.infer<typeof cronoSubmitBodySchema>;
