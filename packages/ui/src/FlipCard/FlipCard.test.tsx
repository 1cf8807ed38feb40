import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme as render } from '../theme/testing';
import { FlipCard } from './FlipCard';

function inner(container: HTMLElement) {
  const el = container.querySelector('[data-state] > [data-state]');
  if (!el) throw new Error('inner not found');
  return el as HTMLElement;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('given a restored card (animate false)', () => {
  it('shows the back at once and reports the end immediately', () => {
    const onFlipEnd = vi.fn();
    const { container } = render(
      <FlipCard front="?" back="Female" flipped animate={false} onFlipEnd={onFlipEnd} />,
    );
    expect(container.firstElementChild).toHaveAttribute('data-state', 'back');
    expect(inner(container)).not.toHaveAttribute('data-animating');
    expect(onFlipEnd).toHaveBeenCalledExactlyOnceWith('back');
  });

  it('hides the face out of view from assistive technology', () => {
    render(<FlipCard front="hidden side" back="Female" flipped animate={false} />);
    expect(screen.getByText('Female')).toBeVisible();
    expect(screen.getByText('hidden side').closest('[aria-hidden]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });
});

describe('given a card mounted on its back with animation', () => {
  it('plays the reveal and reports the end only when the animation ends', () => {
    const onFlipEnd = vi.fn();
    const { container } = render(<FlipCard back="Female" flipped onFlipEnd={onFlipEnd} />);
    expect(inner(container)).toHaveAttribute('data-animating');
    expect(onFlipEnd).not.toHaveBeenCalled();

    fireEvent.animationEnd(inner(container));
    expect(onFlipEnd).toHaveBeenCalledExactlyOnceWith('back');
    expect(inner(container)).not.toHaveAttribute('data-animating');
  });

  it('ignores animations that bubble up from its content', () => {
    const onFlipEnd = vi.fn();
    render(<FlipCard back={<span>Female</span>} flipped onFlipEnd={onFlipEnd} />);
    fireEvent.animationEnd(screen.getByText('Female'));
    expect(onFlipEnd).not.toHaveBeenCalled();
  });

  it('skips the animation when the user prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const onFlipEnd = vi.fn();
    const { container } = render(<FlipCard back="Female" flipped onFlipEnd={onFlipEnd} />);
    expect(inner(container)).not.toHaveAttribute('data-animating');
    expect(onFlipEnd).toHaveBeenCalledExactlyOnceWith('back');
  });
});

describe('given a card at rest on its front', () => {
  it('reports nothing on mount', () => {
    const onFlipEnd = vi.fn();
    const { container } = render(<FlipCard back="Female" onFlipEnd={onFlipEnd} />);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'front');
    expect(inner(container)).not.toHaveAttribute('data-animating');
    expect(onFlipEnd).not.toHaveBeenCalled();
  });

  it('flips on click when uncontrolled and flipOnClick is set', async () => {
    const user = userEvent.setup();
    const onFlippedChange = vi.fn();
    const onFlipEnd = vi.fn();
    const { container } = render(
      <FlipCard
        front="Tap to reveal"
        back="Female"
        flipOnClick
        onFlippedChange={onFlippedChange}
        onFlipEnd={onFlipEnd}
      />,
    );
    const button = screen.getByRole('button', { name: 'Tap to reveal' });
    await user.click(button);
    expect(onFlippedChange).toHaveBeenCalledWith(true);
    expect(button).toHaveAttribute('data-state', 'back');
    expect(button).toHaveAccessibleName('Female');
    fireEvent.animationEnd(inner(container));
    expect(onFlipEnd).toHaveBeenCalledWith('back');

    await user.click(button);
    expect(button).toHaveAttribute('data-state', 'front');
    fireEvent.animationEnd(inner(container));
    expect(onFlipEnd).toHaveBeenLastCalledWith('front');
  });

  it('only requests the change when controlled', async () => {
    const user = userEvent.setup();
    const onFlippedChange = vi.fn();
    const { rerender } = render(
      <FlipCard
        back="Female"
        front="Tap"
        flipped={false}
        flipOnClick
        onFlippedChange={onFlippedChange}
      />,
    );
    await user.click(screen.getByRole('button'));
    expect(onFlippedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button')).toHaveAttribute('data-state', 'front');
    rerender(<FlipCard back="Female" front="Tap" flipped flipOnClick animate={false} />);
    expect(screen.getByRole('button')).toHaveAttribute('data-state', 'back');
  });
});
