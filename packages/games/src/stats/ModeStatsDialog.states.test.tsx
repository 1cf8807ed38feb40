import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type EndpointName } from '@guessdle/api';
import { createMockApi } from '@guessdle/api/mocks';
import { GuessdleThemeProvider } from '@guessdle/ui';
import { completionRecord, guessesKey, statusKey } from '../core';
import { createMemoryStorage, type KeyValueStorage } from '../storage/storage';
import StatsLauncherDialog from './StatsLauncherDialog';

// Issue 56: the statistics agree with themselves, and the player's own never wait on the network.
const DATE = '2025-06-10';

/** The mock API; the calls named fail as without a connection ('stats' for the mode's stats call). */
function api(fails: readonly (EndpointName | 'stats')[] = []) {
  return createMockApi({
    date: DATE,
    archive: { launchDate: '2025-06-01' },
    failWith: (name) =>
      fails.includes(name) || (fails.includes('stats') && name.endsWith('Stats'))
        ? new ApiError({ status: 0, code: 'network-error', message: `${name}: offline` })
        : undefined,
  });
}

function oneWrongGuessToday(): KeyValueStorage {
  const storage = createMemoryStorage();
  storage.setItem(guessesKey(DATE, 'image-guess'), JSON.stringify(['someone-else']));
  return storage;
}

async function openDialog(client: ReturnType<typeof api>, storage: KeyValueStorage) {
  render(
    <GuessdleThemeProvider>
      <StatsLauncherDialog
        api={client}
        storage={storage}
        mode="image-guess"
        open
        onClose={() => {}}
      />
    </GuessdleThemeProvider>,
  );
  return screen.findByRole('dialog', { name: 'Statistics: Image guess' });
}

function figure(dialog: HTMLElement, label: string): string {
  return within(dialog).getByText(label).parentElement?.querySelector('dd')?.textContent ?? '';
}

afterEach(() => vi.restoreAllMocks());

describe('given the statistics of a player who never played', () => {
  it('says "No games yet" beside "Played 0"', async () => {
    const dialog = await openDialog(api(), createMemoryStorage());
    expect(await within(dialog).findByText(/^No games yet\./)).toBeInTheDocument();
    expect(figure(dialog, 'Played')).toBe('0');
  });
});

describe('given one wrong guess today', () => {
  it('counts the day played and says no puzzle is won yet, never "No games yet"', async () => {
    const dialog = await openDialog(api(), oneWrongGuessToday());
    expect(await within(dialog).findByText(/^No puzzle won yet\./)).toBeInTheDocument();
    expect(figure(dialog, 'Played')).toBe('1');
    expect(figure(dialog, 'Win %')).toBe('0');
    expect(within(dialog).queryByText(/No games yet/)).toBeNull();
  });

  it('shows the chart, not an empty text, once a past day was won', async () => {
    const storage = oneWrongGuessToday();
    storage.setItem(guessesKey('2025-06-09', 'image-guess'), JSON.stringify(['a', 'b']));
    storage.setItem(statusKey('image-guess', '2025-06-09'), JSON.stringify(completionRecord(2)));
    const dialog = await openDialog(api(), storage);
    expect(
      await within(dialog).findByRole('table', { name: 'Guess distribution' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/No puzzle won yet|No games yet/)).toBeNull();
  });
});

describe('given the connection is gone', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });

  it('says today’s results are unavailable offline, not that nobody solved it', async () => {
    const dialog = await openDialog(api(['stats']), oneWrongGuessToday());
    expect(
      await within(dialog).findByText("Today's results are unavailable offline."),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/No results from today's players/)).toBeNull();
  });

  it('reads the player’s own figures from this browser without the server’s date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${DATE}T12:00:00Z`));
    try {
      const dialog = await openDialog(
        api(['stats', 'serverDate', 'archive']),
        oneWrongGuessToday(),
      );
      expect(await within(dialog).findByText(/^No puzzle won yet\./)).toBeInTheDocument();
      expect(figure(dialog, 'Played')).toBe('1');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('given a connection that never answers', () => {
  it('shows the player’s own figures at once, from this browser', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${DATE}T12:00:00Z`));
    try {
      const never = () => new Promise<never>(() => {});
      const client = { ...api(), getServerDate: never, getArchive: never, getStats: never };
      const dialog = await openDialog(client, oneWrongGuessToday());
      expect(await within(dialog).findByText(/^No puzzle won yet\./)).toBeInTheDocument();
      expect(figure(dialog, 'Played')).toBe('1');
      // Everyone's chart waits for its call, and says so.
      expect(within(dialog).getByText('Loading...')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('given the results call fails online', () => {
  it('says the results are unavailable right now', async () => {
    const dialog = await openDialog(api(['stats']), createMemoryStorage());
    expect(
      await within(dialog).findByText("Today's results are unavailable right now."),
    ).toBeInTheDocument();
  });
});
