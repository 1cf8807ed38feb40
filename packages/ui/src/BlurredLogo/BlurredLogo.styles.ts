import { styled } from 'styled-components';

export const LogoFrame = styled.div`
  box-sizing: border-box;
  width: 13rem;
  height: 13rem;
  max-width: 100%;
  overflow: hidden;
  border: 2px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.container.background};
`;

export const LogoImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
  transition: filter ${({ theme }) => theme.motion.slowMs}ms ${({ theme }) => theme.motion.easing};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
