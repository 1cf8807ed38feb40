import { styled, keyframes } from '../theme/styled';

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
  animation: ${pulse} ${({ theme }) => theme.motion.slowMs * 2}ms
    ${({ theme }) => theme.motion.easing} infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
