import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useWidgetTranslation } from '../i18n/keys';
import {
  Button,
  Counter,
  LoadingView,
  SearchBox,
  type SearchItem,
  VisuallyHidden,
} from '@guessdle/ui';
import { createSearchIndex, searchIndex } from '../core';
import type { CountStatus } from '../daily/dailyStore';
import type { DailyShareBoxProps, DailyWinBoxProps } from './DailyWin';
import { useInsideHostPage } from '../widget/hostPage';
import { later, LaterPart, usePreloadWhenIdle } from '../later';
import { SEARCH_RESULT_LIMIT } from './searchLimit';
import type { ItemFields } from '../daily/items';
import { useArchiveDate } from '../widget/widgetContext';
import { useOnline } from '../widget/online';
import * as S from './DailyGameView.styles';

// The pieces the three daily views (Classic, Image-guess, Channel-guess) show alike.

/** The whole view while the day loads. */
export function DailyLoadingView() {
  const { t } = useWidgetTranslation();
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
  /**
   * The reset passed offline (the store's `dayGone`): the line says the new puzzle needs a
   * connection, since the puzzle on screen is no longer today's. @default false
   */
  dayGone?: boolean;
}

/**
 * 'N people already found out!'; a placeholder while the first call is under way; and, when the
 * call fails, words that say so (retrying, then unavailable with a button to count again). Without
 * a connection (it went mid-game, or the game is the service worker's copy) a quiet line says the
 * count is paused and wins are kept, in place of a count that would pass a stale figure off as
 * the current one.
 */
export function PlayersCounter({
  count,
  status = count === null ? 'loading' : 'ready',
  onRetry,
  dayGone = false,
}: PlayersCounterProps) {
  const { t } = useWidgetTranslation();
  const online = useOnline();
  // A past day from the archive has no counter: its players were counted on their day.
  if (useArchiveDate()) return null;
  if (dayGone || !online) {
    return (
      <S.CounterLine data-offline="">
        <Counter>{t(dayGone ? 'common.dayGone' : 'common.counterOffline')}</Counter>
      </S.CounterLine>
    );
  }
  if (count === null && (status === 'retrying' || status === 'unavailable')) {
    return (
      <S.CounterLine>
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
  const { t } = useWidgetTranslation();
  // While the player searches, the win box's code arrives.
  usePreloadWhenIdle(winParts);
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

// The win box and the share box load on their own: react-i18next's `Trans` and the share code
// are needed only once a game is won, so they stay out of a game page's first load. The search
// box fetches them while the player searches, so a win never waits for them; a game restored
// already won asks for them at once.
const winParts = later(() => import('./DailyWin'));

/** Loads the win box's and share box's code (stories load it before they render). */
export const loadWinParts = winParts.load;

/**
 * The win box of a daily mode (see `DailyWin.tsx`); nothing until its code has loaded, its retry
 * if the code could not load (the win itself is already kept).
 */
export function DailyWinBox(props: DailyWinBoxProps) {
  return <LaterPart part={winParts}>{(parts) => <parts.DailyWinBox {...props} />}</LaterPart>;
}

/** The share box of a daily mode (see `DailyWin.tsx`); the win box above it offers the retry. */
export function DailyShareBox(props: DailyShareBoxProps) {
  return (
    <LaterPart part={winParts} failed={null}>
      {(parts) => <parts.DailyShareBox {...props} />}
    </LaterPart>
  );
}
