import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useCallback, type ChangeEvent } from 'react';
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

const { stateChangeTypes } = useCombobox;

function itemToString(item: SearchItem | null): string {
  return item?.name ?? '';
}

function itemToKey(item: SearchItem | null): string | null {
  return item?.id ?? null;
}

/**
 * The behaviour of the search box, without styles: Downshift's `useCombobox` with the game's
 * rules. The selection is never kept (each pick is a guess, and the input clears), the menu
 * stays closed under `minChars`, and leaving the field never commits a guess by accident.
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
  });

  const stateReducer = useCallback(
    (
      state: UseComboboxState<T>,
      { type, changes }: UseComboboxStateChangeOptions<T>,
    ): Partial<UseComboboxState<T>> => {
      switch (type) {
        case stateChangeTypes.InputKeyDownEnter: {
          // Enter with nothing highlighted picks the best match, as players expect after typing a
          // whole name: the list is already sorted by closeness (SPEC §5).
          const picked =
            changes.selectedItem ??
            (state.isOpen && state.inputValue.trim().length >= minChars ? items[0] : undefined);
          return picked
            ? { ...changes, selectedItem: picked, inputValue: '', isOpen: false }
            : changes;
        }
        case stateChangeTypes.ItemClick:
          return changes.selectedItem ? { ...changes, inputValue: '', isOpen: false } : changes;
        case stateChangeTypes.InputKeyDownPageDown:
        case stateChangeTypes.InputKeyDownPageUp: {
          if (items.length === 0) return changes;
          const step = type === stateChangeTypes.InputKeyDownPageDown ? pageSize : -pageSize;
          const from = Math.max(state.highlightedIndex, 0);
          const next = Math.min(Math.max(from + step, 0), items.length - 1);
          return { ...changes, highlightedIndex: next };
        }
        case stateChangeTypes.ControlledPropUpdatedSelectedItem:
          // Downshift keeps the picked option internally while our `selectedItem` prop stays null,
          // and later "syncs" the input to the null selection: that would wipe the next guess's
          // text (a paste, or keys typed after a pick). The input was already cleared at the pick.
          return { ...changes, inputValue: state.inputValue };
        case stateChangeTypes.InputBlur:
          // Downshift selects the highlighted option on blur; here that would be an unwanted guess.
          return { ...changes, selectedItem: null, inputValue: state.inputValue };
        default:
          return changes;
      }
    },
    [items, minChars, pageSize],
  );

  const combobox = useCombobox<T>({
    id,
    items,
    itemToString,
    itemToKey,
    inputValue,
    // Always empty: a selection is a one-off event, so the same option could be picked again.
    selectedItem: null,
    stateReducer,
    onInputValueChange: ({ inputValue: next }) => setInputValue(next ?? ''),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onSelect(selectedItem);
    },
  });

  // Downshift reports a typed change through `onInputValueChange` only in an effect after its own
  // render, which still shows the old controlled value: a key pressed before that effect runs
  // lands on the stale text and the letter before it is lost (fast typing, slow phones). Taking
  // the text from the input's change event keeps the controlled value in step with every key.
  const { getInputProps: getComboboxInputProps } = combobox;
  const getInputProps = useCallback(
    ((options, otherOptions) =>
      getComboboxInputProps(
        {
          ...options,
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            options?.onChange?.(event);
            setInputValue(event.target.value);
          },
        },
        otherOptions,
        // Downshift's generic return type cannot be restated for a wrapper; the shape is unchanged.
      )) as typeof getComboboxInputProps,
    [getComboboxInputProps, setInputValue],
  );

  const hasEnoughChars = inputValue.trim().length >= minChars;
  return {
    ...combobox,
    getInputProps,
    inputValue,
    /** True when the menu (options, 'No options' or 'Loading...') is on screen. */
    isMenuVisible: combobox.isOpen && hasEnoughChars,
    hasEnoughChars,
  };
}
