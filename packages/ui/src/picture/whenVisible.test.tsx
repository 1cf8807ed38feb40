import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useImagesWhenVisible } from './whenVisible';

/** An IntersectionObserver whose entries the test delivers by hand. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly observed = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  /** The browser reports these pictures as near view (true) or out of it (false). */
  report(changes: [Element, boolean][]) {
    const entries = changes.map(
      ([target, isIntersecting]) => ({ target, isIntersecting }) as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function List({ names, settleMs }: { names: string[]; settleMs: number }) {
  const root = useRef<HTMLDivElement>(null);
  const photo = useImagesWhenVisible(root, { settleMs });
  return (
    <div ref={root}>
      {names.map((name) => (
        <img key={name} ref={photo} data-src={`/${name}.png`} alt={name} />
      ))}
    </div>
  );
}

const picture = (container: HTMLElement, name: string) =>
  container.querySelector(`img[alt="${name}"]`) as HTMLImageElement;

describe('useImagesWhenVisible', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakeObserver.last = null;
  });

  it('loads a picture near view at once when no settling time is asked', () => {
    const { container } = render(<List names={['ada']} settleMs={0} />);
    FakeObserver.last!.report([[picture(container, 'ada'), true]]);
    expect(picture(container, 'ada')).toHaveAttribute('src', '/ada.png');
  });

  it('waits until no new picture has come near view for the settling time', () => {
    const { container, rerender } = render(<List names={['ada', 'alan']} settleMs={300} />);
    const observer = FakeObserver.last!;
    observer.report([
      [picture(container, 'ada'), true],
      [picture(container, 'alan'), true],
    ]);
    vi.advanceTimersByTime(200);
    expect(picture(container, 'ada')).not.toHaveAttribute('src');

    // The next key: 'alan' goes, 'grace' comes; the wait starts again.
    rerender(<List names={['ada', 'grace']} settleMs={300} />);
    observer.report([[picture(container, 'grace'), true]]);
    vi.advanceTimersByTime(200);
    expect(picture(container, 'ada')).not.toHaveAttribute('src');
    expect(picture(container, 'grace')).not.toHaveAttribute('src');

    vi.advanceTimersByTime(100);
    expect(picture(container, 'ada')).toHaveAttribute('src', '/ada.png');
    expect(picture(container, 'grace')).toHaveAttribute('src', '/grace.png');
    // Loaded pictures are no longer watched; the one shown only in passing never loaded.
    expect(observer.observed.size).toBe(0);
  });

  it('does not load a picture that left view before the list settled', () => {
    const { container } = render(<List names={['ada', 'alan']} settleMs={300} />);
    const observer = FakeObserver.last!;
    observer.report([
      [picture(container, 'ada'), true],
      [picture(container, 'alan'), true],
    ]);
    observer.report([[picture(container, 'alan'), false]]);
    vi.advanceTimersByTime(300);
    expect(picture(container, 'ada')).toHaveAttribute('src', '/ada.png');
    expect(picture(container, 'alan')).not.toHaveAttribute('src');
    expect(observer.observed.has(picture(container, 'alan'))).toBe(true);
  });

  it('loads nothing after the list is gone', () => {
    const { container, unmount } = render(<List names={['ada']} settleMs={300} />);
    const img = picture(container, 'ada');
    FakeObserver.last!.report([[img, true]]);
    unmount();
    vi.advanceTimersByTime(300);
    expect(img).not.toHaveAttribute('src');
  });
});
