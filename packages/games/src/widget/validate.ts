import type { GuessdleApi } from '@guessdle/api';
import type { KeyValueStorage } from '../storage/storage';

const API_METHODS = [
  'getServerDate',
  'getDailyGuess',
  'getStats',
  'postSuccess',
  'track',
  'assetUrl',
] as const satisfies readonly (keyof GuessdleApi)[];

const STORAGE_METHODS = ['getItem', 'setItem', 'removeItem'] as const;

function missingMethods(value: unknown, methods: readonly string[]): string[] {
  if (typeof value !== 'object' || value === null) return [...methods];
  const record = value as Record<string, unknown>;
  return methods.filter((name) => typeof record[name] !== 'function');
}

/** Throws an Error that tells the host how to fix a missing or broken `api` prop. */
export function assertApi(api: unknown, widget: string): asserts api is GuessdleApi {
  if (api === undefined || api === null) {
    throw new Error(
      `${widget} needs an \`api\` prop: pass createHttpApi({ baseUrl, apiKey }) from @guessdle/api ` +
        `(or createMockApi() from @guessdle/api/mocks in tests and stories).`,
    );
  }
  const missing = missingMethods(api, API_METHODS);
  if (missing.length > 0) {
    throw new Error(
      `${widget}: the \`api\` prop is not a GuessdleApi (missing ${missing.join(', ')}). ` +
        `Pass createHttpApi({ baseUrl, apiKey }) from @guessdle/api, or an object implementing ` +
        `every method of the GuessdleApi interface.`,
    );
  }
}

/** Throws an Error that tells the host how to fix a broken `storage` prop (absent is fine). */
export function assertStorage(
  storage: unknown,
  widget: string,
): asserts storage is KeyValueStorage | undefined {
  if (storage === undefined) return;
  const missing = missingMethods(storage, STORAGE_METHODS);
  if (missing.length > 0) {
    throw new Error(
      `${widget}: the \`storage\` prop must have getItem, setItem and removeItem ` +
        `(missing ${missing.join(', ')}). Leave it out to use createLocalStorage(), ` +
        `or pass createMemoryStorage() from @guessdle/games.`,
    );
  }
  const subscribe = (storage as { subscribe?: unknown }).subscribe;
  if (subscribe !== undefined && typeof subscribe !== 'function') {
    throw new Error(
      `${widget}: \`storage.subscribe\` must be a function (listener) => unsubscribe, or absent.`,
    );
  }
}

/** Throws when `now` is given but is not a function returning epoch milliseconds. */
export function assertNow(now: unknown, widget: string): asserts now is (() => number) | undefined {
  if (now === undefined) return;
  if (typeof now !== 'function' || typeof (now as () => unknown)() !== 'number') {
    throw new Error(
      `${widget}: the \`now\` prop must be a function returning epoch milliseconds, ` +
        `e.g. () => Date.now(). Leave it out to use the system clock.`,
    );
  }
}
