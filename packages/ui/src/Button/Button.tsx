import { forwardRef, type ButtonHTMLAttributes, type Ref } from 'react';
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
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', fullWidth = false, type = 'button', disabled, ...rest },
  ref,
) {
  return (
    <StyledButton
      type={type}
      disabled={disabled}
      data-disabled={disabled ? '' : undefined}
      $variant={variant}
      $fullWidth={fullWidth}
      {...rest}
      ref={ref}
    />
  );
});
