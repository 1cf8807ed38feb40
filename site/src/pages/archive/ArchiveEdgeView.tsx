import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import styled from 'styled-components';
import { useSiteTranslation } from '../../i18n/keys';
import { useSite } from '../../site';
import { addArchiveEdgeMessages, useArchiveEdgeTranslation } from './edgeMessages';
import { usePageTitle } from '../../shell/usePageTitle';
import type { ArchiveEdge } from './archiveDays';

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const ListHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const TodayLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text.link};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export interface ArchiveEdgeViewProps {
  edge: ArchiveEdge;
  /** The mode's name, in the page's language. */
  modeTitle: string;
  /** The day the address names, as the page writes dates (unused for `not-a-date`). */
  date: string;
  /** The archive's first day, as the page writes dates; null until the server said it. */
  launchDate: string | null;
  /** Today's game of the mode, offered for a day still to come. */
  todayHref: string;
  /** The playable days (the archive's list), or its loading view. */
  children: ReactNode;
}

/**
 * An archive address without a puzzle to play (issue 56): says why in the page's language and
 * offers the days that can be played. Nothing here retries: none of these can succeed later but
 * a day still to come, which is offered as the list's newest day when it comes.
 */
export function ArchiveEdgeView({
  edge,
  modeTitle,
  date,
  launchDate,
  todayHref,
  children,
}: ArchiveEdgeViewProps) {
  const { t, i18n } = useSiteTranslation();
  addArchiveEdgeMessages(i18n, useSite().language);
  const edgeText = useArchiveEdgeTranslation();
  const titleId = useId();
  const title =
    edge === 'not-a-date'
      ? edgeText('notADateTitle')
      : edge === 'future'
        ? edgeText('futureTitle', { date })
        : edgeText('noPuzzleTitle', { date });
  const message =
    edge === 'not-a-date'
      ? edgeText('notADate')
      : edge === 'future'
        ? edgeText('future')
        : edge === 'before-launch' && launchDate
          ? edgeText('beforeLaunch', { date: launchDate })
          : edgeText('noPuzzle');
  usePageTitle(`${title} · ${modeTitle}`);
  return (
    <section aria-labelledby={titleId} data-edge={edge}>
      <Heading id={titleId}>{title}</Heading>
      <p>{message}</p>
      {edge === 'future' ? (
        <p>
          <TodayLink href={todayHref}>{edgeText('playToday')}</TodayLink>
        </p>
      ) : null}
      <ListHeading>{t('archive.title', { mode: modeTitle })}</ListHeading>
      {children}
    </section>
  );
}
