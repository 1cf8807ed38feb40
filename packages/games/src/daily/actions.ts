import { GAME_EVENTS } from '../tracking/tracking';
import type { KnownIds } from './knownItems';
import { fetchDay, loadError } from './loadDay';
import { createDailyParts } from './parts';
import { decidePick } from './pick';
import type { DailySettings } from './settings';
import type { DailyGameActions, DailyGameState } from './types';

export interface DailyActionsDeps {
  settings: DailySettings;
  items: KnownIds;
  clientId: string | undefined;
  read: () => DailyGameState & DailyGameActions;
  patch: (partial: Partial<DailyGameState>) => void;
}

/**
 * The actions of a daily store. Each computes with core's rules first (through `decidePick`,
 * `fetchDay`), then performs its side effects in SPEC §4's order: save, track, post, show.
 */
export function createDailyActions(deps: DailyActionsDeps): DailyGameActions {
  const { settings, items, read, patch } = deps;
  const { mode, track, save, archiveDate, awaitReveal } = settings;
  /** Torn down: later async answers are ignored until the next `init()`. */
  let disposed = false;
  let stopResending: (() => void) | undefined;
  const live = () => !disposed;
  const { counter, win, tabSync, dayChange } = createDailyParts({
    ...deps,
    live,
    reload: () => load(false),
  });

  const load = async (showLoading: boolean) => {
    // A win still waiting for its reveal is posted anyway when the day moves.
    win.flush();
    if (showLoading) patch({ status: 'loading', error: null });
    const day = await fetchDay(settings, items);
    if (disposed) return;
    items.accept(day.known);
    patch(day.state);
    startDay();
  };

  /** Watches other tabs, arms the reset timer and asks the counter, for the day on screen. */
  const startDay = () => {
    if (read().status !== 'error') {
      counter.restart();
      tabSync.start();
      void read().refreshCount();
    }
    // A past day stays on screen: there is no next one to move to.
    if (!archiveDate) dayChange.watch();
  };

  return {
    async init() {
      // React StrictMode disposes and re-initialises the same store: init revives it.
      disposed = false;
      // Wins that could not reach the server before (offline, a closed tab) are sent now.
      stopResending ??= win.resend();
      // A day already on screen (its answers were at hand when the store was made, or this is
      // StrictMode's second init) resumes: no loading view, no second request for it.
      const { status } = read();
      if (status === 'playing' || status === 'won') {
        startDay();
        return;
      }
      try {
        await load(true);
      } catch (error) {
        if (!disposed) patch({ status: 'error', error: loadError(error) });
      }
    },

    pick(id) {
      // The day as stored first: an import or another tab may have added guesses or won it.
      tabSync.catchUp();
      // Rules first.
      const pick = decidePick(read(), id, {
        mode,
        isKnown: items.isKnown,
        awaitReveal,
        archive: archiveDate !== null,
      });
      if (!pick) return;
      // Then side effects, in SPEC §4's order.
      const tries = pick.guessIds.length;
      save.saveGuesses(pick.date, pick.guessIds, items.isKnown);
      track(GAME_EVENTS.guessed[mode], { id: pick.id, tries });
      if (pick.outcome === 'wrong') {
        track(GAME_EVENTS.failed[mode], { id: pick.id, tries });
      } else {
        save.saveCompletion(pick.date, pick.completion);
        // A past day has no success to count. A mode that reveals its winning row (Classic)
        // posts only once the row has turned, others before the guess shows; the row never
        // waits for the network either way.
        if (!archiveDate) win.won({ date: pick.date, answer: pick.id, tries }, awaitReveal);
      }
      patch(pick.next);
    },

    async refreshCount() {
      if (archiveDate) return;
      await counter.refresh();
    },

    revealDone() {
      if (read().revealPending) patch({ revealPending: false });
      win.revealDone();
    },

    async checkDay() {
      if (archiveDate) return;
      await dayChange.check();
    },

    serverNow: () => settings.now(),

    dispose() {
      // A win still waiting for its reveal is posted anyway when the widget goes.
      win.flush();
      disposed = true;
      stopResending?.();
      stopResending = undefined;
      dayChange.stop();
      counter.stop();
      tabSync.stop();
    },
  };
}
