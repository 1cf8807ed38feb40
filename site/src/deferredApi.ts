import {
  dailyPicturePath,
  resolveUrl,
  type CompleteGuessdleApi,
  type GuessdleApi,
  type HttpApiOptions,
} from '@guessdle/api';
import type { KeyValueStorage, TrackFn } from '@guessdle/games';
import { later } from '@guessdle/games/internal';
import type * as Services from './services';

/** The client's calls: each waits for the client's code (the first one loads it). */
type Call = Exclude<keyof CompleteGuessdleApi, 'assetUrl' | 'dailyPictureUrl' | 'atHand'>;

// Every call of the client, or the typecheck fails: a new call cannot be forgotten here.
const CALLS: Record<Call, true> = {
  getServerDate: true,
  getDailyGuess: true,
  getPerformers: true,
  getChannels: true,
  getStats: true,
  postSuccess: true,
  createCronoGame: true,
  getCronoGame: true,
  createCronoUserId: true,
  startCronoGame: true,
  guessCrono: true,
  submitCronoScore: true,
  track: true,
  getArchive: true,
  createTransfer: true,
  redeemTransfer: true,
  getMessages: true,
};

/** The site's API client, whose code loads when it is first needed (see `deferredHttpApi`). */
export interface DeferredApi extends CompleteGuessdleApi {
  /** Loads the client's code; from then on `atHand` answers as the client's own. */
  ready(): Promise<CompleteGuessdleApi>;
}

/**
 * `createHttpApi(options)` whose code (the client, the fetch and its errors) loads on the first
 * call or on `ready()`: the home page calls nothing before a press, so its first screen carries
 * none of it. Addresses (`assetUrl`, `dailyPictureUrl`) are answered at once; `atHand` is the
 * client's once loaded: main.tsx loads it before the first render of any page but home, whose
 * widgets read it while rendering.
 */
export function deferredHttpApi(
  options: HttpApiOptions,
  load: () => Promise<Pick<typeof Services, 'createHttpApi'>> = () => import('./services'),
): DeferredApi {
  // Offline or a new deployment: `later` tries the load again at the next call.
  const code = later(() => load().then(({ createHttpApi }) => createHttpApi(options)));
  const ready = code.load;
  const calls = Object.fromEntries(
    Object.keys(CALLS).map((name) => [
      name,
      (...args: unknown[]) =>
        ready().then((api) => (api[name as Call] as (...a: unknown[]) => unknown)(...args)),
    ]),
  ) as Pick<CompleteGuessdleApi, Call>;
  return {
    ...calls,
    assetUrl: (path) => resolveUrl(options.baseUrl, path),
    dailyPictureUrl: (mode, date) => resolveUrl(options.baseUrl, dailyPicturePath(mode, date)),
    get atHand() {
      return code.loaded?.atHand;
    },
    ready,
  };
}

/**
 * The SPEC §7 tracker over `api`, loaded with the first event: events keep their order, and a
 * page that sends none loads none of it.
 */
export function deferredTracker(
  options: { api: GuessdleApi; storage: KeyValueStorage },
  load: () => Promise<Pick<typeof Services, 'createTracker'>> = () => import('./services'),
): TrackFn {
  const tracker = later(() => load().then(({ createTracker }) => createTracker(options)));
  return (eventName, attrs) => {
    // Tracking never breaks the page (createTracker swallows its own failures; so is a failed
    // load, and the next event tries again).
    void tracker
      .load()
      .then((track) => track(eventName, attrs))
      .catch(() => undefined);
  };
}
