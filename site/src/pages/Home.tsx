import { Link } from 'wouter';
import { CARD_TEXTS, DIFFICULTY_TEXTS, useSiteTranslation } from '../i18n/keys';
import {
  DIFFICULTIES,
  GAME_MODES,
  PICTURE_MODES,
  type GameMode,
  type PictureMode,
} from '@guessdle/api/modes';
import { CLASSIC_MODES_FLAG } from '@guessdle/games';
import { coachMarkKey, gameModeKey, parseCoachMark } from '@guessdle/games/core';
import styled from 'styled-components';
import { CoachMark, DifficultyTag, GameCard, type LinkComponentProps } from '@guessdle/ui';
import { useState, type ReactNode } from 'react';
import { useSite } from '../site';
import { usePageTitle } from '../shell/usePageTitle';
import { DoneTodayMark, useFinishedToday, useServerToday } from './DoneToday';
import { dailyPath, pathTo, PATHS } from '../paths';

const Title = styled.h1`
  text-align: center;
  margin: ${({ theme }) => `${theme.spacing * 2}px 0 ${theme.spacing}px`};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Subtitle = styled.p`
  text-align: center;
  margin: 0 0 ${({ theme }) => theme.spacing * 3}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Cards = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.spacing * 2}px;
  max-width: 480px;
  margin: 0 auto;
  padding: 0;
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing}px;
`;

/** The site's router behind the ui primitives' injectable link. */
function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}

const COACH_MARK = 'newClassicModes';
const CRONO_COACH_MARK = 'newCronoModes';

const CronoLinks = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.spacing}px;
  margin: 0;
  padding: 0;

  a {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: ${({ theme }) => `${theme.spacing}px ${theme.spacing * 1.5}px`};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.container.border};
    color: ${({ theme }) => theme.colors.text.primary};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  a:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }

  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  span {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

/**
 * The Crono card (SPEC §2): its arrow shows the daily game (/crono/{server date}) and a new
 * private game; the arrow carries the one-time `newCronoModes` coach mark.
 */
function CronoCard({
  onNavigate,
  badge,
}: {
  onNavigate: (gamemode: string) => () => void;
  badge: ReactNode;
}) {
  const { serverDate } = useSite();
  const { t } = useSiteTranslation();
  const date = serverDate?.date ?? null;
  return (
    <CoachedGameCard
      mode="crono"
      toggleLabel={t('crono.toggle')}
      coachMark={CRONO_COACH_MARK}
      coachText={t('crono.coachMark')}
      badge={badge}
    >
      <CronoLinks>
        {date && (
          <li>
            <Link to={pathTo('cronoGame', { id: date })} onClick={onNavigate('crono-daily')}>
              {t('crono.daily')}
              <span>{t('crono.dailyDescription')}</span>
            </Link>
          </li>
        )}
        <li>
          <Link to={PATHS.cronoNew} onClick={onNavigate('crono-private')}>
            {t('crono.private')}
            <span>{t('crono.privateDescription')}</span>
          </Link>
        </li>
      </CronoLinks>
    </CoachedGameCard>
  );
}

/**
 * A mode's card whose toggle carries a one-time coach mark (stored under `coachMark`). Opening
 * the card is what the hint asked for: the hint goes for good, and never covers the links.
 */
function CoachedGameCard({
  mode,
  toggleLabel,
  coachMark,
  coachText,
  badge,
  children,
}: {
  mode: GameMode;
  toggleLabel: string;
  coachMark: string;
  coachText: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  const { storage } = useSite();
  const { t } = useSiteTranslation();
  const [open, setOpen] = useState(() => parseCoachMark(storage.getItem(coachMarkKey(coachMark))));
  const dismiss = () => {
    setOpen(false);
    storage.setItem(coachMarkKey(coachMark), 'false');
  };
  return (
    <GameCard
      title={t(CARD_TEXTS[mode].title)}
      description={t(CARD_TEXTS[mode].description)}
      badge={badge}
      toggleLabel={toggleLabel}
      onExpandedChange={(expanded) => {
        if (expanded && open) dismiss();
      }}
      renderToggle={(toggle) => (
        <CoachMark
          text={coachText}
          closeLabel={t('difficulty.close')}
          placement="inline"
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss();
          }}
        >
          {toggle}
        </CoachMark>
      )}
    >
      {children}
    </GameCard>
  );
}

/** Home (SPEC §2): the title and one card per mode, in the fixed order. */
export function Home() {
  const { featureFlags, track, storage, serverDate, api } = useSite();
  const { t } = useSiteTranslation();
  usePageTitle(t('pageTitles.home'));
  const classicModes = featureFlags.includes(CLASSIC_MODES_FLAG);
  // The keys the games store today's completion under: Classic per difficulty with the flag on.
  const classicKeys = classicModes
    ? DIFFICULTIES.map((level) => gameModeKey('classic', level))
    : [gameModeKey('classic')];
  // The server's day, moving on at its reset: the marks never outlive the day they are for.
  const today = useServerToday(api, serverDate);
  const finished = useFinishedToday(storage, today, [
    ...classicKeys,
    ...GAME_MODES.filter((mode) => mode !== 'classic'),
  ]);
  const done = (modeKey: string) => (finished.has(modeKey) ? <DoneTodayMark /> : undefined);
  const cardClicked = (gamemode: string) => () =>
    track('Gamemode Card Clicked', { gamemode, from: 'home' });

  const classicCard = classicModes ? (
    <CoachedGameCard
      mode="classic"
      toggleLabel={t('difficulty.toggle')}
      coachMark={COACH_MARK}
      coachText={t('difficulty.coachMark')}
    >
      <Tags>
        {DIFFICULTIES.map((level) => (
          <DifficultyTag
            key={level}
            level={level}
            label={t(DIFFICULTY_TEXTS[level].label)}
            description={t(DIFFICULTY_TEXTS[level].description)}
            href={pathTo('difficulty', { difficulty: level })}
            linkComponent={RouterLink}
            onClick={cardClicked(`classic-${level}`)}
            badge={done(gameModeKey('classic', level))}
          />
        ))}
      </Tags>
    </CoachedGameCard>
  ) : (
    <GameCard
      title={t('cards.classic.title')}
      description={t('cards.classic.description')}
      href={dailyPath('classic')}
      linkComponent={RouterLink}
      onNavigate={cardClicked('classic')}
      badge={done('classic')}
    />
  );

  const pictureCard = (mode: PictureMode) => (
    <GameCard
      title={t(CARD_TEXTS[mode].title)}
      description={t(CARD_TEXTS[mode].description)}
      href={dailyPath(mode)}
      linkComponent={RouterLink}
      onNavigate={cardClicked(mode)}
      badge={done(mode)}
    />
  );
  // One card per mode of the contract, in its order: a new mode fails to compile until it has one.
  const cards: Record<GameMode, ReactNode> = {
    classic: classicCard,
    ...(Object.fromEntries(PICTURE_MODES.map((mode) => [mode, pictureCard(mode)])) as Record<
      PictureMode,
      ReactNode
    >),
    crono: <CronoCard onNavigate={cardClicked} badge={done('crono')} />,
  };

  return (
    <>
      <Title>{t('homeTitle')}</Title>
      <Subtitle>{t('homeSubtitle')}</Subtitle>
      <Cards>
        {GAME_MODES.map((mode) => (
          <li key={mode}>{cards[mode]}</li>
        ))}
      </Cards>
    </>
  );
}
