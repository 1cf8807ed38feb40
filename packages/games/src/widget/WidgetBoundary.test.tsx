import { StrictMode, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockApi } from '@guessdle/api/mocks';
import { ClassicGame } from '../classic/ClassicGame';
import type { GameError } from './errors';
import { createMemoryStorage } from '../storage/storage';

/** A part of the host's own that throws once rendered inside the widget (its disclaimer). */
function Throws({ when }: { when: { current: boolean } }) {
  if (when.current) throw new Error('the disclaimer broke');
  return <span>Data from the operator</span>;
}

/** A host page: its own heading and counter, then the widget. */
function Host({ when, onError }: { when: { current: boolean }; onError: (e: GameError) => void }) {
  const [clicks, setClicks] = useState(0);
  return (
    <main>
      <h1>Host page</h1>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Host clicks: {clicks}
      </button>
      <ClassicGame
        api={createMockApi()}
        storage={createMemoryStorage()}
        disclaimer={<Throws when={when} />}
        onError={onError}
      />
    </main>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('given a widget that throws while rendering inside a host', () => {
  it('shows the error view in its box, reports a crash and leaves the host working', async () => {
    // React logs the caught error; the test reads what the host sees instead.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const when = { current: true };
    const onError = vi.fn<(error: GameError) => void>();
    render(
      <StrictMode>
        <Host when={when} onError={onError} />
      </StrictMode>,
    );

    const alert = await screen.findByText('We are experimenting some problems');
    expect(alert.closest('[data-guessdle-widget]')).not.toBeNull();
    expect(onError).toHaveBeenCalledWith({
      reason: 'crash',
      code: undefined,
      message: 'ClassicGame failed while rendering: the disclaimer broke',
      cause: expect.any(Error) as unknown,
    });

    // The host is still mounted and still responds.
    await userEvent.click(screen.getByRole('button', { name: 'Host clicks: 0' }));
    expect(screen.getByRole('button', { name: 'Host clicks: 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Host page' })).toBeInTheDocument();

    // Retry mounts the widget again: once the cause is gone, the game is back.
    when.current = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Data from the operator')).toBeInTheDocument();
    expect(screen.queryByText('We are experimenting some problems')).not.toBeInTheDocument();
  });

  it('shows the error view in the widget language, and says in development what to check', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const hint = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<ClassicGame api={undefined as never} language="fr" />);
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(hint).toHaveBeenCalledWith(
      expect.stringMatching(/^ClassicGame: .*Check the props you pass it.*needs an `api` prop/),
    );
  });

  it('keeps the host up when its onError handler throws too', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Host
        when={{ current: true }}
        onError={() => {
          throw new Error('the host handler broke');
        }}
      />,
    );
    expect(await screen.findByText('We are experimenting some problems')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Host page' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'ClassicGame: the onError handler threw',
      expect.objectContaining({ message: 'the host handler broke' }),
    );
  });
});
