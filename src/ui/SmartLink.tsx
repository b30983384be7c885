import React from 'react';
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
 * tab with rel="noopener noreferrer" and tell screen-reader users so.
 */
export function SmartLink({ href, children, activeClassName, partiallyActive, ...rest }: SmartLinkProps): JSX.Element {
  if (isExternalUrl(href) || href.startsWith('#')) {
    const external = isExternalUrl(href) && !href.startsWith('mailto:');
    return (
      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
        {external && (
          <>
            <svg className={styles.externalIcon} width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
            </svg>
            <span className="visually-hidden"> {translate('link.opensInNewTab')}</span>
          </>
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
