import { styled, css, keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 100% { transform: scale(1); }
  50% { transform: scale(1.12); }
`;

export const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing * 2}px;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text.primary};
`;

export const Stat = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing / 2}px;
  min-width: ${({ theme }) => theme.spacing * 12}px;
  padding: ${({ theme }) => `${theme.spacing}px ${theme.spacing * 2}px`};
  border: 2px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.container.background};

  &[data-state='low'] {
    border-color: ${({ theme }) => theme.colors.difficulty.hard};
    border-style: dashed;
  }
`;

export const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const Value = styled.span<{ $low?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing / 2}px;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;

  ${({ $low, theme }) =>
    $low &&
    css`
      color: ${theme.colors.difficulty.hard};

      @media (prefers-reduced-motion: no-preference) {
        animation: ${pulse} 1s ${theme.motion.easing} infinite;
      }
    `}
`;
