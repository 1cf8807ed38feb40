import {
  darkTheme,
  feedbackTextureVars,
  highContrastTheme,
  lightTheme,
  listCssVars,
  type Theme,
  type ThemeName,
} from '@guessdle/ui';
import type { KeyValueStorage } from '@guessdle/games';

/** Where the site keeps the visitor's theme; absent means "follow the system". */
export const THEME_KEY = 'theme';

/** What the header's picker offers: the system's choice, or one theme. */
export const THEME_CHOICES = ['system', 'dark', 'light', 'high-contrast'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The attribute on `<html>` that names a theme the visitor chose. */
export const THEME_ATTRIBUTE = 'data-theme';

const THEMES: Record<ThemeName, Theme> = {
  dark: darkTheme,
  light: lightTheme,
  'high-contrast': highContrastTheme,
};

/** The stored choice; anything but a theme's name (absent, malformed) is the system's. */
export function parseThemeChoice(raw: string | null | undefined): ThemeChoice {
  return raw && raw !== 'system' && raw in THEMES ? (raw as ThemeName) : 'system';
}

export function readThemeChoice(storage: KeyValueStorage): ThemeChoice {
  return parseThemeChoice(storage.getItem(THEME_KEY));
}

/** Stores a choice ("system" removes the key) and applies it to the page at once. */
export function storeThemeChoice(storage: KeyValueStorage, choice: ThemeChoice, root: Element) {
  if (choice === 'system') storage.removeItem(THEME_KEY);
  else storage.setItem(THEME_KEY, choice);
  applyThemeChoice(root, choice);
}

/**
 * Follows a choice made in another tab: applies it to `root` (the header's picker follows the
 * storage itself). Returns the function that stops following.
 */
export function followThemeChoice(storage: KeyValueStorage, root: Element): () => void {
  const stop = storage.subscribe?.((change) => {
    if (change.key !== THEME_KEY && change.key !== null) return;
    applyThemeChoice(root, readThemeChoice(storage));
  });
  return stop ?? (() => undefined);
}

/** Names the chosen theme on `<html>` (or removes the name, so the system's media queries rule). */
export function applyThemeChoice(root: Element, choice: ThemeChoice): void {
  if (choice === 'system') root.removeAttribute(THEME_ATTRIBUTE);
  else root.setAttribute(THEME_ATTRIBUTE, choice);
}

/** A theme's custom properties, the feedback textures included ("none" when it has none). */
export function propertiesOf(theme: Theme): Record<string, string> {
  return { ...listCssVars(theme), ...feedbackTextureVars(theme) };
}

/** The declarations of `theme` that differ from `base` (what the page's default already gives). */
function declarations(theme: Theme, base: Theme): string {
  const own = propertiesOf(theme);
  const given = propertiesOf(base);
  return Object.entries(own)
    .filter(([name, value]) => given[name] !== value)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
}

/**
 * The site's themes as CSS custom properties on `<html>`. Every styled component (the shell's
 * and the widgets') reads its colours as `var(--gd-…, <dark value>)`, so setting the properties
 * repaints the whole page at once, without re-rendering React: the server's first paint and
 * hydration stay identical whatever the visitor chose. Without a choice the system's
 * preferences pick (`prefers-color-scheme: light`, `prefers-contrast: more`, the latter
 * winning); a choice on `<html data-theme>` overrides them.
 */
export function themeRules(): string {
  const chosen = (name: ThemeName) => `html[${THEME_ATTRIBUTE}='${name}']`;
  const system = `html:not([${THEME_ATTRIBUTE}])`;
  // Only what differs from dark: dark is what the styles fall back to.
  const darkAgain = `${declarations(darkTheme, lightTheme)} ${declarations(darkTheme, highContrastTheme)}`;
  return [
    `@media (prefers-color-scheme: light) { ${system} { ${declarations(lightTheme, darkTheme)} } }`,
    `@media (prefers-contrast: more) { ${system} { ${declarations(highContrastTheme, darkTheme)} } }`,
    // A visitor who chose dark on a light or high-contrast system: undo what the queries set.
    `${chosen('dark')} { ${darkAgain} }`,
    `${chosen('light')} { ${declarations(lightTheme, darkTheme)} }`,
    `${chosen('high-contrast')} { ${declarations(highContrastTheme, darkTheme)} }`,
    `html { color-scheme: dark; }`,
    `${chosen('light')} { color-scheme: light; }`,
    `@media (prefers-color-scheme: light) { ${system} { color-scheme: light; } }`,
  ].join('\n');
}
