import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockApi } from '@guessdle/api/mocks';
import { ClassicGame } from '../classic/ClassicGame';
import { createMemoryStorage } from '../storage/storage';

// hydrateRoot is React's own, not Testing Library's render: tell React that act() is in use.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function game() {
  return <ClassicGame api={createMockApi()} storage={createMemoryStorage()} language="fr" />;
}

describe('given a widget rendered on a server, then hydrated', () => {
  it('sends the loading view a browser renders first, whatever the server holds', () => {
    // This process holds the French texts (the test setup loads every language), as a server does
    // after its first request; a visitor's browser does not hold them yet.
    const sheet = new ServerStyleSheet();
    const html = renderToString(sheet.collectStyles(game()));
    expect(sheet.getStyleTags()).toContain('<style');
    sheet.seal();
    expect(html).toContain('data-guessdle-widget');
    expect(html).toContain('data-loading-view');
    expect(html).toContain('Loading...');
    expect(html).not.toContain('Chargement');
  });

  it('hydrates that HTML without a mismatch, then plays', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(game());
    document.body.append(container);
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error');
    const root = await act(() =>
      hydrateRoot(container, game(), { onRecoverableError: recoverable }),
    );
    expect(await screen.findByRole('combobox')).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});
