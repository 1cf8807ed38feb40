import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { TableScroll } from './ClassicGameView.styles';

// Seven 80 px columns cannot be read at a phone's 375 px (they would be 45 px each, too small for
// "Czech Republic" or "Caucasian"): the grid scrolls sideways, and says so while columns remain
// off to the right, with a fade and an arrow at that edge.

const Frame = styled.div`
  position: relative;
  max-width: 100%;
`;

/** Drawn over the grid's right edge; touches pass through to the grid below. */
const Cue = styled.div`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  z-index: 2;
  width: ${({ theme }) => theme.spacing * 5}px;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  pointer-events: none;
  background: linear-gradient(
    to right,
    transparent,
    ${({ theme }) => theme.colors.page.background}
  );

  span {
    display: grid;
    place-items: center;
    width: ${({ theme }) => theme.spacing * 3.5}px;
    height: ${({ theme }) => theme.spacing * 3.5}px;
    border-radius: ${({ theme }) => theme.radii.round};
    border: 2px solid ${({ theme }) => theme.colors.container.border};
    background: ${({ theme }) => theme.colors.container.background};
    color: ${({ theme }) => theme.colors.text.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** Whether the element's content goes on beyond its right edge, kept up to date. */
function useMoreToTheRight() {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
    check();
    element.addEventListener('scroll', check, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(check) : null;
    resize?.observe(element);
    for (const child of Array.from(element.children)) resize?.observe(child);
    return () => {
      element.removeEventListener('scroll', check);
      resize?.disconnect();
    };
  }, []);
  return { ref, more };
}

/** The guess grid's sideways scroller, with a visible cue while columns follow off screen. */
export function ScrollCue({ children }: { children: ReactNode }) {
  const { ref, more } = useMoreToTheRight();
  return (
    <Frame data-more={more ? '' : undefined}>
      <TableScroll ref={ref}>{children}</TableScroll>
      {more ? (
        <Cue data-testid="more-columns" aria-hidden="true">
          <span>→</span>
        </Cue>
      ) : null}
    </Frame>
  );
}
