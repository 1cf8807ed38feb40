import { styled } from 'styled-components';

export { Help, Root, Title } from '../daily-view/DailyGameView.styles';

/** Layout only: every colour, size and gap comes from the theme. */
export const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const GuessList = styled.ul`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing}px;
  width: 100%;
  max-width: ${({ theme }) => theme.spacing * 50}px;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    width: 100%;
  }
`;
