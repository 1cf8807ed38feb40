import { useSelect } from 'downshift';
import { createElement } from 'react';
import { useControllableState } from '../hooks';
import { getLanguageFlag } from './flags';
import { Check, Flag, Menu, Option, Root, Trigger } from './LanguagePicker.styles';
import type { PrimitiveProps } from '../primitive';

/** A language the site offers (SPEC §3). */
export interface Language {
  /** ISO code, e.g. 'en'. */
  languageCode: string;
  /** The language's own name, e.g. 'Español'. */
  languageName: string;
}

interface LanguagePickerOwnProps {
  /** The languages to offer, each needing a flag (en, es, fr, pl, it, pt). */
  languages: readonly Language[];
  /** The current language code. */
  value: string;
  /** Called with the chosen code (the host stores it and reloads). */
  onChange: (languageCode: string) => void;
  /** Prefix of the accessible name: 'Language' gives 'Language: English'. @default 'Language' */
  label?: string;
  /** Controlled open state of the list. @default undefined */
  open?: boolean;
  /** Open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the list opens or closes (e.g. to track 'Language picker clicked'). @default undefined */
  onOpenChange?: (open: boolean) => void;
  /** Id prefix of the parts; generated when omitted. @default undefined */
  id?: string;
}

/** LanguagePicker's own props, the attributes of its root `<div>` and a `ref` to it. */
export type LanguagePickerProps = PrimitiveProps<'div', LanguagePickerOwnProps>;

function LanguageFlag({ code }: { code: string }) {
  // A lookup in a static table, not a component made during render.
  return (
    <Flag aria-hidden="true">{createElement(getLanguageFlag(code), { focusable: 'false' })}</Flag>
  );
}

/**
 * The header's language switch. Collapsed it shows only the current flag (a select-only
 * combobox named 'Language: English'); opened, a listbox of flags and names. Downshift's
 * `useSelect` gives the keyboard: Enter, Space or arrows open; arrows, Home, End and typing a
 * letter move; Enter or Space choose; Escape closes. A language without a flag throws
 * `Flag not found for language: {code}`.
 */
export function LanguagePicker({
  languages,
  value,
  onChange,
  label = 'Language',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  id,
  ...rest
}: LanguagePickerProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'LanguagePicker',
  });
  // Fail at once on a language without a flag, not only when the menu first opens.
  for (const language of languages) getLanguageFlag(language.languageCode);
  const items = [...languages];
  const current = items.find((language) => language.languageCode === value) ?? null;
  const { isOpen, highlightedIndex, getToggleButtonProps, getMenuProps, getItemProps } =
    useSelect<Language>({
      id,
      items,
      selectedItem: current,
      isOpen: open,
      onIsOpenChange: ({ isOpen: next }) => setOpen(Boolean(next)),
      itemToString: (language) => language?.languageName ?? '',
      itemToKey: (language) => language?.languageCode ?? null,
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem && selectedItem.languageCode !== value) {
          onChange(selectedItem.languageCode);
        }
      },
    });

  const name = current ? `${label}: ${current.languageName}` : label;
  return (
    <Root {...rest} data-state={isOpen ? 'open' : 'closed'}>
      <Trigger {...getToggleButtonProps({ 'aria-label': name })}>
        {current && <LanguageFlag code={current.languageCode} />}
      </Trigger>
      <Menu data-state={isOpen ? 'open' : 'closed'} {...getMenuProps({ 'aria-label': label })}>
        {isOpen &&
          items.map((language, index) => (
            <Option
              key={language.languageCode}
              lang={language.languageCode}
              data-highlighted={highlightedIndex === index ? '' : undefined}
              {...getItemProps({ item: language, index })}
            >
              <LanguageFlag code={language.languageCode} />
              <span>{language.languageName}</span>
              {language.languageCode === value && <Check aria-hidden="true">✓</Check>}
            </Option>
          ))}
      </Menu>
    </Root>
  );
}
