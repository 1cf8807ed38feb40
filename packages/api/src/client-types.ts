import type {
  Archive,
  ChannelsDataset,
  ClassicDailyQuery,
  CronoCreated,
  CronoGame,
  CronoGuessBody,
  CronoGuessResult,
  CronoSubmitBody,
  DailyGuess,
  DailyMode,
  Difficulty,
  Language,
  Messages,
  PerformersDataset,
  PictureMode,
  ServerDate,
  StatsCounter,
  StatsSuccessBody,
  TrackingEvent,
  TransferCode,
  TransferProgress,
  TransferRedeemed,
} from './contract';

/**
 * What every game widget needs from the server. `createHttpApi` talks to the real server,
 * `createMockApi` answers from memory; both implement this interface and both parse answers
 * with the contract's schemas.
 *
 * Every call rejects with an `ApiError` (`status`, `code`, `message`) on failure: the server's
 * error code on a non-OK answer, or 'network-error' | 'timeout' | 'invalid-response' |
 * 'invalid-request' | 'http-error'. The one exception is `guessCrono`, see there.
 */
export interface GuessdleApi {
  /** GET /api/server-date/ */
  getServerDate(): Promise<ServerDate>;
  /**
   * GET /api/{mode}/daily-guess/; `difficulty` only for classic with the ClassicModes flag on;
   * `date` (YYYY-MM-DD, from `getArchive().launchDate` to today) asks for a past day's puzzle.
   */
  getDailyGuess(
    mode: DailyMode,
    options?: { difficulty?: Difficulty; date?: string },
  ): Promise<DailyGuess>;
  /**
   * GET /api/performers/: the server's performers. One request per client: concurrent and later
   * calls share the first answer (a failed request is forgotten, so a retry asks again).
   */
  getPerformers(): Promise<PerformersDataset>;
  /** GET /api/channels/: the server's channels, shared like `getPerformers`. */
  getChannels(): Promise<ChannelsDataset>;
  /** GET /api/stats/{mode}/ */
  getStats(mode: DailyMode, options?: { difficulty?: Difficulty }): Promise<StatsCounter>;
  /** POST /api/stats/{mode}/post/: records a success, answers the updated counter. */
  postSuccess(mode: DailyMode, body: StatsSuccessBody): Promise<StatsCounter>;
  /** POST /api/crono/new */
  createCronoGame(): Promise<CronoCreated>;
  /** GET /api/crono/{id}?userId= */
  getCronoGame(id: string, userId: string): Promise<CronoGame>;
  /** POST /api/crono/{id}/create-id */
  createCronoUserId(id: string): Promise<{ userId: string }>;
  /** POST /api/crono/{id}/start */
  startCronoGame(id: string, userId: string): Promise<CronoGame>;
  /** POST /api/crono/{id}/guess: known game errors come back as `{ status: 'error' }`, not thrown. */
  guessCrono(id: string, body: CronoGuessBody): Promise<CronoGuessResult>;
  /** POST /api/crono/{id}/submit-score */
  submitCronoScore(id: string, body: CronoSubmitBody): Promise<CronoGame>;
  /** POST /api/tracking */
  track(event: TrackingEvent): Promise<void>;
  /**
   * GET /api/archive/: the dates whose puzzles `getDailyGuess(mode, { date })` answers.
   * Optional in this interface so that adapters written before it still compile; the HTTP client
   * and the mock always have it (as have `createTransfer` and `redeemTransfer`).
   */
  getArchive?(): Promise<Archive>;
  /** POST /api/transfer: keeps `progress` under a one-time code for 10 minutes. */
  createTransfer?(progress: TransferProgress): Promise<TransferCode>;
  /**
   * POST /api/transfer/redeem: the progress kept under `code` (as typed: case and separators do
   * not matter), once. A wrong, used or expired code rejects with 404 'transfer-code-not-found'.
   */
  redeemTransfer?(code: string): Promise<TransferRedeemed>;
  /** GET /messages/{language}.json */
  getMessages(language: Language): Promise<Messages>;
  /**
   * Turns a dataset-relative asset path (`/assets/...`) into a URL the browser can load:
   * relative to the API's base URL, so embeds on other sites load pictures from our server.
   */
  assetUrl(path: string): string;
  /**
   * The URL of a picture mode's picture of the day, one that names the day and not the answer
   * (the server's `/assets/daily/{mode}/{date}`), so the picture's address spoils nothing.
   * Absent (the mock, a host's own client): the widget shows the answer's dataset picture.
   */
  dailyPictureUrl?(mode: PictureMode, date: string): string;
  /**
   * Answers this client already holds, read synchronously, so that a widget's first render can
   * show the game instead of a loading view (the site's page carries its first screen's answers,
   * site/src/firstScreen.ts). Absent, or `undefined` for an answer it does not hold: then the
   * widget asks as usual.
   */
  atHand?: ApiAtHand;
}

/** A `GuessdleApi` with every call: what `createHttpApi` and `createMockApi` return. */
export type CompleteGuessdleApi = GuessdleApi &
  Required<Pick<GuessdleApi, 'getArchive' | 'createTransfer' | 'redeemTransfer'>>;

/** The reads of `GuessdleApi` that a client may answer synchronously (see `atHand`). */
export interface ApiAtHand {
  serverDate(): ServerDate | undefined;
  dailyGuess(mode: DailyMode, options?: { difficulty?: Difficulty }): DailyGuess | undefined;
  performers(): PerformersDataset | undefined;
  channels(): ChannelsDataset | undefined;
}

export type { ClassicDailyQuery };
