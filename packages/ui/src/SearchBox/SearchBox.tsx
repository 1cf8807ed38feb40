import {
  forwardRef,
  memo,
  useCallback,
  useLayoutEffect,
  useRef,
  type ForwardedRef,
  type ReactElement,
} from 'react';
import { showFallbackPicture, useImagesWhenVisible } from '../picture';
import { VisuallyHidden } from '../VisuallyHidden';
import { Input, Menu, Message, Option, OptionPhoto, Popover, Root } from './SearchBox.styles';
import { useSearchBox, type SearchItem } from './useSearchBox';
import type { PrimitiveProps } from '../primitive';

interface SearchBoxOwnProps<T extends SearchItem> {
  /** The options, already filtered and sorted by the host (SPEC §5). */
  items: T[];
  /** Controlled text of the input; the host filters `items` from it. @default undefined */
  inputValue?: string;
  /** Starting text when uncontrolled. @default '' */
  defaultInputValue?: string;
  /** Called with every change of the text, and with '' after a selection. @default undefined */
  onInputChange?: (value: string) => void;
  /** Called with the chosen option. */
  onSelect: (item: T) => void;
  /** Label of the input, read by screen readers (visually hidden). */
  label: string;
  /** Placeholder of the input, e.g. 'Search for a pornstar'. @default '' */
  placeholder?: string;
  /** Shown when the typed text matches nothing. @default 'No options' */
  noOptionsText?: string;
  /** Shown while `loading`. @default 'Loading...' */
  loadingText?: string;
  /** The host is still fetching options. @default false */
  loading?: boolean;
  /** Characters needed before the menu appears (SPEC §5). @default 1 */
  minChars?: number;
  /** Width of the box: px when a number (SPEC §9: 350). @default 350 */
  width?: number | string;
  /** Maximum height of the menu in px (SPEC §9). @default 300 */
  menuMaxHeight?: number;
  /** Minimum height of the menu in px (SPEC §9). @default 140 */
  menuMinHeight?: number;
  /** Polite announcement of the number of options. @default (n) => `${n} results available.` */
  resultsText?: (count: number) => string;
  /** Options skipped by PageUp / PageDown (SPEC §9: page size 5). @default 5 */
  pageSize?: number;
  /** Id prefix of the combobox parts; generated when omitted. @default undefined */
  id?: string;
  /** Disables the input. @default false */
  disabled?: boolean;
}

/**
 * SearchBox's own props, the attributes of its root (the `<div>` around the label, the input and
 * the menu: for layout and `data-*`) and a `ref` to it. The input itself is wired by useSearchBox.
 */
export type SearchBoxProps<T extends SearchItem = SearchItem> = PrimitiveProps<
  'div',
  SearchBoxOwnProps<T>
>;

/**
 * How long the options must stand still before their pictures load: longer than most gaps
 * between two keys of someone typing a name (120-250 ms, on a phone too), about as long as the
 * usual pause of search-as-you-type. A name typed at speed fetches only the pictures of the
 * options it ends on. See useImagesWhenVisible.
 */
export const PHOTO_SETTLE_MS = 300;

interface OptionRowProps {
  item: SearchItem;
  index: number;
  id: string;
  highlighted: boolean;
  photoWhenVisible: (img: HTMLImageElement | null) => void | (() => void);
  onHover: (index: number) => void;
  onPick: (index: number) => void;
}

/**
 * One option. Memoised, with stable callbacks: a key that changes only the text (the results
 * stay the same) or the highlight re-renders no option, or the two concerned.
 */
const OptionRow = memo(function OptionRow({
  item,
  index,
  id,
  highlighted,
  photoWhenVisible,
  onHover,
  onPick,
}: OptionRowProps) {
  return (
    <Option
      id={id}
      role="option"
      aria-selected={highlighted}
      data-highlighted={highlighted ? '' : undefined}
      // Focusable but never tabbable: focus stays in the input (aria-activedescendant),
      // and a scrolling menu of such options still counts as keyboard-reachable.
      tabIndex={-1}
      onMouseMove={() => onHover(index)}
      onClick={() => onPick(index)}
    >
      <OptionPhoto
        ref={photoWhenVisible}
        data-src={item.photoUrl}
        onError={showFallbackPicture}
        alt=""
        width={40}
        height={40}
      />
      <span>{item.name}</span>
    </Option>
  );
});

function defaultResultsText(count: number): string {
  return `${count} ${count === 1 ? 'result' : 'results'} available.`;
}

/** SearchBox's render function; `SearchBox` (below) is this with its ref forwarded. */
function SearchBoxWithRef<T extends SearchItem>(
  {
    items,
    inputValue,
    defaultInputValue,
    onInputChange,
    onSelect,
    label,
    placeholder = '',
    noOptionsText = 'No options',
    loadingText = 'Loading...',
    loading = false,
    minChars = 1,
    width = 350,
    menuMaxHeight = 300,
    menuMinHeight = 140,
    resultsText = defaultResultsText,
    pageSize = 5,
    id,
    disabled = false,
    ...rest
  }: SearchBoxProps<T>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  // While loading the options are stale: offer none, so Enter cannot pick an outdated one.
  const visibleItems = loading ? [] : items;
  const {
    getLabelProps,
    getInputProps,
    getMenuProps,
    getItemProps,
    highlightedIndex,
    isMenuVisible,
  } = useSearchBox({
    items: visibleItems,
    inputValue,
    defaultInputValue,
    onInputChange,
    onSelect,
    minChars,
    pageSize,
    id,
  });

  let message: string | null = null;
  if (loading) message = loadingText;
  else if (visibleItems.length === 0) message = noOptionsText;

  // The label is visually hidden, so it is a span named by id (no click target needed).
  const { htmlFor: _htmlFor, ...labelProps } = getLabelProps();
  const status = !isMenuVisible ? '' : (message ?? resultsText(visibleItems.length));
  const state = isMenuVisible ? 'open' : 'closed';
  // Only the options in or near view load their pictures, once the options stop changing.
  const popoverRef = useRef<HTMLDivElement>(null);
  const photoWhenVisible = useImagesWhenVisible(popoverRef, { settleMs: PHOTO_SETTLE_MS });
  // The options' handlers, stable for OptionRow's memo, acting as this render's getItemProps.
  const latest = useRef({ getItemProps, items: visibleItems });
  useLayoutEffect(() => {
    latest.current = { getItemProps, items: visibleItems };
  });
  const onHover = useCallback((index: number) => {
    const { getItemProps: props, items: shown } = latest.current;
    const item = shown[index];
    if (item) props({ item, index }).onMouseMove();
  }, []);
  const onPick = useCallback((index: number) => {
    const { getItemProps: props, items: shown } = latest.current;
    const item = shown[index];
    if (item) props({ item, index }).onClick();
  }, []);

  return (
    <Root
      {...rest}
      ref={ref}
      $width={typeof width === 'number' ? `${width}px` : width}
      data-state={state}
    >
      <VisuallyHidden {...labelProps}>{label}</VisuallyHidden>
      <Input
        {...getInputProps({ placeholder, disabled })}
        aria-busy={loading || undefined}
        data-state={state}
      />
      <Popover
        ref={popoverRef}
        data-state={state}
        // A press on the list (its scrollbar too) keeps focus in the input, so the list stays open.
        onMouseDown={(event) => event.preventDefault()}
        $maxHeight={menuMaxHeight}
        $minHeight={Math.min(menuMinHeight, menuMaxHeight)}
      >
        <Menu {...getMenuProps()}>
          {isMenuVisible &&
            visibleItems.map((item, index) => {
              const { id: optionId } = getItemProps({ item, index });
              return (
                <OptionRow
                  key={item.id}
                  item={item}
                  index={index}
                  id={optionId}
                  highlighted={highlightedIndex === index}
                  photoWhenVisible={photoWhenVisible}
                  onHover={onHover}
                  onPick={onPick}
                />
              );
            })}
        </Menu>
        {isMenuVisible && message && <Message>{message}</Message>}
      </Popover>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {status}
      </VisuallyHidden>
    </Root>
  );
}

/**
 * The guess search: an ARIA 1.2 combobox (useSearchBox). Options show a photo and a name; arrows,
 * Page keys, Home, End, Enter and Escape work; `aria-activedescendant` follows the highlight; a
 * polite live region announces how many options there are. Picking an option calls `onSelect` and
 * clears the input. Generic over its items: `forwardRef` drops type parameters, so its type says
 * what it is.
 */
export const SearchBox = forwardRef(SearchBoxWithRef) as <T extends SearchItem = SearchItem>(
  props: SearchBoxProps<T>,
) => ReactElement;
