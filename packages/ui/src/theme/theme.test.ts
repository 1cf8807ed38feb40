import { getContrast } from 'polished';
import { describe, expect, it } from 'vitest';
import { createTheme } from './createTheme';
import { cssVarName, listCssVars, withCssVars } from './cssVars';
import { darkTheme, highContrastTheme, lightTheme, themes } from './themes';

describe('createTheme', () => {
  it('returns the dark theme when given no overrides', () => {
    expect(createTheme()).toEqual(darkTheme);
  });

  it('deep-merges one nested token and keeps its siblings', () => {
    const theme = createTheme({ colors: { container: { positiveBackground: 'teal' } } });
    expect(theme.colors.container.positiveBackground).toBe('teal');
    expect(theme.colors.container.negativeBackground).toBe(
      darkTheme.colors.container.negativeBackground,
    );
    expect(theme.colors.accent).toBe(darkTheme.colors.accent);
    expect(theme.motion).toEqual(darkTheme.motion);
  });

  it('merges over another base theme and never mutates it', () => {
    const before = structuredClone(lightTheme);
    const theme = createTheme({ patterns: true, motion: { flipDurationMs: 0 } }, lightTheme);
    expect(theme.patterns).toBe(true);
    expect(theme.motion.flipDurationMs).toBe(0);
    expect(theme.motion.flipStaggerMs).toBe(400);
    expect(theme.colors).toEqual(lightTheme.colors);
    expect(lightTheme).toEqual(before);
  });

  it('ignores overrides that are explicitly undefined', () => {
    const theme = createTheme({ colors: { accent: undefined } });
    expect(theme.colors.accent).toBe(darkTheme.colors.accent);
  });
});

describe('CSS custom properties', () => {
  it('names a token path in kebab case', () => {
    expect(cssVarName(['colors', 'container', 'positiveBackground'])).toBe(
      '--gd-colors-container-positive-background',
    );
  });

  it('wraps every string token in var() with the theme value as fallback', () => {
    const themed = withCssVars(darkTheme);
    expect(themed.colors.accent).toBe(`var(--gd-colors-accent, ${darkTheme.colors.accent})`);
    expect(themed.radii.md).toBe('var(--gd-radii-md, 8px)');
  });

  it('leaves numbers, booleans and the name untouched', () => {
    const themed = withCssVars(highContrastTheme);
    expect(themed.spacing).toBe(8);
    expect(themed.motion.flipDurationMs).toBe(1000);
    expect(themed.patterns).toBe(true);
    expect(themed.name).toBe('high-contrast');
  });

  it('lists every custom property with its default, for embedders', () => {
    const vars = listCssVars(darkTheme);
    expect(vars['--gd-colors-text-primary']).toBe(darkTheme.colors.text.primary);
    expect(vars['--gd-motion-easing']).toBe('ease-in-out');
    expect(Object.keys(vars)).not.toContain('--gd-name');
    expect(Object.keys(vars)).not.toContain('--gd-spacing');
  });
});

describe.each(Object.entries(themes))('the %s theme', (_name, theme) => {
  const { colors } = theme;
  const AA = 4.5;

  it.each([
    ['correct', colors.container.positiveBackground],
    ['partial', colors.container.partialBackground],
    ['incorrect', colors.container.negativeBackground],
  ])('keeps feedback text readable on the %s background', (_state, background) => {
    expect(getContrast(colors.container.feedbackText, background)).toBeGreaterThanOrEqual(AA);
  });

  it.each([
    ['primary text on the page', colors.text.primary, colors.page.background],
    ['primary text on containers', colors.text.primary, colors.container.background],
    ['secondary text on containers', colors.text.secondary, colors.container.background],
    ['muted text on containers', colors.text.muted, colors.container.background],
    ['muted text on the page', colors.text.muted, colors.page.background],
    ['links on the page', colors.text.link, colors.page.background],
    ['popover text', colors.popover.text, colors.popover.background],
    ['button text', colors.button.text, colors.button.background],
    ['input text', colors.input.text, colors.input.background],
  ])('keeps %s at AA contrast', (_what, text, background) => {
    expect(getContrast(text, background)).toBeGreaterThanOrEqual(AA);
  });

  it('tells correct, partial and incorrect apart by more than hue', () => {
    const backgrounds = new Set([
      colors.container.positiveBackground,
      colors.container.partialBackground,
      colors.container.negativeBackground,
    ]);
    expect(backgrounds.size).toBe(3);
  });
});

describe('the high-contrast theme', () => {
  it('turns patterns on for colour-blind players', () => {
    expect(highContrastTheme.patterns).toBe(true);
    expect(darkTheme.patterns).toBe(false);
  });
});

describe.each(Object.entries(themes))('the derived shades of the %s theme', (_name, theme) => {
  const { colors } = theme;
  const AA = 4.5;
  /** WCAG 1.4.11: a focus indicator or a control's state needs 3:1 against what is around it. */
  const NON_TEXT = 3;

  it('are colours polished computed, never left as a call or a comment', () => {
    for (const shade of [
      colors.text.link,
      colors.button.hoverBackground,
      colors.selectMenu.optionActive,
      colors.toggle.activeBackground,
      colors.focusRing,
      colors.overlay,
      colors.container.patternInk,
    ]) {
      expect(shade).toMatch(/^(#[0-9a-f]{3}|#[0-9a-f]{6}|rgba\(\d+,\d+,\d+,[\d.]+\))$/);
    }
  });

  it.each([
    ['button text on its hover background', colors.button.text, colors.button.hoverBackground],
    ['menu text on the active option', colors.selectMenu.text, colors.selectMenu.optionActive],
    ['toggle text on its active background', colors.toggle.text, colors.toggle.activeBackground],
    ['links on containers', colors.text.link, colors.container.background],
  ])('keep %s at AA contrast', (_what, text, background) => {
    expect(getContrast(text, background)).toBeGreaterThanOrEqual(AA);
  });

  it('draw a focus ring that stands out from the page and the containers', () => {
    expect(getContrast(colors.focusRing, colors.page.background)).toBeGreaterThanOrEqual(NON_TEXT);
    expect(getContrast(colors.focusRing, colors.container.background)).toBeGreaterThanOrEqual(
      NON_TEXT,
    );
  });

  it('show hover and the active option as a change of colour', () => {
    expect(colors.button.hoverBackground).not.toBe(colors.button.background);
    expect(colors.selectMenu.optionActive).not.toBe(colors.selectMenu.background);
    expect(colors.toggle.activeBackground).not.toBe(colors.toggle.background);
  });

  it('lay translucent black, darker for the overlay than for the pattern ink', () => {
    const alpha = (rgba: string) => Number(/,([\d.]+)\)$/.exec(rgba)?.[1]);
    expect(colors.overlay).toMatch(/^rgba\(0,0,0,/);
    expect(colors.container.patternInk).toMatch(/^rgba\(0,0,0,/);
    expect(alpha(colors.overlay)).toBeGreaterThan(alpha(colors.container.patternInk));
  });
});
