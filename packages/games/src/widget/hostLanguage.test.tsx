import { act, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createMockApi } from '@guessdle/api/mocks';
import { ClassicGame } from '../classic/ClassicGame';
import { createMemoryStorage } from '../storage/storage';

/** A host's own i18next instance, in the host's language (a region included, as detectors say). */
function hostI18n(lng: string) {
  const i18n = createInstance({
    lng,
    fallbackLng: 'en',
    initAsync: false,
    resources: { [lng]: { translation: { hello: 'host' } } },
  });
  void i18n.init();
  return i18n;
}

describe('given a host that passes its own i18next instance', () => {
  it('follows the host language when it passes no language, and its changes', async () => {
    const host = hostI18n('fr-FR');
    render(<ClassicGame api={createMockApi()} storage={createMemoryStorage()} i18n={host} />);
    expect(await screen.findByRole('heading', { name: /Devine/i })).toBeInTheDocument();

    await act(() => host.changeLanguage('es'));
    expect(await screen.findByRole('heading', { name: /Adivina/i })).toBeInTheDocument();
    // The host's own language is the host's business: the widget never changes it.
    expect(host.language).toBe('es');
  });

  it('keeps its language prop whatever the host shows', async () => {
    const host = hostI18n('fr');
    render(
      <ClassicGame
        api={createMockApi()}
        storage={createMemoryStorage()}
        i18n={host}
        language="pl"
      />,
    );
    expect(await screen.findByRole('heading', { name: /Zgadnij/i })).toBeInTheDocument();
    await act(() => host.changeLanguage('es'));
    expect(screen.getByRole('heading', { name: /Zgadnij/i })).toBeInTheDocument();
  });
});
