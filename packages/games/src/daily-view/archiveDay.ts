import { useContext } from 'react';
import { useWidgetTranslation } from '../i18n/keys';
import { formatPuzzleDate } from '../i18n/dates';
import { ArchiveNextContext, useArchiveDate } from '../widget/widgetContext';

/** What the win box says about a past day: which day was solved, and the next one to play. */
export interface ArchiveWinTexts {
  /** "You solved the puzzle of March 4, 2026." */
  solved: string;
  /** The next unsolved day's link, or null when none is left (then `solved` says so too). */
  next: { label: string; href: string } | null;
}

/** The archive's words for the win box; null when the widget plays today's puzzle. */
export function useArchiveWinTexts(): ArchiveWinTexts | null {
  const { t, i18n } = useWidgetTranslation();
  const date = useArchiveDate();
  const next = useContext(ArchiveNextContext);
  if (!date) return null;
  const solved = t('common.archive.solved', { date: formatPuzzleDate(date, i18n.language) });
  if (!next) return { solved: `${solved} ${t('common.archive.allSolved')}`, next: null };
  return {
    solved,
    next: {
      label: t('common.archive.next', { date: formatPuzzleDate(next.date, i18n.language) }),
      href: next.href,
    },
  };
}

/**
 * A daily view's title: today's wording, the past day's ("The puzzle of March 4, 2026"), or,
 * once the reset passed offline (`dayGone`), words that say the puzzle on screen is the previous
 * one, so the title never passes it off as today's.
 */
export function useDayTitle(todayTitle: string, dayGone = false): string {
  const { t, i18n } = useWidgetTranslation();
  const date = useArchiveDate();
  if (date) return t('common.archive.title', { date: formatPuzzleDate(date, i18n.language) });
  return dayGone ? t('common.previousTitle') : todayTitle;
}
