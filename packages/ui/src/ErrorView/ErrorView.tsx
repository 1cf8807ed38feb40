import { forwardRef, type ReactNode } from 'react';
import { ErrorAction, ErrorMessage, ErrorRoot, ErrorSymbol, ErrorTitle } from './ErrorView.styles';
import type { PrimitiveProps } from '../primitive';

interface ErrorViewOwnProps {
  /** The headline, e.g. 'We are experimenting some problems'. */
  title: ReactNode;
  /** Detail under the title, e.g. 'Please try again later'. @default undefined */
  message?: ReactNode;
  /** An optional way out, e.g. a retry `Button` or a link home. @default undefined */
  action?: ReactNode;
  /** Decorative symbol above the title. @default '⚠' */
  icon?: ReactNode;
  /** Extra class on the root, for layout by the host. @default undefined */
  className?: string;
}

/** ErrorView's own props, the attributes of its root `<div>` and a `ref` to it. */
export type ErrorViewProps = PrimitiveProps<'div', ErrorViewOwnProps>;

/**
 * What a game shows when its data is missing or a call failed. The text sits in an `alert`
 * so it is announced as soon as it appears; the action stays outside it, so the alert is not
 * re-read when focus moves to the button.
 */
export const ErrorView = forwardRef<HTMLDivElement, ErrorViewProps>(function ErrorView(
  { title, message, action, icon = '⚠', className, ...rest },
  ref,
) {
  return (
    <ErrorRoot {...rest} ref={ref} className={className}>
      <div role="alert">
        <ErrorSymbol aria-hidden="true">{icon}</ErrorSymbol>
        <ErrorTitle>{title}</ErrorTitle>
        {message ? <ErrorMessage>{message}</ErrorMessage> : null}
      </div>
      {action ? <ErrorAction>{action}</ErrorAction> : null}
    </ErrorRoot>
  );
});
