import { styled, keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const LoadingRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing * 2}px;
  min-height: ${({ theme }) => theme.spacing * 20}px;
  padding: ${({ theme }) => theme.spacing * 2}px;
  color: ${({ theme }) => theme.colors.text.primary};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Spinner = styled.span<{ $size: number }>`
  box-sizing: border-box;
  display: block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(3, Math.round($size / 10))}px solid
    ${({ theme }) => theme.colors.container.border};
  border-top-color: ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} ${({ theme }) => theme.motion.flipDurationMs}ms linear infinite;

  @media (prefers-reduced-motion: reduce) {
    /* Slower, not frozen: a still ring would no longer say "working". */
    animation-duration: ${({ theme }) => theme.motion.flipDurationMs * 4}ms;
  }
`;
