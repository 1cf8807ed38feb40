/**
 * @guessdle/ui: themeable, presentational primitives. Every text arrives as a prop; nothing here
 * fetches, stores or translates. Each name is listed (no `export *`), so what a host can import
 * is read here, and a helper added to a primitive's folder stays private until it is named.
 */

// The theme: tokens, the provider, the three built-in themes and CSS custom properties for hosts.
export {
  GuessdleThemeProvider,
  createTheme,
  cssVarName,
  darkTheme,
  highContrastTheme,
  lightTheme,
  listCssVars,
  themes,
  withCssVars,
} from './theme';
export type {
  DeepPartial,
  GuessdleThemeProviderProps,
  Theme,
  ThemeColors,
  ThemeName,
  ThemeOverrides,
} from './theme';

// Behaviour shared by the primitives.
export { useControllableState } from './hooks';
export type { UseControllableStateParams } from './hooks';
export { canShareText, copyText, shareText } from './clipboard';
export type { CopyEnvironment, CopyStatus, ShareEnvironment, ShareOutcome } from './clipboard';
export { FALLBACK_PICTURE, showFallbackPicture, useImagesWhenVisible } from './picture';

// The primitives, one folder each.
export { Button } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
export { Tooltip } from './Tooltip';
export type { TooltipPlacement, TooltipProps } from './Tooltip';
export { VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { SearchBox, useSearchBox } from './SearchBox';
export type { SearchBoxProps, SearchItem, UseSearchBoxParams } from './SearchBox';
export { ShareBox } from './ShareBox';
export type { ShareBoxProps } from './ShareBox';
export { CopyField } from './CopyField';
export type { CopyFieldProps } from './CopyField';
export { Leaderboard, useLeaderboard } from './Leaderboard';
export type {
  LeaderboardEntry,
  LeaderboardProps,
  LeaderboardRow,
  UseLeaderboardParams,
} from './Leaderboard';
export { Timer } from './Timer';
export type { TimerProps } from './Timer';
export { WinBox } from './WinBox';
export type { WinBoxProps } from './WinBox';
export { Dialog } from './Dialog';
export type { DialogProps, DialogSize } from './Dialog';
export { StatsDialog } from './StatsDialog';
export type {
  StatsBar,
  StatsDialogProps,
  StatsEveryoneChart,
  StatsSummaryItem,
} from './StatsDialog';
export { DifficultyTag, GameCard } from './GameCard';
export type {
  Difficulty,
  DifficultyTagProps,
  GameCardProps,
  LinkComponent,
  LinkComponentProps,
} from './GameCard';
export { CoachMark } from './CoachMark';
export type { CoachMarkPlacement, CoachMarkProps } from './CoachMark';
export { LANGUAGE_FLAGS, LanguagePicker, getLanguageFlag } from './LanguagePicker';
export type { Language, LanguagePickerProps } from './LanguagePicker';
export { FlipCard } from './FlipCard';
export type { FlipCardFace, FlipCardProps } from './FlipCard';
export { CompareTile, feedbackTextureVars, hasLongWord } from './CompareTile';
export type { CompareTileProps, FeedbackState } from './CompareTile';
export { GuessRow } from './GuessRow';
export type { GuessRowProps, GuessRowTile } from './GuessRow';
export { ColumnHeader } from './ColumnHeader';
export type { ColumnHeaderColumn, ColumnHeaderProps } from './ColumnHeader';
export { ClueTile, RankingList } from './ClueTile';
export type { ClueTileProps, ClueTileState, RankingListItem, RankingListProps } from './ClueTile';
export { Legend } from './Legend';
export type { LegendLabels, LegendProps } from './Legend';
export { GuessCard } from './GuessCard';
export type { GuessCardProps } from './GuessCard';
export { Counter } from './Counter';
export type { CounterProps } from './Counter';
export { LoadingView } from './LoadingView';
export type { LoadingViewProps } from './LoadingView';
export { ErrorView } from './ErrorView';
export type { ErrorViewProps } from './ErrorView';
export { ZoomPicture } from './ZoomPicture';
export type { ZoomPictureProps } from './ZoomPicture';
export { BlurredLogo } from './BlurredLogo';
export type { BlurredLogoProps } from './BlurredLogo';
export type { PrimitiveProps } from './primitive';
