import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useWidgetTranslation } from '../i18n/keys';
import type { GuessdleApi, TriesBucket } from '@guessdle/api';
import { StatsDialog } from '@guessdle/ui';
import { statsCharts, type PlayerStats } from '../core';
import { loadPlayerStats, localPlayerStats, type StatsTarget } from '../progress/playerStats';
import type { KeyValueStorage } from '../storage/storage';
import { DIFFICULTY_TEXTS, MODE_TITLE } from '../i18n/texts';
import { TransferButton } from '../transfer/TransferButton';

export interface ModeStatsDialogProps {
  api: GuessdleApi;
  storage: KeyValueStorage;
  target: StatsTarget;
  /** The puzzle date on screen; null asks the server. */
  today: string | null;
  open: boolean;
  onClose: () => void;
  /**
   * Under the chart: the win box passes its countdown to the next puzzle here (kept out of this
   * chunk, so the game page carries it once). @default none
   */
  children?: ReactNode;
}

/** Why everyone's chart has no bars: no connection, or the call failed online. */
type EveryoneMissing = 'offline' | 'unavailable';

/**
 * What stands in for the player's chart while it has no bar: "No games yet" only when no day was
 * played; a day played but none won says so (the summary beside it reads "Played 1 · Win % 0").
 */
function ownEmptyText(stats: PlayerStats | null) {
  if (!stats) return 'common.loading';
  return stats.played === 0 ? 'common.stats.empty' : 'common.stats.noWins';
}

/** What stands in for everyone's chart: a count that is unknown is never said to be zero. */
function everyoneEmptyText(everyone: TriesBucket[] | EveryoneMissing | null) {
  if (everyone === null) return 'common.loading';
  if (everyone === 'offline') return 'common.stats.everyoneOffline';
  if (everyone === 'unavailable') return 'common.stats.everyoneUnavailable';
  return 'common.stats.everyoneEmpty';
}

/**
 * The puzzle date the statistics end on when the page did not name one (a site header's
 * launcher): the server's, held or asked; without a connection the device's own UTC date stands
 * in, so the player's figures (all in this browser) never wait on the network.
 */
async function statsDate(api: GuessdleApi): Promise<string> {
  const held = api.atHand?.serverDate();
  if (held) return held.date;
  try {
    return (await api.getServerDate()).date;
  } catch {
    return deviceDate();
  }
}

/** The device's UTC date (YYYY-MM-DD): the server's day by default, when the server is out of reach. */
function deviceDate(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The statistics of one mode, read from the widget's own storage each time the dialog opens (so
 * a win a moment ago, or another tab's, is counted), with the countdown to the next puzzle and
 * "Move my progress" (its dialog is another chunk, loaded at its first press).
 * Loaded on demand: none of this is in a game page's first load.
 */
export default function ModeStatsDialog({
  api,
  storage,
  target,
  today,
  open,
  onClose,
  children,
}: ModeStatsDialogProps) {
  const { t } = useWidgetTranslation();
  const [read, setStats] = useState<PlayerStats | null>(null);
  // Everyone's tries today (the stats call), beside the player's own; null while loading, and
  // 'offline' or 'unavailable' when the call failed (the count is unknown, not zero).
  const [everyone, setEveryone] = useState<TriesBucket[] | EveryoneMissing | null>(null);
  // Bumped when progress from another device was merged: the figures are read again.
  const [merges, setMerges] = useState(0);
  const { mode, difficulty } = target;

  useEffect(() => {
    if (!open) return;
    let live = true;
    api
      .getStats(mode, difficulty ? { difficulty } : undefined)
      .then((counter) => {
        // Another day than the one on screen (the reset passed): nothing to compare with.
        if (live) setEveryone(today && counter.date !== today ? [] : (counter.distribution ?? []));
      })
      .catch(() => {
        if (live) setEveryone(navigator.onLine ? 'unavailable' : 'offline');
      });
    return () => {
      live = false;
    };
  }, [open, api, mode, difficulty, today]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    void (async () => {
      const date = today ?? (await statsDate(api));
      const next = await loadPlayerStats(api, storage, { mode, difficulty }, date);
      if (live) setStats(next);
    })();
    return () => {
      live = false;
    };
  }, [open, api, storage, mode, difficulty, today, merges]);

  // This browser's figures at once (on the device's date when the page named none), until the
  // ones over the archive's range and the server's date answer: nothing waits on the network.
  const local = useMemo(
    () => (open ? localPlayerStats(storage, { mode, difficulty }, today ?? deviceDate()) : null),
    [open, storage, mode, difficulty, today],
  );
  const stats = read ?? local;

  // Both charts with the same rows (1 to 9 guesses, then 10+), whichever is longer.
  const charts = statsCharts(
    stats?.distribution ?? [],
    Array.isArray(everyone) ? everyone : [],
    stats?.todayGuesses ?? null,
  );
  const modeName = t(MODE_TITLE[mode]);
  const title = difficulty
    ? t('common.stats.titleDifficulty', {
        mode: modeName,
        difficulty: t(DIFFICULTY_TEXTS[difficulty].label),
      })
    : t('common.stats.title', { mode: modeName });
  return (
    <StatsDialog
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={t('common.stats.close')}
      summary={
        stats
          ? [
              { label: t('common.stats.played'), value: String(stats.played) },
              { label: t('common.stats.winPercent'), value: String(stats.winPercent) },
              { label: t('common.stats.currentStreak'), value: String(stats.currentStreak) },
              { label: t('common.stats.bestStreak'), value: String(stats.bestStreak) },
            ]
          : []
      }
      distributionTitle={t('common.stats.distribution')}
      distributionBars={charts.own}
      todayLabel={t('common.stats.today')}
      guessesHeader={t('common.stats.guesses')}
      winsHeader={t('common.stats.wins')}
      emptyText={t(ownEmptyText(stats))}
      everyone={{
        caption: t('common.stats.everyone'),
        countHeader: t('common.stats.players'),
        bars: charts.everyone,
        emptyText: t(everyoneEmptyText(everyone)),
      }}
    >
      {children}
      <TransferButton
        api={api}
        storage={storage}
        today={today}
        onMerged={() => setMerges((count) => count + 1)}
      />
    </StatsDialog>
  );
}
