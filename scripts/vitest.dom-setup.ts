import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// findBy* and waitFor wait on conditions; this is only the safety net after which one that never
// comes true fails the test. Testing Library's 1 s default fails on a busy machine, and so did
// 10 s (a won Classic's win box, with two CPU-bound processes and other builds beside the run).
configure({ asyncUtilTimeout: 60_000 });

afterEach(() => {
  cleanup();
});

// Widgets load each language's bundled texts on first use and show a loading view until then;
// tests render them translated from the first frame, as a host that preloads them would see.
beforeAll(async () => {
  const { loadWidgetMessages } = await import('../packages/games/src/i18n/bundled');
  const { LANGUAGES } = await import('@guessdle/api/modes');
  await Promise.all(LANGUAGES.map((language) => loadWidgetMessages(language)));
});
