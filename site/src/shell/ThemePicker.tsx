import { useCallback, useId, useState, useSyncExternalStore } from 'react';
import { useSiteTranslation, type SiteKey } from '../i18n/keys';
import styled from 'styled-components';
import { useSite } from '../site';
import {
  readThemeChoice,
  storeThemeChoice,
  THEME_CHOICES,
  THEME_KEY,
  type ThemeChoice,
} from './siteTheme';

const Picker = styled.div`
  /* Beside the language picker, both at the header's end. */
  margin-left: auto;
  position: relative;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Toggle = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing * 1.5}px;
  border: 2px solid ${({ theme }) => theme.colors.input.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.input.background};
  color: ${({ theme }) => theme.colors.input.text};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * Below this width the button shows the current choice alone ("Systemowy", not "Motyw:
 * Systemowy"): on a 375 px phone the header's statistics, theme and language then share one row
 * in every language instead of leaving the flag alone on a third (issue 56). Screen readers hear
 * the whole label at every width.
 */
const NARROW = '(max-width: 519px)';

const WideText = styled.span`
  @media ${NARROW} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/** The choice alone, drawn from its attribute: no second copy in the button's text. */
const NarrowText = styled.span`
  display: none;
  @media ${NARROW} {
    display: inline;
    &::after {
      content: attr(data-choice);
    }
  }
`;

const Choices = styled.ul`
  position: absolute;
  right: 0;
  z-index: 10;
  display: grid;
  gap: ${({ theme }) => theme.spacing / 2}px;
  min-width: 100%;
  margin: ${({ theme }) => theme.spacing / 2}px 0 0;
  padding: ${({ theme }) => theme.spacing / 2}px;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.popover.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.popover.background};
  box-shadow: ${({ theme }) => theme.shadows.popover};

  &[hidden] {
    display: none;
  }
`;

const Choice = styled.button`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing * 1.5}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.popover.text};
  font: inherit;
  text-align: start;
  white-space: nowrap;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.selectMenu.optionActive};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -3px;
  }
`;

/** The pickers of this page, told when one of them stores a choice. */
/** Each choice's name in the picker. */
const THEME_TEXT = {
  system: 'theme.system',
  dark: 'theme.dark',
  light: 'theme.light',
  'high-contrast': 'theme.high-contrast',
} as const satisfies Record<ThemeChoice, SiteKey>;

const changed = new Set<() => void>();

/**
 * The header's theme setting: a button that shows the current choice and opens the four choices
 * (the system's, the default; dark; light; high contrast), each a toggle button. The
 * choice is stored and painted through CSS custom properties (siteTheme.ts), so nothing in
 * React's tree changes with it. The server knows no choice: the picker renders "system" first,
 * like the server's page, and shows the stored choice once hydrated (and follows another tab).
 */
export function ThemePicker() {
  const { storage } = useSite();
  const { t } = useSiteTranslation();
  const id = useId();
  const subscribe = useCallback(
    (onChange: () => void) => {
      changed.add(onChange);
      // Another tab's choice (main.tsx applies it to the page): the picker shows it.
      const stop = storage.subscribe?.((change) => {
        if (change.key === THEME_KEY || change.key === null) onChange();
      });
      return () => {
        changed.delete(onChange);
        stop?.();
      };
    },
    [storage],
  );
  // The server's snapshot ("system") during hydration, the stored choice right after.
  const choice = useSyncExternalStore(
    subscribe,
    () => readThemeChoice(storage),
    () => 'system' as const,
  );

  const [open, setOpen] = useState(false);
  const choose = (next: ThemeChoice) => {
    storeThemeChoice(storage, next, document.documentElement);
    for (const onChange of [...changed]) onChange();
    setOpen(false);
  };

  return (
    <Picker
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          (event.currentTarget.querySelector('button') as HTMLButtonElement).focus();
        }
      }}
      onBlur={(event) => {
        // Focus that left the picker closes it (a click elsewhere, Tab past the last choice).
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        <WideText>{t('theme.current', { choice: t(THEME_TEXT[choice]) })}</WideText>
        <NarrowText aria-hidden="true" data-choice={t(THEME_TEXT[choice])} />
      </Toggle>
      <Choices id={id} aria-label={t('theme.label')} hidden={!open}>
        {THEME_CHOICES.map((name) => (
          <li key={name}>
            <Choice type="button" aria-pressed={name === choice} onClick={() => choose(name)}>
              {t(THEME_TEXT[name])}
            </Choice>
          </li>
        ))}
      </Choices>
    </Picker>
  );
}
