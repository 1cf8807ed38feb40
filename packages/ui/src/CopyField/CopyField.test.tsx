import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuessdleThemeProvider } from '../theme';
import { CopyField } from './CopyField';

const URL = 'https://guessdle.example/crono/3f1c';
const LABEL = 'Share the link with your friends to challenge them';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function clickCopy() {
  // Flush the promise chain of copyText with fake timers in place.
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
  });
}

describe('given a CopyField', () => {
  it('shows the URL read-only under its label', () => {
    render(
      <GuessdleThemeProvider>
        <CopyField value={URL} label={LABEL} />
      </GuessdleThemeProvider>,
    );
    const input = screen.getByRole('textbox', { name: LABEL });
    expect(input).toHaveValue(URL);
    expect(input).toHaveAttribute('readonly');
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveAttribute('data-state', 'closed');
  });

  it('shows "Copied!" for 3 seconds after a copy', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const onCopiedChange = vi.fn();
    render(
      <GuessdleThemeProvider>
        <CopyField
          value={URL}
          label={LABEL}
          onCopiedChange={onCopiedChange}
          clipboardEnvironment={{ clipboard: { writeText }, document }}
        />
      </GuessdleThemeProvider>,
    );
    await clickCopy();
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(screen.getByRole('status')).toHaveTextContent('Copied!');
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-state', 'open');

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Copied!');

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveAttribute('data-state', 'closed');
    expect(onCopiedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('honours a custom duration', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    render(
      <GuessdleThemeProvider>
        <CopyField
          value={URL}
          label={LABEL}
          copiedDurationMs={500}
          clipboardEnvironment={{ clipboard: { writeText }, document }}
        />
      </GuessdleThemeProvider>,
    );
    await clickCopy();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('selects the URL for a manual copy when every method fails', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    const onCopy = vi.fn();
    render(
      <GuessdleThemeProvider>
        <CopyField
          value={URL}
          label={LABEL}
          onCopy={onCopy}
          clipboardEnvironment={{ clipboard: { writeText }, document: undefined }}
        />
      </GuessdleThemeProvider>,
    );
    await clickCopy();
    const input = screen.getByRole('textbox', { name: LABEL }) as HTMLInputElement;
    expect(onCopy).toHaveBeenCalledWith('manual');
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('Select the link and copy it.');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
