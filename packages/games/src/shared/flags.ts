import { CLASSIC_MODES_FLAG, FEATURE_FLAGS_KEY, parseFeatureFlags } from '../core';
import { safeGet, type KeyValueStorage } from './storage';

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
