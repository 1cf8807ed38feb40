import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useControllableState } from '../hooks';

/** One option of the search box: the host has already filtered and sorted the list. */
export interface SearchItem {
  /** Unique id of the item (a performer's profile path, a channel's UUID). */
  id: string;
  /** The text shown and announced. */
  name: string;
  /** A small picture shown next to the name. */
  photoUrl: string;
}

export interface UseSearchBoxParams<T extends SearchItem> {
  /** The options to show, already filtered and sorted by the host. */
  items: T[];
  /** Controlled text of the input. @default undefined */
  inputValue?: string;
  /** Starting text when uncontrolled. @default '' */
  defaultInputValue?: string;
  /** Called with every change of the text (typing, and '' after a selection). @default undefined */
  onInputChange?: (value: string) => void;
  /** Called with the chosen option. */
  onSelect: (item: T) => void;
  /** Characters needed before the menu (and its 'No options' text) appears. @default 1 */
  minChars?: number;
  /** Options skipped by PageUp / PageDown (SPEC §9: page size 5). @default 5 */
  pageSize?: number;
  /** Id prefix for the combobox parts; generated when omitted. @default undefined */
  id?: string;
}

/** `index` moved by `step` within `count` options, wrapping around (as arrows do in a listbox). */
function wrap(index: number, step: number, count: number): number {
  if (count === 0) return -1;
  if (index < 0) return step > 0 ? 0 : count - 1;
  return (index + step + count) % count;
}

/**
 * The behaviour of the search box, without styles: the ARIA 1.2 combobox pattern with a listbox
 * popup (WAI-ARIA APG "editable combobox with list autocomplete"), and the game's rules. Focus
 * stays in the input; `aria-activedescendant` names the highlighted option. Typing opens the list
 * with nothing highlighted; ArrowDown / ArrowUp move the highlight (wrapping, and opening the list
 * when closed), PageDown / PageUp by `pageSize`, Home / End to the ends while open; Enter picks
 * the highlighted option or, with none, the first (closest) one; Escape closes, or clears the text
 * when already closed; a click picks; leaving the field closes without picking. Picking calls
 * `onSelect` and clears the text: each pick is a guess, and the selection is never kept.
 *
 * Written here rather than with a combobox library: this is the one listbox the games need, and
 * Downshift (12 kB gzip) was the largest part of an embedded game after React.
 */
export function useSearchBox<T extends SearchItem>({
  items,
  inputValue: inputValueProp,
  defaultInputValue = '',
  onInputChange,
  onSelect,
  minChars = 1,
  pageSize = 5,
  id,
}: UseSearchBoxParams<T>) {
  const [inputValue, setInputValue] = useControllableState({
    prop: inputValueProp,
    defaultProp: defaultInputValue,
    onChange: onInputChange,
    caller: 'SearchBox',
  });
  const [isOpen, setIsOpen] = useState(false);
  const [highlightedIndex, setHighlightedIndex] = useState(-1);
  const generatedId = useId();
  const base = id ?? generatedId;
  const labelId = `${base}-label`;
  const inputId = `${base}-input`;
  const menuId = `${base}-menu`;
  const itemId = useCallback((index: number) => `${base}-item-${index}`, [base]);
  const menuRef = useRef<HTMLUListElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  useTextTypedBeforeHydration(inputRef, inputValue, (typed, focused) => {
    setInputValue(typed);
    setIsOpen(focused);
  });

  const hasEnoughChars = inputValue.trim().length >= minChars;
  const isMenuVisible = isOpen && hasEnoughChars;
  // A highlight past the end of a shorter list (the host filtered it) is no highlight.
  const highlighted = isMenuVisible && highlightedIndex < items.length ? highlightedIndex : -1;

  // The highlight came from the keyboard: scroll it into the menu's view (not on mouse moves).
  const scrollToHighlight = useScrollToHighlight(menuRef, highlighted);

  const close = () => {
    setIsOpen(false);
    setHighlightedIndex(-1);
  };
  const pick = (item: T | undefined) => {
    if (!item) return;
    close();
    setInputValue('');
    onSelect(item);
  };
  const moveTo = (index: number) => {
    scrollToHighlight.current = true;
    setHighlightedIndex(index);
  };

  const keys: Record<string, (event: KeyboardEvent<HTMLInputElement>) => boolean> = {
    ArrowDown: (event) => {
      if (!isOpen) {
        setIsOpen(true);
        moveTo(event.altKey ? -1 : wrap(-1, 1, items.length));
      } else moveTo(wrap(highlighted, 1, items.length));
      return true;
    },
    ArrowUp: () => {
      setIsOpen(true);
      moveTo(wrap(isOpen ? highlighted : -1, -1, items.length));
      return true;
    },
    PageDown: () => isOpen && page(pageSize),
    PageUp: () => isOpen && page(-pageSize),
    Home: () => isOpen && (moveTo(items.length ? 0 : -1), true),
    End: () => isOpen && (moveTo(items.length - 1), true),
    Enter: (event) => {
      // 229: an input method is composing; its Enter confirms the composition, not a guess.
      if (!isMenuVisible || event.nativeEvent.isComposing || event.keyCode === 229) return false;
      // With nothing highlighted, the best match: the list is sorted by closeness (SPEC §5).
      pick(items[highlighted] ?? (inputValue.trim().length >= minChars ? items[0] : undefined));
      return true;
    },
    Escape: () => {
      if (isOpen) close();
      else if (inputValue) setInputValue('');
      else return false;
      return true;
    },
  };
  function page(step: number): boolean {
    if (items.length > 0) {
      moveTo(Math.min(Math.max(Math.max(highlighted, 0) + step, 0), items.length - 1));
    }
    return true;
  }

  const getLabelProps = () => ({ id: labelId, htmlFor: inputId });

  const getInputProps = (props: { placeholder?: string; disabled?: boolean } = {}) => ({
    ...props,
    ref: inputRef,
    id: inputId,
    role: 'combobox' as const,
    'aria-autocomplete': 'list' as const,
    'aria-controls': menuId,
    'aria-expanded': isMenuVisible,
    'aria-labelledby': labelId,
    'aria-activedescendant': highlighted > -1 ? itemId(highlighted) : '',
    autoComplete: 'off',
    value: inputValue,
    ...(props.disabled
      ? {}
      : {
          // The text comes from the change event itself, so a key pressed before React has
          // re-rendered lands on the current text (fast typing on a slow phone loses no letter).
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            setInputValue(event.target.value);
            setIsOpen(true);
            setHighlightedIndex(-1);
          },
          onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
            if (keys[event.key]?.(event)) event.preventDefault();
          },
          // Leaving the field closes the list; it never picks (that would be an unwanted guess).
          onBlur: close,
          onClick: () => {
            if (isOpen) close();
            else setIsOpen(true);
          },
        }),
  });

  const getMenuProps = () => ({
    ref: menuRef,
    id: menuId,
    role: 'listbox' as const,
    'aria-labelledby': labelId,
    onMouseLeave: () => setHighlightedIndex(-1),
  });

  const getItemProps = ({ item, index }: { item: T; index: number }) => ({
    id: itemId(index),
    role: 'option' as const,
    'aria-selected': index === highlighted,
    onMouseMove: () => {
      if (index !== highlighted) setHighlightedIndex(index);
    },
    onClick: () => pick(item),
  });

  return {
    getLabelProps,
    getInputProps,
    getMenuProps,
    getItemProps,
    highlightedIndex: highlighted,
    inputValue,
    /** True when the menu (options, 'No options' or 'Loading...') is on screen. */
    isMenuVisible,
    hasEnoughChars,
  };
}

/**
 * A field rendered on the server may hold text typed before this component hydrated it: the
 * field shows it but the state does not have it, and the next render would empty the field. At
 * mount, `take` receives the text as typed (and whether the player is in the field).
 */
function useTextTypedBeforeHydration(
  inputRef: RefObject<HTMLInputElement | null>,
  inputValue: string,
  take: (typed: string, focused: boolean) => void,
): void {
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === inputValue) return;
    take(input.value, input.ownerDocument.activeElement === input);
    // Only at mount: from then on the field and the state change together.
  }, []);
}

/**
 * Scrolls the highlighted option into the menu's view when the returned flag was set (a move
 * from the keyboard; a mouse move over an option is already in view).
 */
function useScrollToHighlight(
  menuRef: RefObject<HTMLUListElement | null>,
  highlighted: number,
): { current: boolean } {
  const requested = useRef(false);
  useEffect(() => {
    if (!requested.current || highlighted < 0) return;
    requested.current = false;
    // The option by position (an id lookup would miss it inside a shadow root).
    const option = menuRef.current?.children[highlighted] as HTMLElement | undefined;
    const box = menuRef.current?.parentElement;
    if (!option || !box) return;
    // Only the menu scrolls, never the page around it.
    const top = option.offsetTop - box.clientTop;
    if (top < box.scrollTop) box.scrollTop = top;
    else if (top + option.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = top + option.offsetHeight - box.clientHeight;
    }
  }, [menuRef, highlighted]);
  return requested;
}
