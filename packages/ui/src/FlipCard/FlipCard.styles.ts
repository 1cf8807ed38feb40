import { styled, css, keyframes } from 'styled-components';

export type FlipMotion = 'idle' | 'to-back' | 'to-front';

/*
 * The depth of the turn is the card's own `perspective()` (from --flip-perspective, set by
 * FlipRoot), not a `perspective` on the root: that property gives every card a 3D context even
 * at rest, and a page of guess rows then holds hundreds of them, which Chromium re-layerizes on
 * every frame (`pnpm bench:keys`). The inner box fills the root, so both have the same origin.
 */
const toBack = keyframes`
  from { transform: perspective(var(--flip-perspective)) rotateY(0deg); }
  to { transform: perspective(var(--flip-perspective)) rotateY(180deg); }
`;

const toFront = keyframes`
  from { transform: perspective(var(--flip-perspective)) rotateY(180deg); }
  to { transform: perspective(var(--flip-perspective)) rotateY(360deg); }
`;

export const FlipRoot = styled.div<{ $size: number; $interactive: boolean }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  padding: 0;
  margin: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  --flip-perspective: ${({ $size }) => $size * 8}px;
  cursor: ${({ $interactive }) => ($interactive ? 'pointer' : 'default')};
  border-radius: ${({ theme }) => theme.radii.sm};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const FlipInner = styled.span<{
  $motion: FlipMotion;
  $delayMs: number | undefined;
  $index: number;
}>`
  position: relative;
  display: block;
  width: 100%;
  height: 100%;
  transform-style: preserve-3d;
  transform: perspective(var(--flip-perspective)) rotateY(0deg);

  &[data-state='back'] {
    transform: perspective(var(--flip-perspective)) rotateY(180deg);
  }

  /*
   * At rest the card is flat: only its face in view, no 3D. A card in 3D puts each face in a
   * layer of its own, and a page of guess rows holds hundreds of them, which every frame then
   * updates (a keystroke in the search box paid for them: \`pnpm bench:keys\`).
   */
  &:not([data-animating]) {
    transform: none;
    transform-style: flat;
  }

  &:not([data-animating]) > [data-side] {
    transform: none;
    backface-visibility: visible;
  }

  &[data-state='front']:not([data-animating]) > [data-side='back'] {
    visibility: hidden;
  }

  &[data-state='back']:not([data-animating]) > [data-side='front'] {
    visibility: hidden;
  }

  ${({ $motion, $delayMs, $index, theme }) =>
    $motion !== 'idle' &&
    css`
      animation: ${$motion === 'to-back' ? toBack : toFront} ${theme.motion.flipDurationMs}ms
        ${theme.motion.easing} ${$delayMs ?? $index * theme.motion.flipStaggerMs}ms both;
    `}

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const FlipFace = styled.span<{ $side: 'front' | 'back' }>`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  box-sizing: border-box;
  border-radius: ${({ theme }) => theme.radii.sm};
  backface-visibility: hidden;
  transform: ${({ $side }) => ($side === 'back' ? 'rotateY(180deg)' : 'none')};
  ${({ $side, theme }) =>
    $side === 'front' &&
    css`
      background: ${theme.colors.container.background};
      border: 2px solid ${theme.colors.container.border};
      color: ${theme.colors.text.primary};
    `}
`;
