import { styled, keyframes } from 'styled-components';

const bounce = keyframes`
  0% { transform: scale(0.9) translateY(16px); }
  50% { transform: scale(1.03) translateY(-8px); }
  70% { transform: scale(0.99) translateY(2px); }
  100% { transform: none; }
`;

export const Root = styled.section`
  box-sizing: border-box;
  width: 100%;
  /* Room for a 400 px ShareBox inside, with the box's own padding and border. */
  max-width: 460px;
  display: grid;
  /* minmax(0, 1fr): a wide child (the ShareBox) shrinks to the box instead of widening it. */
  grid-template-columns: minmax(0, 1fr);
  justify-items: center;
  gap: ${({ theme }) => theme.spacing * 1.5}px;
  padding: ${({ theme }) => theme.spacing * 3}px;
  border: 2px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.container.positiveBackground};
  color: ${({ theme }) => theme.colors.container.feedbackText};
  font-family: ${({ theme }) => theme.fonts.body};
  text-align: center;
  box-shadow: ${({ theme }) => theme.shadows.card};

  @media (prefers-reduced-motion: no-preference) {
    &[data-animate] {
      animation: ${bounce} 700ms ${({ theme }) => theme.motion.easing} both;
    }
  }
`;

export const Title = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const Message = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Picture = styled.img`
  width: ${({ theme }) => theme.spacing * 12}px;
  height: ${({ theme }) => theme.spacing * 12}px;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.container.background};
`;

export const NextAction = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.spacing}px ${theme.spacing * 2}px`};
  border: 2px solid ${({ theme }) => theme.colors.button.background};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.button.background};
  color: ${({ theme }) => theme.colors.button.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.button.hoverBackground};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
