import { forwardRef } from 'react';
import {
  Caption,
  Empty,
  HeaderCell,
  NameCell,
  Position,
  Root,
  Row,
  ScoreCell,
  Table,
  Total,
  YouMarker,
} from './Leaderboard.styles';
import { useLeaderboard, type LeaderboardEntry } from './useLeaderboard';
import type { PrimitiveProps } from '../primitive';

interface LeaderboardOwnProps {
  /** The lines, already sorted by the server. */
  entries: readonly LeaderboardEntry[];
  /** Caption of the table. @default 'Top users' */
  title?: string;
  /** Header of the name column. @default 'Username' */
  usernameHeader?: string;
  /** Header of the score column. @default 'Score' */
  scoreHeader?: string;
  /** Shown instead of a blank or null username. @default 'Anonymous user' */
  anonymousText?: string;
  /** Shown when there are no entries. @default 'No scores yet' */
  emptyText?: string;
  /** How many players played today; the total line shows only when above 0. @default 0 */
  totalUsers?: number;
  /** The formatted total line, e.g. 'Total users today: 12' (the host formats it). @default undefined */
  totalUsersText?: string;
  /** Index in `entries` of the current player, highlighted and marked. @default undefined */
  currentUserIndex?: number;
  /** Marker beside the current player's name, so colour is not the only cue. @default '(you)' */
  currentUserText?: string;
}

/** Leaderboard's own props, the attributes of its root `<div>` and a `ref` to it. */
export type LeaderboardProps = PrimitiveProps<'div', LeaderboardOwnProps>;

/**
 * The Crono leaderboard: a real table with a caption and column headers. Blank names read as the
 * anonymous text; the total line appears only when the count is above 0.
 */
export const Leaderboard = forwardRef<HTMLDivElement, LeaderboardProps>(function Leaderboard(
  {
    entries,
    title = 'Top users',
    usernameHeader = 'Username',
    scoreHeader = 'Score',
    anonymousText = 'Anonymous user',
    emptyText = 'No scores yet',
    totalUsers = 0,
    totalUsersText,
    currentUserIndex,
    currentUserText = '(you)',
    ...rest
  },
  ref,
) {
  const rows = useLeaderboard({ entries, anonymousText, currentUserIndex });
  return (
    <Root {...rest} ref={ref} data-state={rows.length ? 'filled' : 'empty'}>
      <Table>
        <Caption>{title}</Caption>
        <thead>
          <tr>
            <HeaderCell scope="col">{usernameHeader}</HeaderCell>
            <HeaderCell scope="col" $align="right">
              {scoreHeader}
            </HeaderCell>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <Empty colSpan={2}>{emptyText}</Empty>
            </tr>
          ) : (
            rows.map((row) => (
              <Row
                key={row.position}
                data-current={row.isCurrentUser ? '' : undefined}
                aria-current={row.isCurrentUser ? 'true' : undefined}
              >
                <NameCell scope="row" data-anonymous={row.isAnonymous ? '' : undefined}>
                  <Position aria-hidden="true">{row.position}.</Position>
                  {row.displayName}
                  {row.isCurrentUser && <YouMarker>{currentUserText}</YouMarker>}
                </NameCell>
                <ScoreCell>{row.score}</ScoreCell>
              </Row>
            ))
          )}
        </tbody>
      </Table>
      {totalUsers > 0 && totalUsersText && <Total>{totalUsersText}</Total>}
    </Root>
  );
});
