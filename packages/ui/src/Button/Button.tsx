import type { ButtonHTMLAttributes, Ref } from 'react';
import { StyledButton, type ButtonVariant } from './Button.styles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight. @default 'primary' */
  variant?: ButtonVariant;
  /** Stretch to the container's width. @default false */
  fullWidth?: boolean;
  /** Forwarded to the underlying `<button>`. @default undefined */
  ref?: Ref<HTMLButtonElement>;
}

/** The one button of the product. Disabled state is exposed as `data-disabled` for styling. */
export function Button({
  variant = 'primary',
  fullWidth = false,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      disabled={disabled}
      data-disabled={disabled ? '' : undefined}
      $variant={variant}
      $fullWidth={fullWidth}
      {...rest}
    />
  );
}
