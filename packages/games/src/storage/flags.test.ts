import { describe, expect, it } from 'vitest';
import { installFeatureFlagConsole, readFeatureFlags } from './flags';
import { createMemoryStorage } from './storage';

describe('given the developer-console flag helpers (SPEC §6)', () => {
  it('adds a flag once and removes it, in the featureFlags key', () => {
    const storage = createMemoryStorage();
    const target: { guessdle?: Record<string, unknown> } = { guessdle: { other: 1 } };
    const flags = installFeatureFlagConsole(target, storage);
    expect(target.guessdle?.flags).toBe(flags);
    expect(target.guessdle?.other).toBe(1);

    expect(flags.add('ClassicModes')).toEqual(['ClassicModes']);
    expect(flags.add('ClassicModes')).toEqual(['ClassicModes']);
    expect(storage.getItem('featureFlags')).toBe('["ClassicModes"]');
    expect(readFeatureFlags(storage)).toEqual(['ClassicModes']);
    expect(flags.list()).toEqual(['ClassicModes']);

    expect(flags.remove('ClassicModes')).toEqual([]);
    expect(storage.getItem('featureFlags')).toBe('[]');
  });

  it('repairs a corrupt stored value when a flag is added', () => {
    const storage = createMemoryStorage({ featureFlags: '{not json' });
    const flags = installFeatureFlagConsole({}, storage);
    expect(flags.add('ClassicModes')).toEqual(['ClassicModes']);
  });
});
