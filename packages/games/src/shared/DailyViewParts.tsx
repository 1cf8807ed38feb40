import type { ModeHref } from './widgetRuntime';
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameMode } from '@guessdle/api';
import {
  Button,
  Counter,
  LoadingView,
  SearchBox,
  ShareBox,
  WinBox,
  type CopyEnvironment,
  type SearchItem,
  VisuallyHidden,
} from '@guessdle/ui';
import { createSearchIndex, searchIndex, type ShareMessageParts } from '../core';
import type { CountStatus } from './dailyStore';
import { useInsideHostPage, useLinkComponent } from './hostPage';
import { SEARCH_RESULT_LIMIT } from './searchLimit';
import type { ItemFields } from './items';
import { dailyShareText } from './viewModel';
import { DailyWinExtras } from './StatsButton';
import { useArchiveDate } from './statsContext';
import * as S from './DailyGameView.styles';

// The pieces the three daily views (Classic, Image-guess, Channel-guess) show alike.

/** The whole view while the day loads. */
export function DailyLoadingView() {
  const { t } = useTranslation();
  return (
    <S.Root aria-busy="true" data-state="loading">
      <LoadingView label={t('common.loading')} />
    </S.Root>
  );
}

export interface PlayersCounterProps {
  /** Players who found the answer; null until known. */
  count: number | null;
  /** Where the counter call stands. @default 'ready' when a count is known, else 'loading' */
  status?: CountStatus;
  /** Asks for the count again once the automatic retries ran out. @default undefined */
  onRetry?: () => void;
}

/**
 * 'N people already found out!'; a placeholder while the first call is under way; and, when the
 * call fails, words that say so (retrying, then unavailable with a button to count again).
 */
export function PlayersCounter({
  count,
  status = count === null ? 'loading' : 'ready',
  onRetry,
}: PlayersCounterProps) {
  const { t } = useTranslation();
  // A past day from the archive has no counter: its players were counted on their day.
  if (useArchiveDate()) return null;
  if (count === null && (status === 'retrying' || status === 'unavailable')) {
    return (
      <S.CounterLine data-count-status={status}>
        <Counter>
          {t(status === 'retrying' ? 'common.counterRetrying' : 'common.counterUnavailable')}
        </Counter>
        {/* Outside the live region, so the button's name is not read with every update. */}
        {status === 'unavailable' && onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('common.counterRetry')}
          </Button>
        ) : null}
      </S.CounterLine>
    );
  }
  return (
    <Counter loading={count === null} loadingLabel={t('common.loading')}>
      {count === null ? null : t('common.counter', { count })}
    </Counter>
  );
}

export interface ItemSearchProps<Item> {
  /** The items offered. */
  candidates: readonly Item[];
  /** Ids already guessed: they leave the dropdown. */
  guessedIds: readonly string[];
  /** How to read an item's id, name and picture (a module constant: it keeps the options memoised). */
  fields: ItemFields<Item>;
  assetUrl: (path: string) => string;
  /** The search box's label and placeholder (the mode's texts). */
  label: string;
  placeholder: string;
  onPick: (id: string) => void;
}

/** The search box over a mode's items. */
export function ItemSearch<Item>({
  candidates,
  guessedIds,
  fields,
  assetUrl,
  label,
  placeholder,
  onPick,
}: ItemSearchProps<Item>) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const options = useMemo<SearchItem[]>(
    () =>
      candidates.map((item) => ({
        id: fields.id(item),
        name: fields.name(item),
        photoUrl: assetUrl(fields.photo(item)),
      })),
    [candidates, fields, assetUrl],
  );
  const index = useMemo(() => createSearchIndex(options), [options]);
  const exclude = useMemo(() => new Set(guessedIds), [guessedIds]);
  const items = useMemo(
    () => searchIndex(index, query, { exclude, limit: SEARCH_RESULT_LIMIT }),
    [index, query, exclude],
  );
  const rootRef = useRef<HTMLDivElement>(null);
  useTypeToSearch(rootRef, !useInsideHostPage());
  return (
    <SearchBox<SearchItem>
      ref={rootRef}
      items={items}
      inputValue={query}
      onInputChange={setQuery}
      onSelect={(item) => onPick(item.id)}
      label={label}
      placeholder={placeholder}
      noOptionsText={t('common.noOptions')}
      loadingText={t('common.loading')}
    />
  );
}

/**
 * "Type any name to begin": a letter or digit typed while nothing has focus (the page as it
 * opens) goes to the search box, which takes focus before the key lands. Focus is not moved at
 * start instead: on a phone that opens the keyboard, and in an embed it would scroll the host
 * page to the widget. Keys meant for something else (a focused field or button, shortcuts) are
 * left alone, and so is every key of a host page the widget is drawn inside (`InsideHostPage`).
 */
function useTypeToSearch(rootRef: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    const root = rootRef.current;
    if (!root || !enabled) return;
    const doc = root.ownerDocument;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.isComposing || event.key.length !== 1 || !/[\p{L}\p{N}]/u.test(event.key)) return;
      const active = doc.activeElement;
      if (active && active !== doc.body && active !== doc.documentElement) return;
      const input = root.querySelector('input');
      if (!input || input.disabled) return;
      input.focus();
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [rootRef, enabled]);
}

/**
 * Reads the result of the guess just made to screen readers, once: a polite status region whose
 * text changes only when a new guess is typed (restored guesses say nothing). `text` is '' until
 * then.
 */
export function GuessAnnouncement({ text }: { text: string }) {
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {text}
    </VisuallyHidden>
  );
}

export interface DailyWinBoxProps {
  /** The answer's name. */
  name: string;
  /** The answer's `common.itemType` key (what the win message calls it). */
  itemType: string;
  /** The answer's picture, as a loadable URL. */
  pictureUrl: string;
  /** The mode to suggest next; null when every mode is done today. */
  nextMode: GameMode | null;
  modeHref: ModeHref;
  /** @default the WinBox's */
  headingLevel?: 2 | 3 | 4;
  /** More lines inside the win box (Classic: the answer's details and the share box). */
  children?: ReactNode;
}

/** Where the answer's name goes in a translated text, until the text is split into its parts. */
const NAME_SLOT = '\u0000';

/**
 * A translated text whose only markup is `<strong>…</strong>` (the win message), as React nodes:
 * the strong parts in `<strong>`, the name put into its slot afterwards, so a name is never read
 * as markup. (react-i18next's `<Trans>` does the same for any markup, at 5 kB gzip.)
 */
export function withStrong(text: string, name: string): ReactNode[] {
  return text.split(/<\/?strong>/).map((part, index) => {
    const shown = part.replace(NAME_SLOT, () => name);
    return index % 2 === 1 ? <strong key={index}>{shown}</strong> : shown;
  });
}

/** The win box of a daily mode: congratulations, the answer and its picture, the next mode. */
export function DailyWinBox({
  name,
  itemType,
  pictureUrl,
  nextMode,
  modeHref,
  headingLevel,
  children,
}: DailyWinBoxProps) {
  const { t } = useTranslation();
  const linkComponent = useLinkComponent();
  const nextModeHref = nextMode ? modeHref(nextMode) : null;
  return (
    <>
      <WinBox
        {...(linkComponent ? { linkComponent } : {})}
        title={t('common.congratulations')}
        {...(headingLevel ? { headingLevel } : {})}
        message={withStrong(
          t('common.winMessage', { name: NAME_SLOT, type: t(`common.itemType.${itemType}`) }),
          name,
        )}
        pictureUrl={pictureUrl}
        pictureAlt={name}
        {...(nextMode && nextModeHref
          ? {
              nextModeLabel: t('common.nextModeAction', { mode: t(`common.modes.${nextMode}`) }),
              nextModeHref,
            }
          : {})}
      >
        {children}
      </WinBox>
      {/* Outside the win box: its status region would read the ticking countdown aloud. */}
      <DailyWinExtras />
    </>
  );
}

export interface DailyShareBoxProps {
  /** The share text's `#gamemode`. */
  gamemode: string;
  /** The translated game name of the share line. */
  game: string;
  /** The result grid, oldest guess first. */
  rows: readonly string[];
  /** The address appended to the share text. */
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
  const { t } = useTranslation();
  const archiveDate = useArchiveDate();
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
        url,
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
