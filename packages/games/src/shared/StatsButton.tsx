import { lazy, Suspense, useCallback, useContext } from 'react';
import { useWidgetTranslation } from '../i18n/keys';
import { useStore, type StoreApi } from 'zustand';
import type { DailyGameActions, DailyGameState } from './dailyStore';
import { NextPuzzle, useCountdown } from './countdown';
import { OpenDialogButton, useLazyDialog } from './lazyDialog';
import { useArchiveDate, WidgetDepsContext, type WidgetDeps } from './statsContext';
import * as S from './DailyGameView.styles';

const ModeStatsDialog = lazy(() => import('./ModeStatsDialog'));
// After a win only: the line about everyone stays out of a game page's first load.
const EveryoneLine = lazy(() => import('./EveryoneLine'));

export type DailyParts = Pick<
  DailyGameState,
  'mode' | 'difficulty' | 'date' | 'nextResetAt' | 'everyone' | 'guesses'
> &
  Pick<DailyGameActions, 'checkDay'>;

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
  const store = deps.store as unknown as StoreApi<DailyParts>;
  const mode = useStore(store, (s) => s.mode);
  const difficulty = useStore(store, (s) => s.difficulty);
  const date = useStore(store, (s) => s.date);
  const nextResetAt = useStore(store, (s) => s.nextResetAt);
  const left = useCountdown(nextResetAt, deps.now);
  // The dialog's code loads at the first press, never with the page.
  const dialog = useLazyDialog();
  const { close } = dialog;
  const playNew = useCallback(() => {
    close();
    void store.getState().checkDay();
  }, [store, close]);
  return (
    <S.WinExtras data-testid="win-extras">
      <Suspense fallback={null}>
        <EveryoneLine store={store} />
      </Suspense>
      <NextPuzzle left={left} onPlayNew={playNew} />
      <OpenDialogButton onOpen={dialog.show}>{t('common.stats.open')}</OpenDialogButton>
      {dialog.requested ? (
        <Suspense fallback={null}>
          <ModeStatsDialog
            api={deps.api}
            storage={deps.storage}
            target={{ mode, difficulty }}
            today={date}
            open={dialog.open}
            onClose={close}
          >
            <NextPuzzle left={left} onPlayNew={playNew} />
          </ModeStatsDialog>
        </Suspense>
      ) : null}
    </S.WinExtras>
  );
}
