import type { ReactNode } from 'react';
import { useSiteTranslation } from '../i18n/keys';
import { Link } from 'wouter';
import styled from 'styled-components';
import type { DailyMode } from '@guessdle/api';
import { VisuallyHidden } from '@guessdle/ui';
import { pathTo } from '../paths';

/**
 * The one level-1 heading of a game page: the game's name, for screen readers and the page's
 * outline (axe: page-has-heading-one). The widget's own title stays a visible level-2 heading
 * under it; that is also all an embed shows, since the host page brings its own `h1`.
 */
export function GameHeading({ children }: { children: ReactNode }) {
  return (
    <VisuallyHidden role="heading" aria-level={1}>
      {children}
    </VisuallyHidden>
  );
}

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
  const { t } = useSiteTranslation();
  return (
    <Paragraph>
      <StyledLink href={pathTo('archive', { mode })}>{t('archive.link')}</StyledLink>
    </Paragraph>
  );
}
