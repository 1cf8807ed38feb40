import { styled } from 'styled-components';

export type Difficulty = 'easy' | 'medium' | 'hard';

export const Card = styled.article`
  box-sizing: border-box;
  width: 100%;
  max-width: 480px;
  border: 2px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.container.background};
  color: ${({ theme }) => theme.colors.text.primary};
  font-family: ${({ theme }) => theme.fonts.body};
  box-shadow: ${({ theme }) => theme.shadows.card};

  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

export const Head = styled.div`
  display: flex;
  /* Wraps only for a full-width line such as an inline CoachMark under the toggle. */
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing}px;
  padding: ${({ theme }) => theme.spacing * 1.5}px;
`;

export const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing * 2}px;
  padding: ${({ theme }) => theme.spacing / 2}px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const Icon = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.spacing * 7}px;
  height: ${({ theme }) => theme.spacing * 7}px;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.xxl};

  & > img,
  & > svg {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Texts = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.spacing / 2}px;
`;

export const Title = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const Toggle = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.toggle.background};
  color: ${({ theme }) => theme.colors.toggle.text};
  cursor: pointer;

  & > svg {
    width: 20px;
    height: 20px;
    transition: transform ${({ theme }) => theme.motion.fastMs}ms
      ${({ theme }) => theme.motion.easing};
  }

  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.toggle.activeBackground};
  }

  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    & > svg {
      transition: none;
    }
  }
`;

export const Panel = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing}px;
  padding: ${({ theme }) => `0 ${theme.spacing * 1.5}px ${theme.spacing * 1.5}px`};

  &[hidden] {
    display: none;
  }

  /* Plain links the host puts in the panel (the Crono games). */
  & a:not([data-level]) {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${({ theme }) => `0 ${theme.spacing * 1.5}px`};
    border: 2px solid ${({ theme }) => theme.colors.container.border};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text.link};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  & a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const Tag = styled.a<{ $level: Difficulty }>`
  display: inline-grid;
  gap: 2px;
  min-height: 44px;
  box-sizing: border-box;
  align-content: center;
  padding: ${({ theme }) => `${theme.spacing / 2}px ${theme.spacing * 1.5}px`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $level }) => theme.colors.difficulty[$level]};
  color: ${({ theme }) => theme.colors.text.inverse};
  font-family: ${({ theme }) => theme.fonts.body};
  text-decoration: none;

  &:is(a):hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const TagLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const TagDescription = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
