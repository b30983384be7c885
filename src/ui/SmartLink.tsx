import React from 'react';
import { Icon } from './Icon';
import { Link } from './LocaleLink';
import { isExternalUrl } from '../lib/url';
import { translate } from '../strings';
import * as styles from './SmartLink.module.css';

export interface SmartLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly href: string;
  readonly activeClassName?: string;
  readonly partiallyActive?: boolean;
}

/**
 * Internal routes go through Gatsby's Link (client routing, prefetch). External URLs open in a new
 * tab with rel="noopener noreferrer" and tell screen-reader users so, in a span drawn as an arrow.
 */
export function SmartLink({ href, children, activeClassName, partiallyActive, ...rest }: SmartLinkProps): JSX.Element {
  if (isExternalUrl(href) || href.startsWith('#')) {
    const external = isExternalUrl(href) && !href.startsWith('mailto:');
    return (
      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
        {external && (
          // One string, so React writes no `<!-- -->` between the space and the label; the outer span
          // holds the arrow (the sprite's symbol: no SVG document built for a CSS mask's file) and the
          // label, visually hidden.
          <span className={styles.newTab}>
            <Icon name="externalLink" size={12} />
            <span className="visually-hidden">{` ${translate('link.opensInNewTab')}`}</span>
          </span>
        )}
      </a>
    );
  }
  const { ref: _ref, ...linkProps } = rest as typeof rest & { ref?: unknown };
  return (
    <Link to={href} activeClassName={activeClassName} partiallyActive={partiallyActive} {...linkProps}>
      {children}
    </Link>
  );
}
