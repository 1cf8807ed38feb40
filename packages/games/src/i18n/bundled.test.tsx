import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMockApi } from '@guessdle/api/mocks';
import { frenchTypography } from './french';

/**
 * The lazy path, on a fresh copy of the modules (the dom setup preloads every language for the
 * other tests): nothing loaded yet, as on a page's first widget.
 */
async function freshModules() {
  vi.resetModules();
  const bundled = await import('./bundled');
  const games = await import('../index');
  return { ...bundled, ...games };
}

describe('the bundled texts', () => {
  it('load one language at a time, once, and are kept', async () => {
    const { loadWidgetMessages, loadedWidgetMessages } = await freshModules();
    expect(loadedWidgetMessages('fr')).toBeUndefined();
    const [first, second] = await Promise.all([loadWidgetMessages('fr'), loadWidgetMessages('fr')]);
    expect(first).toBe(second);
    expect(loadedWidgetMessages('fr')).toBe(first);
    expect(loadedWidgetMessages('es')).toBeUndefined();
    expect(await loadWidgetMessages('xx')).toBe(loadedWidgetMessages('en'));
  });

  it('a widget shows its loading view until its language has loaded, then the game in it', async () => {
    const { ImageGuessGame, loadedWidgetMessages } = await freshModules();
    render(<ImageGuessGame api={createMockApi()} language="fr" />);
    expect(loadedWidgetMessages('fr')).toBeUndefined();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(
      await screen.findByRole('heading', { name: frenchTypography('Qui est-ce ?') }),
    ).toBeInTheDocument();
    expect(loadedWidgetMessages('en')).toBeUndefined();
  });

  it('renders at once with the texts the host passes, then fills the rest from the bundle', async () => {
    const { ImageGuessGame, loadedWidgetMessages } = await freshModules();
    render(
      <ImageGuessGame
        api={createMockApi()}
        language="es"
        messages={{ es: { imageGuess: { title: 'Adivina' } } }}
      />,
    );
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Adivina' })).toBeInTheDocument();
    await act(async () => {
      await vi.waitFor(() => expect(loadedWidgetMessages('es')).toBeDefined());
    });
    // The host's wording stays; the keys it did not pass come from the bundled Spanish.
    expect(screen.getByRole('heading', { name: 'Adivina' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/imageGuess\.|common\./);
  });
});
