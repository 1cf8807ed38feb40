import { styled } from 'styled-components';

/** The standard clip pattern: removed from layout and sight, still read by screen readers. */
export const StyledVisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
