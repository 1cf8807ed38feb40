export { Button } from './Button';
export type { ButtonProps } from './Button';
export type { ButtonVariant } from './Button.styles';
