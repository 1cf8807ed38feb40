import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { DAILY_MODES, DIFFICULTIES, LANGUAGES, type Language } from '@guessdle/api';
import type { DailyMode, Difficulty } from '@guessdle/api';
import {
  CLASSIC_MODES_FLAG,
  readFeatureFlags,
  StatsLauncher,
  TransferLinkProvider,
} from '@guessdle/games';
import styled from 'styled-components';
import { LanguagePicker } from '@guessdle/ui';
import { LANGUAGE_NAMES } from '../i18n/messages';
import { useSite } from '../site';
import { siteTransferLink, useTransferLinkCode } from './SiteTransfer';
import { ThemePicker } from './ThemePicker';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.page.background};
  color: ${({ theme }) => theme.colors.text.primary};
  font-family: ${({ theme }) => theme.fonts.body};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing * 2}px;
  padding: ${({ theme }) => `${theme.spacing * 1.5}px ${theme.spacing * 2}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.container.border};
`;

const Pickers = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.spacing}px;
`;

const Logo = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.accent};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const EmbedLink = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.spacing}px;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing * 2}px;
  box-sizing: border-box;
`;

const Footer = styled.footer`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing}px;
  padding: ${({ theme }) => theme.spacing * 3}px;
  border-top: 1px solid ${({ theme }) => theme.colors.container.border};
`;

const FooterTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const FeedbackLink = styled.a`
  color: ${({ theme }) => theme.colors.text.link};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const languages = LANGUAGES.map((code) => ({
  languageCode: code,
  languageName: LANGUAGE_NAMES[code],
}));

/**
 * The daily mode (and Classic's difficulty) of the page at `pathname`, whose statistics the
 * header offers; null elsewhere (home, Crono, the embed configurator): a home page has no one
 * mode, and each game's dialog is one press away on its card's page.
 */
export function statsTargetOf(
  pathname: string,
  classicModes: boolean,
): { mode: DailyMode; difficulty: Difficulty | null } | null {
  const [, first = '', second] = pathname.split('/');
  if (!(DAILY_MODES as readonly string[]).includes(first)) return null;
  const mode = first as DailyMode;
  if (mode !== 'classic' || !classicModes) return { mode, difficulty: null };
  const difficulty = (DIFFICULTIES as readonly string[]).includes(second ?? '')
    ? (second as Difficulty)
    : 'hard';
  return { mode, difficulty };
}

/** The page shell: header (logo, statistics, theme and language pickers), the page, the 'Want to help?' footer. */
export function Layout({ children }: { children: ReactNode }) {
  const site = useSite();
  const { language, changeLanguage, config, track } = site;
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const stats = statsTargetOf(
    pathname,
    readFeatureFlags(site.storage, site.featureFlags).includes(CLASSIC_MODES_FLAG),
  );
  // A transfer link opens a game's page: its header's statistics redeem the code.
  const transfer = useTransferLinkCode();
  return (
    <TransferLinkProvider linkFor={siteTransferLink}>
      <Page>
        <Header>
          <Logo to="/" aria-label={t('logoLabel')}>
            {t('appName')}
          </Logo>
          <Pickers>
            {stats ? (
              <StatsLauncher
                // A new page's mode is a new dialog, with its own history.
                key={`${stats.mode}-${stats.difficulty ?? ''}`}
                api={site.api}
                storage={site.storage}
                mode={stats.mode}
                difficulty={stats.difficulty}
                language={language}
                i18n={site.i18n}
                label={t('statsButton')}
                transferCode={transfer.code}
                onTransferClose={transfer.done}
              />
            ) : null}
            <ThemePicker />
            <LanguagePicker
              languages={languages}
              value={language}
              label={t('languageLabel')}
              onOpenChange={(open) => {
                if (open) track('Language picker clicked', { currentLanguage: language });
              }}
              onChange={(code) => {
                track('Language changed', { currentLanguage: language, newLanguage: code });
                changeLanguage(code as Language);
              }}
            />
          </Pickers>
        </Header>
        <Main>{children}</Main>
        <Footer>
          <FooterTitle>{t('helpTitle')}</FooterTitle>
          <FeedbackLink
            href={config.feedbackUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => track('Feedback form opened')}
          >
            {t('feedback')}
          </FeedbackLink>
          <EmbedLink to="/embed">{t('embedLink')}</EmbedLink>
        </Footer>
      </Page>
    </TransferLinkProvider>
  );
}
