import { CLASSIC_MODES_FLAG, FEATURE_FLAGS_KEY, parseFeatureFlags } from '../core';
import { safeGet, safeSet, type KeyValueStorage } from './storage';

export { CLASSIC_MODES_FLAG, FEATURE_FLAGS_KEY };

/**
 * The feature flags in force: the `featureFlags` prop when given (it wins), else the JSON array
 * stored under `featureFlags`. A stored value that does not parse counts as no flags.
 */
export function readFeatureFlags(
  storage: KeyValueStorage,
  override?: readonly string[] | null,
): string[] {
  if (override) return [...override];
  return parseFeatureFlags(safeGet(storage, FEATURE_FLAGS_KEY));
}

/** SPEC §6's developer-console helpers, e.g. `guessdle.flags.add('ClassicModes')`. */
export interface FeatureFlagConsole {
  /** The stored flags. */
  list(): string[];
  /** Stores a flag (once); reload the page for it to apply. Returns the stored flags. */
  add(flag: string): string[];
  /** Removes a flag; reload the page for it to apply. Returns the stored flags. */
  remove(flag: string): string[];
}

/** Helpers that edit the `featureFlags` key (a JSON array of names) in `storage`. */
export function createFeatureFlagConsole(storage: KeyValueStorage): FeatureFlagConsole {
  const save = (flags: string[]) => {
    safeSet(storage, FEATURE_FLAGS_KEY, JSON.stringify(flags));
    return flags;
  };
  return {
    list: () => readFeatureFlags(storage),
    add(flag) {
      const flags = readFeatureFlags(storage);
      return save(flags.includes(flag) ? flags : [...flags, flag]);
    },
    remove(flag) {
      return save(readFeatureFlags(storage).filter((f) => f !== flag));
    },
  };
}

/**
 * Puts the helpers on `target.guessdle.flags` (the page's window) for the developer console;
 * keeps whatever else `target.guessdle` holds.
 */
export function installFeatureFlagConsole(
  target: { guessdle?: Record<string, unknown> },
  storage: KeyValueStorage,
): FeatureFlagConsole {
  const flags = createFeatureFlagConsole(storage);
  target.guessdle = { ...target.guessdle, flags };
  return flags;
}
