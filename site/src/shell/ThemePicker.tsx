import { useCallback, useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSite } from '../site';
import {
  applyThemeChoice,
  readThemeChoice,
  storeThemeChoice,
  THEME_CHOICES,
  THEME_KEY,
  type ThemeChoice,
} from './siteTheme';

const Picker = styled.div`
  /* Beside the language picker, both at the header's end. */
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing}px;
    border: 2px solid ${({ theme }) => theme.colors.input.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.input.background};
    color: ${({ theme }) => theme.colors.input.text};
    font: inherit;
  }
  select:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** The pickers of this page, told when one of them stores a choice. */
const changed = new Set<() => void>();

/**
 * The header's theme setting: the system's (the default), dark, light or high contrast. The
 * choice is stored and painted through CSS custom properties (siteTheme.ts), so nothing in
 * React's tree changes with it. The server knows no choice: the picker renders "system" first,
 * like the server's page, and shows the stored choice once hydrated (and follows another tab).
 */
export function ThemePicker() {
  const { storage } = useSite();
  const { t } = useTranslation();
  const id = useId();
  const subscribe = useCallback(
    (onChange: () => void) => {
      changed.add(onChange);
      // Another tab's choice: this page follows it.
      const stop = storage.subscribe?.((change) => {
        if (change.key !== THEME_KEY && change.key !== null) return;
        applyThemeChoice(document.documentElement, readThemeChoice(storage));
        onChange();
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

  return (
    <Picker>
      <label htmlFor={id}>{t('theme.label')}</label>
      <select
        id={id}
        value={choice}
        onChange={(event) => {
          storeThemeChoice(storage, event.target.value as ThemeChoice, document.documentElement);
          for (const onChange of [...changed]) onChange();
        }}
      >
        {THEME_CHOICES.map((name) => (
          <option key={name} value={name}>
            {t(`theme.${name}`)}
          </option>
        ))}
      </select>
    </Picker>
  );
}
