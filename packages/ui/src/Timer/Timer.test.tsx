import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuessdleThemeProvider } from '../theme';
import { Timer, type TimerProps } from './Timer';

function renderTimer(props: Partial<TimerProps> = {}) {
  return render(
    <GuessdleThemeProvider>
      <Timer secondsLeft={42} score={120} lowTimeAnnouncement="10 seconds left" {...props} />
    </GuessdleThemeProvider>,
  );
}

describe('given a running Timer', () => {
  it('shows the time as a quiet timer and the score', () => {
    const { container } = renderTimer();
    const timer = screen.getByRole('timer', { name: 'Time left' });
    expect(timer).toHaveTextContent('42');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(screen.getByText('Score')).toBeInTheDocument();
    expect(screen.getByText('120')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'running');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('uses the host labels', () => {
    renderTimer({ timeLeftLabel: 'Tiempo restante', scoreLabel: 'Puntos' });
    expect(screen.getByRole('timer', { name: 'Tiempo restante' })).toBeInTheDocument();
    expect(screen.getByText('Puntos')).toBeInTheDocument();
  });
});

describe('given a Timer under 10 seconds', () => {
  it('is emphasised and announces the low time once', () => {
    const { container, rerender } = renderTimer({ secondsLeft: 10 });
    expect(container.firstElementChild).toHaveAttribute('data-state', 'running');
    rerender(
      <GuessdleThemeProvider>
        <Timer secondsLeft={9} score={120} lowTimeAnnouncement="10 seconds left" />
      </GuessdleThemeProvider>,
    );
    expect(container.firstElementChild).toHaveAttribute('data-state', 'low');
    expect(screen.getByRole('timer')).toHaveTextContent('!9');
    expect(screen.getByRole('status')).toHaveTextContent('10 seconds left');
  });

  it('is over at 0 and stops announcing', () => {
    const { container } = renderTimer({ secondsLeft: 0 });
    expect(container.firstElementChild).toHaveAttribute('data-state', 'over');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('never shows negative or fractional seconds', () => {
    renderTimer({ secondsLeft: -3 });
    expect(screen.getByRole('timer')).toHaveTextContent('0');
  });
});
