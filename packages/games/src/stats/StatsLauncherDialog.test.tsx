import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockApi } from '@guessdle/api/mocks';
import { GuessdleThemeProvider } from '@guessdle/ui';
import { createMemoryStorage } from '../storage/storage';
import * as instance from '../i18n/instance';
import StatsLauncherDialog from './StatsLauncherDialog';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The widget texts of French fail to load once (a chunk lost with a deploy, a dropped network). */
function textsFailOnce() {
  const real = instance.loadWidgetTexts;
  let failed = false;
  return vi.spyOn(instance, 'loadWidgetTexts').mockImplementation((i18n, language) => {
    if (failed) return real(i18n, language);
    failed = true;
    return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  });
}

/** The launcher's dialog as the site's header shows it (inside the site's theme). */
function launcher(open: boolean) {
  return (
    <GuessdleThemeProvider>
      <StatsLauncherDialog
        api={createMockApi({ date: '2025-06-10' })}
        storage={createMemoryStorage()}
        mode="classic"
        language="fr"
        open={open}
        onClose={() => undefined}
      />
    </GuessdleThemeProvider>
  );
}

describe('given the statistics launcher whose texts did not load', () => {
  it('shows the retry in place of the dialog, and the dialog once they load on its press', async () => {
    const load = textsFailOnce();
    const user = userEvent.setup();
    render(launcher(true));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('This part could not load.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(retry);
    expect(await screen.findByRole('dialog', { name: /Statistiques/ })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads them again when the connection comes back', async () => {
    textsFailOnce();
    render(launcher(true));
    await screen.findByRole('button', { name: 'Try again' });
    // Heard from an effect after the retry shows: the connection comes back until it is heard.
    await waitFor(() => {
      window.dispatchEvent(new Event('online'));
      expect(screen.getByRole('dialog', { name: /Statistiques/ })).toBeInTheDocument();
    });
  });

  it('shows nothing while the dialog is closed', async () => {
    const load = textsFailOnce();
    render(launcher(false));
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('This part could not load.')).toBeNull();
  });
});
