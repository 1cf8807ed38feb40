import { styled } from 'styled-components';

export const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing / 2}px;
`;

export const Cell = styled.div<{ $width: number }>`
  flex: none;
  width: ${({ $width }) => $width}px;
  height: ${({ $width }) => $width}px;
`;

export const Picture = styled.div<{ $size: number }>`
  position: relative;
  box-sizing: border-box;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border: 2px solid ${({ theme }) => theme.colors.container.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.container.background};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const PictureName = styled.span<{ $dense: boolean }>`
  position: absolute;
  inset: auto 0 0 0;
  padding: 2px ${({ theme }) => theme.spacing / 2}px;
  background: ${({ theme }) => theme.colors.container.background};
  color: ${({ theme }) => theme.colors.text.primary};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.2;
  text-align: center;
  /* The full name, on up to three lines and broken only between words: never 'Jasmine…'. */
  white-space: normal;
  overflow-wrap: normal;
  word-break: normal;
  hyphens: manual;
  ${({ $dense }) => ($dense ? 'font-size: 0.625rem; letter-spacing: -0.01em;' : '')}
`;
