import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuessdleThemeProvider } from '@guessdle/ui';
import { ScrollCue } from './ScrollCue';

/** jsdom lays nothing out: the scroller's sizes are given as a 375 px phone would have them. */
function sized(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

function renderCue() {
  return render(
    <GuessdleThemeProvider>
      <ScrollCue>
        <div role="table" aria-label="Your guesses" />
      </ScrollCue>
    </GuessdleThemeProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('given the guess grid on a narrow screen', () => {
  it('shows a cue while columns follow off to the right, and drops it at the last one', () => {
    sized(584, 343);
    renderCue();
    expect(screen.getByTestId('more-columns')).toBeInTheDocument();
    const scroller = screen.getByRole('table').parentElement!;
    scroller.scrollLeft = 241;
    fireEvent.scroll(scroller);
    expect(screen.queryByTestId('more-columns')).toBeNull();
  });

  it('shows none when every column fits', () => {
    sized(584, 600);
    renderCue();
    expect(screen.queryByTestId('more-columns')).toBeNull();
  });
});
