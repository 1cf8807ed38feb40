import type { KnownItems } from './hydration';
import type { DailyStoreOptions } from './options';

/**
 * The widget's items and the id check over them. They load once per store (a day rollover
 * reuses them; a failed load is tried again on the next one), and the check of the moment is
 * what every guess, stored or typed, must pass.
 */
export interface KnownIds {
  /** The id check of the moment: everything until the items are known. */
  isKnown(id: string): boolean;
  /** The items, loaded at most once at a time; a failed load is forgotten, to be tried again. */
  load(): Promise<KnownItems>;
  /** The items if they are at hand now (for a store that starts on the game), else undefined. */
  atHand(): KnownItems | undefined;
  /** The items loaded or found at hand: from now on the check uses them. */
  accept(known: KnownItems): void;
}

type ItemOptions = Pick<DailyStoreOptions, 'isKnownId' | 'loadKnownIds' | 'knownIdsAtHand'>;

export function createKnownIds({ isKnownId, loadKnownIds, knownIdsAtHand }: ItemOptions): KnownIds {
  let check = isKnownId ?? (() => true);
  let loaded: Promise<KnownItems> | null = null;
  // Without a loader, the items are the host's id check alone, with no state of their own.
  const given = (): KnownItems => ({ isKnown: check, state: {} });

  return {
    isKnown: (id) => check(id),
    load() {
      if (!loadKnownIds) return Promise.resolve(given());
      if (!loaded) {
        const pending = loadKnownIds();
        loaded = pending;
        pending.catch(() => {
          if (loaded === pending) loaded = null;
        });
      }
      return loaded;
    },
    atHand: () => (loadKnownIds ? knownIdsAtHand?.() : given()),
    accept(known) {
      check = known.isKnown;
      loaded ??= Promise.resolve(known);
    },
  };
}
