/** Gatsby's runtime is not available in jsdom: Link renders a plain anchor, as in the static HTML. */
import React from 'react';

export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
export const navigate = jest.fn();
export const withPrefix = (path: string): string => path;

interface LinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  readonly to: string;
  readonly activeClassName?: string;
  readonly partiallyActive?: boolean;
}

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _active, partiallyActive: _partial, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} href={to} {...rest}>
      {children}
    </a>
  );
});
