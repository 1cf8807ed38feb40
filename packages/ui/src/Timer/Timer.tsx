import { forwardRef, useId } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { Label, Root, Stat, Value } from './Timer.styles';
import type { PrimitiveProps } from '../primitive';

interface TimerOwnProps {
  /** Seconds left in the round (the host counts down). */
  secondsLeft: number;
  /** Current score. */
  score: number;
  /** Label of the time display. @default 'Time left' */
  timeLeftLabel?: string;
  /** Label of the score display. @default 'Score' */
  scoreLabel?: string;
  /** Under this many seconds the time is emphasised. @default 10 */
  lowTimeThreshold?: number;
  /** Formats the seconds for display. @default (s) => String(s) */
  formatTime?: (seconds: number) => string;
  /**
   * Announced once, politely, when the time drops under the threshold, e.g. '10 seconds left'.
   * Nothing else is announced: a per-second announcement would drown the game. @default undefined
   */
  lowTimeAnnouncement?: string;
}

/** Timer's own props, the attributes of its root `<div>` and a `ref` to it. */
export type TimerProps = PrimitiveProps<'div', TimerOwnProps>;

/**
 * The Crono header: time left and score. The time is a `role="timer"` (live region off, so
 * screen readers are not interrupted every second); under the threshold it turns the 'hard'
 * colour, pulses (unless reduced motion is asked for), gets a dashed border and a '!' marker.
 * `data-state` is `running`, `low` or `over`.
 */
export const Timer = forwardRef<HTMLDivElement, TimerProps>(function Timer(
  {
    secondsLeft,
    score,
    timeLeftLabel = 'Time left',
    scoreLabel = 'Score',
    lowTimeThreshold = 10,
    formatTime = String,
    lowTimeAnnouncement,
    ...rest
  },
  ref,
) {
  const seconds = Math.max(0, Math.ceil(secondsLeft));
  const low = seconds < lowTimeThreshold;
  const state = seconds === 0 ? 'over' : low ? 'low' : 'running';

  const labelId = useId();
  // The text appears once when the threshold is crossed and then stays the same, so it is
  // announced once; going back above the threshold clears it and re-arms it.
  const announced = low && seconds > 0 && lowTimeAnnouncement ? lowTimeAnnouncement : '';

  return (
    <Root {...rest} ref={ref} data-state={state}>
      <Stat data-state={low ? 'low' : 'normal'}>
        <Label id={labelId}>{timeLeftLabel}</Label>
        <Value role="timer" aria-labelledby={labelId} aria-live="off" aria-atomic="true" $low={low}>
          {low && <span aria-hidden="true">!</span>}
          {formatTime(seconds)}
        </Value>
      </Stat>
      <Stat>
        <Label>{scoreLabel}</Label>
        <Value>{score}</Value>
      </Stat>
      <VisuallyHidden role="status" aria-live="polite">
        {announced}
      </VisuallyHidden>
    </Root>
  );
});
