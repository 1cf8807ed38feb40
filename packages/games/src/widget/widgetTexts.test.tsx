import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWidgetI18n } from '../i18n/instance';
import { useWidgetTexts } from './widgetTexts';

function Probe({ first }: { first: Promise<void> | null }) {
  const [i18n] = useState(() => createWidgetI18n('fr'));
  const texts = useWidgetTexts(i18n, first, 'fr');
  return (
    <>
      <p>{texts.status}</p>
      {texts.status === 'failed' ? (
        <button type="button" onClick={texts.retry}>
          retry
        </button>
      ) : null}
    </>
  );
}

describe('given a widget whose texts did not load', () => {
  it('says so, and loads them again once the connection comes back', async () => {
    const first = Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    first.catch(() => undefined);
    render(<Probe first={first} />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    // The widget starts listening in an effect after it shows the failure: on a busy machine the
    // failure can be on screen a moment before, so the connection comes back until it is heard.
    await waitFor(() => {
      window.dispatchEvent(new Event('online'));
      expect(screen.getByText('ready')).toBeInTheDocument();
    });
  });

  it('loads them again when the player presses its retry', async () => {
    const first = Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    first.catch(() => undefined);
    render(<Probe first={first} />);
    const retry = await screen.findByRole('button', { name: 'retry' });
    act(() => retry.click());
    expect(await screen.findByText('ready')).toBeInTheDocument();
  });

  it('renders at once when they are at hand', () => {
    render(<Probe first={null} />);
    expect(screen.getByText('ready')).toBeInTheDocument();
  });
});
