/**
 * @guessdle/games/internal: what this repository's site (and Storybook's preview) takes from the
 * widgets beyond the public entry, each name listed. It exists only in the workspace (it is not
 * in the published `exports`) and carries no compatibility promise. The games' own stories and
 * tests import the room they test by its path; hosts use `@guessdle/games` and
 * `@guessdle/games/core`.
 */

// Loading later (later/): the site's pages, its texts, its API client and the embedded games
// load through the widgets' one way, with its one failure policy.
export {
  later,
  laterEach,
  LaterPart,
  LaterTextsContext,
  loadUntilLoaded,
  PartFailed,
  recoverFromLoadFailure,
  reloadOnMissingChunk,
  useLater,
  type Later,
  type LaterTexts,
} from './later';

// Texts (i18n/): the typed keys the site types its own texts with, the one typography rule and
// the language forms the site's tests check.
export type { TextKey, TypedT } from './i18n/keys';
export { TYPOGRAPHY_OPTIONS, typographyProcessor } from './i18n/typography';
export { brazilianForms } from './i18n/portuguese';
export { vousForms } from './i18n/french';

// The server's clock (clock/), for the site's own day decisions (home's "done today").
export { createServerClock, type ServerClock } from './clock/serverClock';

// An embedded game's state (embed/), which the /embed page reports to its host.
export { widgetStatus, type WidgetStatus } from './embed/status';
