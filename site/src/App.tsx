import { I18nextProvider } from 'react-i18next';
import { StrictMode, useMemo, type ReactNode } from 'react';
import { createGlobalStyle } from 'styled-components';
import { LaterTextsContext } from '@guessdle/games/internal';
import { GuessdleThemeProvider, type Theme } from '@guessdle/ui';
import { AppRoutes } from './router';
import { SiteProvider, type Site } from './site';
import { SITE_NS } from './i18n/instance';
import { useSiteTranslation } from './i18n/keys';
import { themeRules } from './shell/siteTheme';

/**
 * The page's own rules (`html, body` and box sizing) and, on the site, its themes as custom
 * properties (shell/siteTheme.ts). In a host's frame (an /embed page) the game paints its own
 * surface in the theme its query names, and the host page shows around it.
 */
export function pageCss(theme: Theme, inFrame: boolean): string {
  const background = inFrame ? 'transparent' : theme.colors.page.background;
  return `html, body { margin: 0; background: ${background}; }
*, *::before, *::after { box-sizing: border-box; }${inFrame ? '' : `\n${themeRules()}`}`;
}

const PageStyle = createGlobalStyle`${({ theme }) => pageCss(theme, false)}`;
const FramePageStyle = createGlobalStyle`${({ theme }) => pageCss(theme, true)}`;

/**
 * The whole site under one tree: the theme, the page's rules, the site's shared pieces and the
 * routes. The browser renders it (main.tsx) and so does the server, for the first paint
 * (entry-server.tsx).
 */
export function SiteApp({ site, inFrame }: { site: Site; inFrame: boolean }) {
  return (
    <StrictMode>
      <GuessdleThemeProvider>
        {inFrame ? <FramePageStyle /> : <PageStyle />}
        <I18nextProvider i18n={site.i18n} defaultNS={SITE_NS}>
          <SiteProvider site={site}>
            <SiteLaterTexts>
              <AppRoutes />
            </SiteLaterTexts>
          </SiteProvider>
        </I18nextProvider>
      </GuessdleThemeProvider>
    </StrictMode>
  );
}

/** The words of a page or part whose code could not load (its retry), in the page's language. */
function SiteLaterTexts({ children }: { children: ReactNode }) {
  const { t } = useSiteTranslation();
  const texts = useMemo(() => ({ failed: t('partFailed'), retry: t('retry') }), [t]);
  return <LaterTextsContext.Provider value={texts}>{children}</LaterTextsContext.Provider>;
}
