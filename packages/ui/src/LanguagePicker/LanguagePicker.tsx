import { forwardRef, createElement, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useControllableState } from '../hooks';
import { useComposedRefs } from '../primitive';
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
 * The header's language switch, a disclosure (WAI-ARIA APG "disclosure navigation"): collapsed it
 * shows only the current flag, a button named 'Language: English'; a click (or Enter, Space or
 * ArrowDown) shows the list of flags and names, each a button, and puts focus on the current one.
 * Arrows, Home and End move between them, Enter or Space chooses, Escape closes and gives focus
 * back to the flag; a click elsewhere or Tab away closes. No listbox library: native buttons give
 * the keyboard and the names, and the home page loads nothing else. A language without a flag
 * throws `Flag not found for language: {code}`.
 */
export const LanguagePicker = forwardRef<HTMLDivElement, LanguagePickerProps>(
  function LanguagePicker(
    {
      languages,
      value,
      onChange,
      label = 'Language',
      open: openProp,
      defaultOpen = false,
      onOpenChange,
      id,
      ...rest
    },
    ref,
  ) {
    const [open, setOpen] = useControllableState({
      prop: openProp,
      defaultProp: defaultOpen,
      onChange: onOpenChange,
      caller: 'LanguagePicker',
    });
    // Fail at once on a language without a flag, not only when the menu first opens.
    for (const language of languages) getLanguageFlag(language.languageCode);
    const generatedId = useId();
    const listId = `${id ?? generatedId}-list`;
    const triggerId = `${id ?? generatedId}-trigger`;
    const root = useRef<HTMLDivElement>(null);
    const trigger = useRef<HTMLButtonElement>(null);
    const rootRef = useComposedRefs(root, ref);
    const current = languages.find((language) => language.languageCode === value);
    // Focus follows the opening only when the player opened the list, not on a controlled open.
    const focusOnOpen = useRef(false);

    useEffect(() => {
      if (!open) return;
      if (focusOnOpen.current) {
        focusOnOpen.current = false;
        const options = optionsOf(root.current);
        (options.find((option) => option.getAttribute('aria-current')) ?? options[0])?.focus();
      }
      const closeOutside = (event: Event) => {
        if (!root.current?.contains(event.target as Node)) setOpen(false);
      };
      document.addEventListener('pointerdown', closeOutside);
      document.addEventListener('focusin', closeOutside);
      return () => {
        document.removeEventListener('pointerdown', closeOutside);
        document.removeEventListener('focusin', closeOutside);
      };
    }, [open, setOpen]);

    const openList = () => {
      focusOnOpen.current = true;
      setOpen(true);
    };
    const close = () => {
      setOpen(false);
      trigger.current?.focus();
    };
    const choose = (code: string) => {
      close();
      if (code !== value) onChange(code);
    };
    const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
      const options = optionsOf(root.current);
      const at = options.indexOf(document.activeElement as HTMLButtonElement);
      const move: Record<string, number> = {
        ArrowDown: (at + 1) % options.length,
        ArrowUp: (at - 1 + options.length) % options.length,
        Home: 0,
        End: options.length - 1,
      };
      if (event.key === 'Escape') close();
      else if (event.key in move) options[move[event.key] ?? 0]?.focus();
      else return;
      event.preventDefault();
    };

    const name = current ? `${label}: ${current.languageName}` : label;
    return (
      <Root {...rest} ref={rootRef} data-state={open ? 'open' : 'closed'}>
        <Trigger
          ref={trigger}
          type="button"
          id={triggerId}
          aria-label={name}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => (open ? setOpen(false) : openList())}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown' || open) return;
            event.preventDefault();
            openList();
          }}
        >
          {current && <LanguageFlag code={current.languageCode} />}
        </Trigger>
        <Menu
          id={listId}
          aria-label={label}
          data-state={open ? 'open' : 'closed'}
          onKeyDown={onListKeyDown}
        >
          {open &&
            languages.map((language) => (
              <li key={language.languageCode}>
                <Option
                  type="button"
                  lang={language.languageCode}
                  aria-current={language.languageCode === value ? 'true' : undefined}
                  onClick={() => choose(language.languageCode)}
                >
                  <LanguageFlag code={language.languageCode} />
                  <span>{language.languageName}</span>
                  {language.languageCode === value && <Check aria-hidden="true">✓</Check>}
                </Option>
              </li>
            ))}
        </Menu>
      </Root>
    );
  },
);

function optionsOf(root: HTMLElement | null): HTMLButtonElement[] {
  return root ? [...root.querySelectorAll<HTMLButtonElement>('ul button')] : [];
}
