/**
 * @guessdle/games/core: the rules, pure TypeScript (README.md beside this file). Each name is
 * listed (no `export *`): a helper added to a module stays inside the package until named here.
 */

// Comparing a guess with the answer (Classic's tiles).
export {
  CHANNEL_FIELDS,
  CLASSIC_FIELDS,
  INVERTED_FIELDS,
  arrowFor,
  compareArray,
  compareChannels,
  compareNumber,
  comparePerformers,
  compareString,
  compareValues,
} from './compare';
export type {
  ArrayComparison,
  Arrow,
  ChannelField,
  ClassicField,
  FieldComparison,
  NumberComparison,
  NumberOrder,
  StringComparison,
} from './compare';

// The share text and its emoji grid.
export {
  RESULT_GRID_FIELDS,
  SHARE_MAX_ROWS,
  SHARE_PLUS,
  SHARE_SYMBOLS,
  buildShareText,
  dayAddress,
  keycapNumber,
  shareMessage,
  shareRow,
  shareSymbol,
} from './share';
export type { ShareMessageParts, ShareTextInput } from './share';

// Image-guess's zoom.
export { ZOOM_MIN, ZOOM_START, ZOOM_STEP, imageScale } from './zoom';

// Channel-guess's blur.
export { BLUR_START_PX, BLUR_STEP_PX, logoBlurPx } from './blur';

// Classic's clues.
export {
  DEBUT_CLUE_TRIES,
  NAME_HINT_BLANK,
  NAME_HINT_TRIES,
  RANKING_CLUE_TRIES,
  clueState,
  nameHint,
} from './hints';
export type { ClueState } from './hints';

// The modes, their order and the next mode to suggest.
export {
  DAILY_MODES,
  DIFFICULTIES,
  DIFFICULTY_RANK_LIMITS,
  GAME_MODES,
  difficultyPool,
  gameModeKey,
  nextMode,
} from './modes';
export type { CompletedModes, DailyMode, Difficulty, GameMode } from './modes';

// What the widgets store, and how a stored value is read.
export {
  ARCHIVE_KEY_PREFIX,
  CLASSIC_MODES_FLAG,
  COACH_MARKS,
  COACH_MARK_DISMISSED,
  CRONO_USERS_KEY,
  DEFAULT_LANGUAGE,
  FEATURE_FLAGS_KEY,
  LANGUAGES,
  LANGUAGE_KEY,
  archiveGuessesKey,
  archiveStatusKey,
  coachMarkKey,
  completionRecord,
  guessesKey,
  hasFeatureFlag,
  parseCoachMark,
  parseCompletion,
  parseCronoUsers,
  parseFeatureFlags,
  parseGuessList,
  parseLanguage,
  statusKey,
  withCronoUser,
  withFeatureFlag,
  withoutFeatureFlag,
} from './storage-keys';
export type { CoachMarkName, CompletionRecord, Language } from './storage-keys';

// The search: normalised names ranked by similarity.
export {
  MIN_SEARCH_LENGTH,
  createSearchIndex,
  normalizeForSearch,
  searchIndex,
  searchOptions,
  similarity,
} from './search';
export type { SearchIndex, SearchOption, SearchSettings } from './search';

// The daily flow's rules: a pick, the day, its reset.
export {
  addGuess,
  applyPick,
  hasDayChanged,
  isCorrect,
  isFinished,
  msUntil,
  outcomeOfPick,
} from './daily';
export type { PickOutcome, PickResult, PickedId } from './daily';

// Crono's helpers.
export {
  cronoCompletion,
  cronoDeadline,
  cronoMsToNextTick,
  cronoSecondsLeft,
  isDailyCronoId,
  optionIndexForKey,
} from './crono';

// A player's statistics.
export { addDays, computeStats, datesBetween, dayResult, isIsoDate, mergeDay } from './stats';
export type { DayResult, PlayerStats, StoredDay } from './stats';

// How this player compares with everyone.
export {
  EVERYONE_BARS,
  PERCENTILE_MIN_FINISHERS,
  betterThanPercent,
  distributionBuckets,
  everyoneBars,
  finishers,
  statsCharts,
} from './everyone';
export type { EveryoneBar, EveryoneBucket } from './everyone';
