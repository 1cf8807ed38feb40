import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/** Props a link component receives: plain anchor props, with `href` always set. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  className?: string;
  children?: ReactNode;
}

/**
 * A link the host can inject so its router handles navigation, e.g.
 * `({ href, ...rest }) => <RouterLink to={href} {...rest} />`. Defaults to a plain `<a>`.
 */
export type LinkComponent = ComponentType<LinkComponentProps>;
