import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import styled from 'styled-components';
import type { DailyMode } from '@guessdle/api';

const Paragraph = styled.p`
  text-align: center;
`;

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text.link};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** A game page's link to its past puzzles. */
export function ArchiveLink({ mode }: { mode: DailyMode }) {
  const { t } = useTranslation();
  return (
    <Paragraph>
      <StyledLink href={`/${mode}/archive`}>{t('archive.link')}</StyledLink>
    </Paragraph>
  );
}
