// @vitest-environment node
// Node, not jsdom: in a browser-like environment prettier resolves to its build without parsers.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderThemesModule, THEMES_MODULE } from '../../scripts/themes';
import * as source from './themes.source';
import { darkTheme, highContrastTheme, lightTheme } from './themes';

describe('given the themes a page loads (themes.ts, generated)', () => {
  it('hold exactly what polished derives in themes.source.ts', () => {
    expect(darkTheme).toEqual(source.darkTheme);
    expect(lightTheme).toEqual(source.lightTheme);
    expect(highContrastTheme).toEqual(source.highContrastTheme);
  });

  it('are the generator’s text to the letter (run `pnpm --filter @guessdle/ui themes`)', async () => {
    expect(readFileSync(THEMES_MODULE, 'utf8')).toBe(await renderThemesModule());
  });

  it('would differ from a hand-edited shade', async () => {
    const edited = readFileSync(THEMES_MODULE, 'utf8').replace(
      `hoverBackground: '${source.darkTheme.colors.button.hoverBackground}'`,
      "hoverBackground: '#ffa230'",
    );
    expect(edited).not.toBe(readFileSync(THEMES_MODULE, 'utf8'));
    expect(edited).not.toBe(await renderThemesModule());
  });
});
