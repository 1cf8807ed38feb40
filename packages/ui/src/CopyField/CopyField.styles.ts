import styled from 'styled-components';
import { textFieldStyles } from '../field/field.styles';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing}px;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text.primary};
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing}px;
  align-items: stretch;
`;

export const Input = styled.input`
  ${textFieldStyles}
  flex: 1;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-overflow: ellipsis;
`;

export const ManualHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
