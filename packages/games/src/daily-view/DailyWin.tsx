import { useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { Trans } from 'react-i18next';
import type { GameMode } from '@guessdle/api';
import { ShareBox, WinBox, type CopyEnvironment } from '@guessdle/ui';
import { dayAddress, type ShareMessageParts } from '../core';
import { useLinkComponent } from '../widget/hostPage';
import { dailyShareText } from './shareText';
import { MODE_TITLE, itemTypeText, type ItemType } from '../i18n/texts';
import { useWidgetTranslation, type TextContext, type WidgetKey } from '../i18n/keys';
import { DailyWinExtras } from './StatsButton';
import { useArchiveDate, WidgetDepsContext } from '../widget/widgetContext';
import { useArchiveWinTexts } from './archiveDay';
import type { ModeHref } from '../widget/widgetRuntime';

// The win box and the share box of the three daily views. This module is a chunk of its own,
// loaded through `DailyViewParts`' `DailyWinBox` and `DailyShareBox` (never import it directly).

export interface DailyWinBoxProps {
  /** The answer's name. */
  name: string;
  /** What the win message calls the answer (`common.itemType`). */
  itemType: ItemType;
  /**
   * The answer's gender, for the languages whose win message agrees with it (`genderContext`).
   * @default none: the plain form (a channel, a couple)
   */
  context?: TextContext | undefined;
  /** The answer's picture, as a loadable URL. */
  pictureUrl: string;
  /** The mode to suggest next; null when every mode is done today. */
  nextMode: GameMode | null;
  modeHref: ModeHref;
  /** @default the WinBox's */
  headingLevel?: 2 | 3 | 4;
  /**
   * The win was just typed (not restored): the focus the search box took with it goes to the
   * win box's heading, not to the page. @default false
   */
  justWon?: boolean;
  /** More lines inside the win box (Classic: the answer's details and the share box). */
  children?: ReactNode;
}

/** The win box of a daily mode: congratulations, the answer and its picture, the next mode. */
export function DailyWinBox({
  name,
  itemType,
  context,
  pictureUrl,
  nextMode,
  modeHref,
  headingLevel,
  justWon = false,
  children,
}: DailyWinBoxProps) {
  const { t, i18n } = useWidgetTranslation();
  const linkComponent = useLinkComponent();
  const nextModeHref = nextMode ? modeHref(nextMode) : null;
  // A past day names the day solved and offers the next unsolved one, not another mode.
  const archive = useArchiveWinTexts();
  const next = archive
    ? archive.next && { nextModeLabel: archive.next.label, nextModeHref: archive.next.href }
    : nextMode &&
      nextModeHref && {
        nextModeLabel: t('common.nextModeAction', { mode: t(MODE_TITLE[nextMode]) }),
        nextModeHref,
      };
  return (
    <>
      <WinBox
        {...(linkComponent ? { linkComponent } : {})}
        title={t('common.congratulations')}
        {...(headingLevel ? { headingLevel } : {})}
        focusOnMount={justWon}
        message={
          <Trans
            i18n={i18n}
            i18nKey={'common.winMessage' satisfies WidgetKey}
            {...(context ? { context } : {})}
            values={{ name, type: itemTypeText(t, itemType, context) }}
            components={{ strong: <strong /> }}
          />
        }
        pictureUrl={pictureUrl}
        pictureAlt={name}
        {...(next ? next : {})}
      >
        {archive ? <p data-testid="archive-solved">{archive.solved}</p> : null}
        {children}
      </WinBox>
      {/* Outside the win box: its status region would read the ticking countdown aloud. */}
      <DailyWinExtras />
    </>
  );
}

/** The day the enclosing widget plays: the archive's past day, else its store's today. */
function usePuzzleDate(): string | null {
  const deps = useContext(WidgetDepsContext);
  const date = useStore(deps?.store ?? NO_DAY, (state) => {
    const { archiveDate, date } = state as { archiveDate?: unknown; date?: unknown };
    return typeof archiveDate === 'string' ? archiveDate : date;
  });
  return typeof date === 'string' && date !== '' ? date : null;
}
const NO_DAY = createStore<object>()(() => ({}));

/** A path (`/classic/archive/{date}`) made absolute against the page's own address. */
function pageAddress(url: string): string {
  return url.startsWith('/') && typeof window !== 'undefined'
    ? new URL(url, window.location.href).href
    : url;
}

export interface DailyShareBoxProps {
  /** The share text's `#gamemode`. */
  gamemode: string;
  /** The translated game name of the share line. */
  game: string;
  /** The result grid, oldest guess first. */
  rows: readonly string[];
  /** The address appended to the share text; `{date}` in it becomes the puzzle's day. */
  url: string;
  onCopy: () => void;
  clipboardEnvironment: CopyEnvironment | undefined;
}

/** The share box: the result grid as clipboard text, with the translated message line. */
export function DailyShareBox({
  gamemode,
  game,
  rows,
  url,
  onCopy,
  clipboardEnvironment,
}: DailyShareBoxProps) {
  const { t } = useWidgetTranslation();
  const archiveDate = useArchiveDate();
  const puzzleDate = usePuzzleDate();
  const format = (parts: ShareMessageParts) =>
    t('common.shareMessage', {
      game: parts.game,
      gamemode: parts.gamemode,
      count: parts.guessCount,
    });
  return (
    <ShareBox
      title={t('common.shareTitle', { count: rows.length })}
      // A past day names itself: "#classic #2025-05-20".
      text={dailyShareText(archiveDate ? `${gamemode} #${archiveDate}` : gamemode, rows, {
        game,
        url: dayAddress(pageAddress(url), puzzleDate),
        format,
      })}
      copyLabel={t('common.copy')}
      copiedText={t('common.copied')}
      shareLabel={t('common.share')}
      headingLevel={3}
      onCopy={() => onCopy()}
      {...(clipboardEnvironment ? { clipboardEnvironment } : {})}
    />
  );
}
