import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { StyleSheetManager } from 'styled-components';
import { GuessdleThemeProvider } from './ThemeProvider';
import { themes, type ThemeName } from './themes';
import type { Theme } from './tokens';

// Storybook's review view (toolbar: "Themes"), not part of the package's API: one story rendered
// once per theme. The copy in the active theme is the live one, in the page, where play functions
// and the Interactions panel see it. The other two render in shadow roots: the same markup in
// another theme, which `within(canvasElement)` queries do not reach (so no play function finds a
// button twice) while axe, which walks open shadow roots, still checks all three.

/** The themes in the order the review view shows them, with their captions. */
export const reviewThemes: readonly { name: ThemeName; caption: string }[] = [
  { name: 'dark', caption: 'Dark' },
  { name: 'light', caption: 'Light' },
  { name: 'high-contrast', caption: 'High contrast' },
];

/** A theme's page: its background, text colour and body font around the story. */
export function ThemedCanvas({ theme, children }: { theme: Theme; children: ReactNode }) {
  return (
    <GuessdleThemeProvider theme={theme}>
      <div
        style={{
          background: theme.colors.page.background,
          color: theme.colors.text.primary,
          fontFamily: theme.fonts.body,
          padding: 16,
          minHeight: '100%',
        }}
      >
        {children}
      </div>
    </GuessdleThemeProvider>
  );
}

/** Its children in a shadow root of their own, with styled-components writing its rules there. */
function ShadowCopy({ children }: { children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const element = host.current!;
    setRoot(element.shadowRoot ?? element.attachShadow({ mode: 'open' }));
  }, []);
  return (
    <div ref={host} data-review-copy="">
      {root && createPortal(<StyleSheetManager target={root}>{children}</StyleSheetManager>, root)}
    </div>
  );
}

/**
 * `renderStory` once per theme, side by side: the `live` theme in the page, the others in shadow
 * roots. Each column is captioned with its theme's name.
 */
export function ThemesSideBySide({
  live,
  renderStory,
}: {
  live: ThemeName;
  renderStory: () => ReactNode;
}) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
        gap: 8,
        alignItems: 'stretch',
      }}
    >
      {reviewThemes.map(({ name, caption }) => {
        const theme = themes[name];
        const canvas = (
          <ThemedCanvas theme={theme}>
            <p
              style={{ margin: '0 0 12px', fontSize: 12, letterSpacing: '0.04em' }}
              aria-hidden="true"
            >
              {caption}
              {name === live ? ' (live)' : ''}
            </p>
            {renderStory()}
          </ThemedCanvas>
        );
        return (
          <div key={name} data-review-theme={name} data-review-live={name === live || undefined}>
            {name === live ? canvas : <ShadowCopy>{canvas}</ShadowCopy>}
          </div>
        );
      })}
    </div>
  );
}
