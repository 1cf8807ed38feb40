import { shareRow } from '../core';
import { dailyShareText, type ShareTextSettings } from '../daily-view/shareText';
import type { ClassicViewModel } from './viewModel';

// Apart from the view model: only the result, which loads on demand, writes a share text.

/** The grid rows of a won Classic game's share text (SPEC §7), oldest guess first. */
export function classicShareRows(model: Pick<ClassicViewModel, 'guesses'>): string[] {
  return [...model.guesses].reverse().map((row) => shareRow(row.comparisons));
}

/** The clipboard text of a won Classic game (SPEC §7), with a translated message line. */
export function classicShareText(
  model: Pick<ClassicViewModel, 'guesses' | 'shareGamemode'>,
  settings: ShareTextSettings,
): string {
  return dailyShareText(model.shareGamemode, classicShareRows(model), settings);
}
