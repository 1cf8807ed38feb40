import { styled } from 'styled-components';

export const ZoomFrame = styled.div<{ $size: number }>`
  box-sizing: border-box;
  width: ${({ $size }) => $size}px;
  /* Never wider than the screen: a phone gets the largest square that fits. */
  max-width: 100%;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border: 2px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.container.background};
`;

export const ZoomImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  transform-origin: center;
  transition: transform ${({ theme }) => theme.motion.slowMs}ms
    ${({ theme }) => theme.motion.easing};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
