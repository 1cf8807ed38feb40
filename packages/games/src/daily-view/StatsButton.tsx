import { useCallback, useContext, useState } from 'react';
import { useWidgetTranslation } from '../i18n/keys';
import { useStore, type StoreApi } from 'zustand';
import { NextPuzzle, useCountdown } from './countdown';
import { OpenDialogButton } from '../later/OpenDialogButton';
import { EveryoneLine } from './EveryoneLine';
import { later, LaterOnceOpened } from '../later';
import { useArchiveDate, WidgetDepsContext, type WidgetDeps } from '../widget/widgetContext';
import type { DailyExtrasState } from './viewModel';
import * as S from './DailyGameView.styles';

const statsDialog = later(() => import('../stats/ModeStatsDialog'));

function isDailyStore(deps: WidgetDeps): boolean {
  const state = deps.store.getState();
  return 'mode' in state && 'checkDay' in state;
}

/**
 * The win box's line about tomorrow: the countdown to the next puzzle and the statistics button.
 * Outside a daily widget (a view rendered alone, in a story or a test) it shows nothing.
 */
export function DailyWinExtras() {
  const deps = useContext(WidgetDepsContext);
  const archiveDate = useArchiveDate();
  // A past day from the archive counts towards nothing: no countdown, no statistics.
  if (!deps || !isDailyStore(deps) || archiveDate) return null;
  return <DailyWinExtrasFor deps={deps} />;
}

function DailyWinExtrasFor({ deps }: { deps: WidgetDeps }) {
  const { t } = useWidgetTranslation();
  const store = deps.store as unknown as StoreApi<DailyExtrasState>;
  const mode = useStore(store, (s) => s.mode);
  const difficulty = useStore(store, (s) => s.difficulty);
  const date = useStore(store, (s) => s.date);
  const nextResetAt = useStore(store, (s) => s.nextResetAt);
  // The server's time (the device's, moved by the days it is off), as the store's rollover reads.
  const left = useCountdown(nextResetAt, store.getState().serverNow);
  // The dialog's code loads at the first press, never with the page.
  const [open, setOpen] = useState(false);
  const playNew = useCallback(() => {
    setOpen(false);
    void store.getState().checkDay();
  }, [store]);
  return (
    <S.WinExtras data-testid="win-extras">
      <EveryoneLine store={store} />
      <NextPuzzle left={left} onPlayNew={playNew} />
      <OpenDialogButton onOpen={() => setOpen(true)} replayKey="win-stats">
        {t('common.stats.open')}
      </OpenDialogButton>
      <LaterOnceOpened part={statsDialog} open={open}>
        {({ default: ModeStatsDialog }) => (
          <ModeStatsDialog
            api={deps.api}
            storage={deps.storage}
            target={{ mode, difficulty }}
            today={date}
            open={open}
            onClose={() => setOpen(false)}
          >
            <NextPuzzle left={left} onPlayNew={playNew} />
          </ModeStatsDialog>
        )}
      </LaterOnceOpened>
    </S.WinExtras>
  );
}
