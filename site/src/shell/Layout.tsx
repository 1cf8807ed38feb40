import type { ReactNode } from 'react';
import { useSiteTranslation } from '../i18n/keys';
import { Link, useLocation } from 'wouter';
import { TransferLinkProvider } from '@guessdle/games';
import styled from 'styled-components';
import { useSite } from '../site';
import { HeaderLanguagePicker } from './HeaderLanguagePicker';
import { HeaderStats } from './HeaderStats';
import { siteTransferLink } from './SiteTransfer';
import { statsTargetOf } from './statsTarget';
import { ThemePicker } from './ThemePicker';
import { PATHS } from '../paths';

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

/** The page shell: header (logo, statistics, theme and language pickers), the page, the 'Want to help?' footer. */
export function Layout({ children }: { children: ReactNode }) {
  const site = useSite();
  const { config, track } = site;
  const { t } = useSiteTranslation();
  const [pathname] = useLocation();
  return (
    <TransferLinkProvider linkFor={siteTransferLink}>
      <Page>
        <Header>
          <Logo to={PATHS.home} aria-label={t('logoLabel')}>
            {t('appName')}
          </Logo>
          <Pickers>
            {statsTargetOf(pathname, false) ? <HeaderStats /> : null}
            <ThemePicker />
            <HeaderLanguagePicker />
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
          <EmbedLink to={PATHS.embedConfigurator}>{t('embedLink')}</EmbedLink>
        </Footer>
      </Page>
    </TransferLinkProvider>
  );
}
