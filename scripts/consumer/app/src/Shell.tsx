import { useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import styled, { ThemeProvider } from 'styled-components';
import { hostI18n } from './i18n';
import { useVisits } from './store';
import { hostTheme } from './theme';

const Title = styled.h1`
  color: ${(props) => props.theme.hostInk};
  margin-bottom: ${(props) => props.theme.hostGap};
`;

function Header() {
  const { t } = useTranslation();
  const visits = useVisits((state) => state.visits);
  const visit = useVisits((state) => state.visit);
  useEffect(visit, [visit]);
  return (
    <header>
      <Title id="host-title">{t('greeting')}</Title>
      <p id="host-visits">{t('visits', { count: visits })}</p>
    </header>
  );
}

/** The host app as it was before the game: the card's whole stack, each part used once. */
export function Shell({ children }: { children?: ReactNode }) {
  return (
    <I18nextProvider i18n={hostI18n}>
      <ThemeProvider theme={hostTheme}>
        <Header />
        <main>{children}</main>
      </ThemeProvider>
    </I18nextProvider>
  );
}
